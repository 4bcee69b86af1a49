// Numbers (JNPF's numInput): an integer column at precision 0, a decimal otherwise.
import { defineWidget } from '@core/widgets/catalog';
import { placeholder, precision, thousands } from '@core/widgets/properties';
import { formatDecimal } from '@core/format/amount';

export const numInput = defineWidget({
  key: 'numInput',
  order: 30,
  kind: 'field',
  group: 'basic',
  label: 'widget.numInput',
  properties: [placeholder, precision(), { name: 'step', label: 'designer.step', editor: 'number', type: 'number', default: 1, min: 0 }, thousands(false)],
  valueSchema: (props) => ({ type: props.precision === 0 ? 'integer' : 'number' }),
  columnType: (props) => (props.precision === 0 ? { kind: 'bigint' } : { kind: 'decimal', precision: 18, scale: typeof props.precision === 'number' ? props.precision : 4 }),
  format: (value, props) => formatDecimal(value, props),
});
