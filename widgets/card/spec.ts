// A card framing its children under a title.
import { defineWidget } from '@core/widgets/catalog';

export const card = defineWidget({
  key: 'card',
  order: 650,
  kind: 'layout',
  group: 'layout',
  label: 'widget.card',
  properties: [{ name: 'shadow', label: 'designer.shadow', editor: 'switch', type: 'boolean', default: false }],
});
