// Tabs and their panes: one pane in view at a time.
import { defineWidget } from '@core/widgets/catalog';

export const tab = defineWidget({ key: 'tab', order: 630, kind: 'layout', group: 'layout', label: 'widget.tab', properties: [], childWidgets: ['tabPane'] });
export const tabPane = defineWidget({
  key: 'tabPane',
  kind: 'layout',
  group: 'layout',
  label: 'widget.tabPane',
  properties: [],
  onlyInside: 'tab',
  pane: true,
});
