// A text input suggesting values from a data interface as one types (JNPF's
// autoComplete, 下拉补全): the interface's rows for the typed keyword (50 a
// call, spec 03 §9), their display field (relationField) without repeats, at
// most `total` of them. The value is the text, picked or typed.
import { defineWidget } from '@core/widgets/catalog';
import { displayField, interfaceId, templateJson } from '@core/widgets/interfacePicks';
import { clearable, placeholder } from '@core/widgets/properties';

/** The longest text stored. */
export const maxCompletedLength = 255;

export const autoComplete = defineWidget({
  key: 'autoComplete',
  order: 400,
  kind: 'field',
  group: 'advanced',
  label: 'widget.autoComplete',
  properties: [
    interfaceId,
    displayField,
    templateJson,
    // JNPF's designer gives a new node 10.
    { name: 'total', label: 'designer.autoComplete.total', editor: 'number', type: 'integer', default: 10, min: 1, max: 50 },
    { ...placeholder, default: 'widget.autoComplete.placeholder' },
    clearable,
  ],
  valueSchema: () => ({ type: 'string', maxLength: maxCompletedLength }),
  columnType: () => ({ kind: 'string', length: maxCompletedLength }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
