// A time of day stored as 'HH:mm:ss' (JNPF's time).
import { defineWidget } from '@core/widgets/catalog';
import { placeholder } from '@core/widgets/properties';

export const timePattern = '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$';

export const time = defineWidget({
  key: 'time',
  order: 100,
  kind: 'field',
  group: 'basic',
  label: 'widget.time',
  properties: [placeholder],
  valueSchema: () => ({ type: 'string', pattern: timePattern }),
  columnType: () => ({ kind: 'string', length: 8 }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
