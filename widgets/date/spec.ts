// A date stored as epoch milliseconds (JNPF's date).
import { defineWidget } from '@core/widgets/catalog';
import { dateFormat, placeholder } from '@core/widgets/properties';
import { formatEpoch } from '@core/widgets/text';

export const date = defineWidget({
  key: 'date',
  kind: 'field',
  group: 'basic',
  label: 'widget.date',
  properties: [dateFormat, placeholder],
  valueSchema: () => ({ type: 'integer' }),
  columnType: () => ({ kind: 'bigint' }),
  format: (value, props) => formatEpoch(value, typeof props.format === 'string' ? props.format : 'YYYY-MM-DD'),
});
