// A row of the grid: its children side by side by their spans.
import { defineWidget } from '@core/widgets/catalog';

export const row = defineWidget({
  key: 'row',
  order: 640,
  kind: 'layout',
  group: 'layout',
  label: 'widget.row',
  properties: [{ name: 'gutter', label: 'designer.gutter', editor: 'number', type: 'integer', default: 16, min: 0, max: 64 }],
});
