// Multi-line text (JNPF's textarea).
import { defineWidget } from '@core/widgets/catalog';
import { placeholder } from '@core/widgets/properties';

export const textarea = defineWidget({
  key: 'textarea',
  order: 20,
  kind: 'field',
  group: 'basic',
  label: 'widget.textarea',
  properties: [placeholder, { name: 'rows', label: 'designer.rows', editor: 'number', type: 'integer', default: 3, min: 1, max: 40 }],
  valueSchema: () => ({ type: 'string' }),
  columnType: () => ({ kind: 'text' }),
  format: (value) => (value === null || value === undefined ? '' : String(value)),
});
