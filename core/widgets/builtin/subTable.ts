// The sub-table (JNPF's `table`): rows of the columns its children define.
import { defineWidget } from '../catalog';

export const table = defineWidget({
  key: 'table',
  kind: 'subTable',
  group: 'advanced',
  label: 'widget.table',
  properties: [
    { name: 'addText', label: 'designer.addText', editor: 'text', default: 'table.addRow' },
    { name: 'showSummary', label: 'designer.showSummary', editor: 'switch', default: false },
    /** Columns (by field) whose numbers the summary row adds up. */
    { name: 'summaryFields', label: 'designer.summaryFields', editor: 'columns', default: [] },
    /** Grouped headers over columns: [{label, fields: [...]}]. */
    { name: 'complexHeaders', label: 'designer.complexHeaders', editor: 'json', default: [] },
    { name: 'deletable', label: 'designer.deletable', editor: 'switch', default: true },
    { name: 'addable', label: 'designer.addable', editor: 'switch', default: true },
  ],
  valueSchema: () => ({ type: 'array' }),
  format: (value) => (Array.isArray(value) ? String(value.length) : ''),
});
