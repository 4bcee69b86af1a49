// A value the form carries without showing it (ids handed in by the page).
import type { WidgetProps } from '@rjsf/utils';
import { registerWidget } from '../registry';

export function HiddenWidget(props: WidgetProps) {
  return <input type="hidden" id={props.id} value={props.value === undefined ? '' : String(props.value)} />;
}

registerWidget({ key: 'hidden', component: HiddenWidget });
