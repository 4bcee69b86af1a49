// The live preview beside the serial-number rule form: what the first number
// would be today, recomputed as prefix, date format, digits or start change
// (it reads those four fields, so only their changes redraw it).
import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { billNumberExample, type BillDateFormat } from '@core/format/billNumber';
import type { FieldProps } from '../contract';
import { registerWidget } from '../registry';
import { billRuleExample } from './spec';

export const BillRuleExample = observer(function BillRuleExample(props: FieldProps) {
  const { form } = props;
  const example = billNumberExample({
    prefix: String(form.value('prefix') ?? ''),
    dateFormat: (form.value('dateFormat') as BillDateFormat | undefined) ?? 'no',
    digit: Number(form.value('digit') ?? 0),
    startNumber: String(form.value('startNumber') ?? ''),
  });
  return <Input id={props.id} value={example} readOnly data-testid="field-example" />;
});

registerWidget({ spec: billRuleExample, edit: BillRuleExample });
