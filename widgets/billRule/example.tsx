// The live preview beside the serial-number rule form: what the first number
// would be today, recomputed as prefix, date format, digits or start change.
import { Input } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { billNumberExample, type BillDateFormat } from '@core/format/billNumber';
import { registerWidget } from '../registry';

export function BillRuleExample(props: WidgetProps) {
  const values = (props.registry.formContext as { formData?: Record<string, unknown> } | undefined)?.formData ?? {};
  const example = billNumberExample({
    prefix: String(values.prefix ?? ''),
    dateFormat: (values.dateFormat as BillDateFormat | undefined) ?? 'no',
    digit: Number(values.digit ?? 0),
    startNumber: String(values.startNumber ?? ''),
  });
  return <Input id={props.id} value={example} readOnly data-testid="field-example" />;
}

registerWidget({ key: 'billRuleExample', component: BillRuleExample });
