// A value the form carries without showing it (ids a page hands in).
import { hidden } from '@core/widgets/builtin/inputs';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';

export function HiddenValue(props: FieldProps) {
  return <input type="hidden" id={props.id} value={props.value === undefined || props.value === null ? '' : String(props.value)} />;
}

registerWidget({ spec: hidden, edit: HiddenValue });
