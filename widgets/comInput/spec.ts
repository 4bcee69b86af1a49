// Single-line text (JNPF's comInput).
import { defineWidget } from '@core/widgets/catalog';
import { clearable, placeholder } from '@core/widgets/properties';

export const comInput = defineWidget({
  key: 'comInput',
  order: 10,
  kind: 'field',
  group: 'basic',
  label: 'widget.comInput',
  properties: [placeholder, clearable, { name: 'prefix', label: 'designer.prefix', editor: 'text', type: 'string' }, { name: 'suffix', label: 'designer.suffix', editor: 'text', type: 'string' }],
  valueSchema: () => ({ type: 'string' }),
  columnType: (_props, maxLength) => ({ kind: 'string', length: maxLength ?? 255 }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});
