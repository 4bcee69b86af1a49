// Values worked out from other fields: the calculate widget (an expression over
// fields and sub-table columns), and the numbering rule's live example.
import { defineWidget } from '../catalog';
import { formatDecimal } from '../../format/amount';

export const calculate = defineWidget({
  key: 'calculate',
  kind: 'field',
  group: 'advanced',
  label: 'widget.calculate',
  properties: [
    { name: 'expression', label: 'designer.expression', editor: 'expression', default: '' },
    { name: 'precision', label: 'designer.precision', editor: 'number', default: 2 },
    { name: 'thousands', label: 'designer.thousands', editor: 'switch', default: true },
    { name: 'isAmountChinese', label: 'designer.amountChinese', editor: 'switch', default: false },
    /** Whether the value is saved (the server recomputes it); when not, it is only shown. */
    { name: 'isStorage', label: 'designer.isStorage', editor: 'switch', default: true },
  ],
  valueSchema: () => ({ type: 'number' }),
  columnType: (props) => ({ kind: 'decimal', precision: 18, scale: typeof props.precision === 'number' ? props.precision : 2 }),
  format: (value, props) => formatDecimal(value, props),
});

export const billRuleExample = defineWidget({
  key: 'billRuleExample',
  kind: 'system',
  group: 'system',
  label: 'widget.billRuleExample',
  properties: [],
  valueSchema: () => ({ type: 'string' }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
