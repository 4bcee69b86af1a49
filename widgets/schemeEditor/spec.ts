// A data scheme's condition (JNPF's conditionJson): groups of field, comparison
// and value rules, stored as JSON text. The menu screen's scheme form uses it;
// its editor is drawn by the renderers (renderers/scheme/SchemeEditor.tsx),
// which know the menu entry's data fields.
import { defineWidget } from '@core/widgets/catalog';

export const schemeEditor = defineWidget({
  key: 'schemeEditor',
  order: 580,
  kind: 'field',
  group: 'system',
  label: 'widget.schemeEditor',
  gallery: false,
  properties: [],
  valueSchema: () => ({ type: 'string' }),
  columnType: () => ({ kind: 'text' }),
  format: (value) => (typeof value === 'string' ? value : ''),
});
