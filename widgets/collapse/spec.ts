// Collapsible panels, several open at once or one (accordion).
import { defineWidget } from '@core/widgets/catalog';

export const collapse = defineWidget({
  key: 'collapse',
  order: 620,
  kind: 'layout',
  group: 'layout',
  label: 'widget.collapse',
  properties: [{ name: 'accordion', label: 'designer.accordion', editor: 'switch', type: 'boolean', default: false }],
  childWidgets: ['collapsePanel'],
});
export const collapsePanel = defineWidget({
  key: 'collapsePanel',
  kind: 'layout',
  group: 'layout',
  label: 'widget.collapsePanel',
  properties: [{ name: 'open', label: 'designer.open', editor: 'switch', type: 'boolean', default: true }],
  onlyInside: 'collapse',
  pane: true,
});
