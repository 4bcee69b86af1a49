// The sub-table (JNPF's `table`): rows of the columns its children define. The
// renderer draws it (it needs the form's row stores); this is its catalog entry.
import { defineWidget } from '@core/widgets/catalog';

export const table = defineWidget({
  key: 'table',
  kind: 'subTable',
  group: 'layout',
  label: 'widget.table',
  properties: [
    { name: 'addText', label: 'designer.addText', editor: 'text', type: 'string', default: 'table.addRow' },
    { name: 'showSummary', label: 'designer.showSummary', editor: 'switch', type: 'boolean', default: false },
    /** Columns (by field) whose numbers the summary row adds up. */
    { name: 'summaryFields', label: 'designer.summaryFields', editor: 'columns', type: 'array', default: [] },
    /** Grouped headers over columns: [{label, fields: [...]}]. */
    { name: 'complexHeaders', label: 'designer.complexHeaders', editor: 'json', type: 'array', default: [] },
    { name: 'deletable', label: 'designer.deletable', editor: 'switch', type: 'boolean', default: true },
    { name: 'addable', label: 'designer.addable', editor: 'switch', type: 'boolean', default: true },
  ],
  valueSchema: () => ({ type: 'array' }),
  format: (value) => (Array.isArray(value) ? String(value.length) : ''),
});
