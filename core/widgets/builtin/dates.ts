// Dates stored as epoch milliseconds and times as 'HH:mm:ss' (JNPF's conventions).
import { defineWidget } from '../catalog';
import { formatEpoch } from '../text';

export const date = defineWidget({
  key: 'date',
  kind: 'field',
  group: 'basic',
  label: 'widget.date',
  properties: [{ name: 'format', label: 'designer.dateFormat', editor: 'select', default: 'YYYY-MM-DD', choices: ['YYYY', 'YYYY-MM', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD HH:mm:ss'].map((value) => ({ label: value, value })) }],
  valueSchema: () => ({ type: 'integer' }),
  columnType: () => ({ kind: 'bigint' }),
  format: (value, props) => formatEpoch(value, typeof props.format === 'string' ? props.format : 'YYYY-MM-DD'),
});

export const time = defineWidget({
  key: 'time',
  kind: 'field',
  group: 'basic',
  label: 'widget.time',
  properties: [],
  valueSchema: () => ({ type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$' }),
  columnType: () => ({ kind: 'string', length: 8 }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
