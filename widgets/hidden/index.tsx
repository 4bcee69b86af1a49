// A value the form carries without showing it.
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { hidden } from './spec';

export function HiddenValue(props: FieldProps) {
  return <input type="hidden" id={props.id} value={props.value === undefined || props.value === null ? '' : String(props.value)} />;
}

registerWidget({ spec: hidden, edit: HiddenValue });
