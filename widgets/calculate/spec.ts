// The calculate widget: an expression over fields and sub-table columns, worked
// out by the browser as the fields change and again by the server on save.
import { defineWidget } from '@core/widgets/catalog';
import { precision, thousands } from '@core/widgets/properties';
import { formatDecimal } from '@core/format/amount';

export const calculate = defineWidget({
  key: 'calculate',
  order: 460,
  kind: 'field',
  group: 'advanced',
  label: 'widget.calculate',
  properties: [
    { name: 'expression', label: 'designer.expression', editor: 'expression', type: 'string', default: '' },
    precision(2),
    thousands(true),
    { name: 'isAmountChinese', label: 'designer.amountChinese', editor: 'switch', type: 'boolean', default: false },
    /** Whether the value is saved (the server recomputes it); when not, it is only shown. */
    { name: 'isStorage', label: 'designer.isStorage', editor: 'switch', type: 'boolean', default: true },
  ],
  valueSchema: () => ({ type: 'number' }),
  columnType: (props) => ({ kind: 'decimal', precision: 18, scale: typeof props.precision === 'number' ? props.precision : 2 }),
  format: (value, props) => formatDecimal(value, props),
  calculation: (props) => ({
    expression: typeof props.expression === 'string' ? props.expression : '',
    precision: typeof props.precision === 'number' ? props.precision : 2,
    stored: props.isStorage !== false,
  }),
});
