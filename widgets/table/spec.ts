// The sub-table (JNPF's `table`): rows of the columns its children define. The
// renderer draws it (it needs the form's row stores); this is its catalog entry.
import { Type } from '@core/schema/typeBuilder';
import { defineWidget } from '@core/widgets/catalog';
import { ApiCallSchema } from '@core/schema/pageFormat';

const key = Type.String({ minLength: 1, maxLength: 100 });

/**
 * How rows are added through a selection dialog (JNPF's addType 1): the rows to
 * pick from (an API list, paged with currentPage/pageSize/keyword, or a
 * dictionary), the dialog's columns, and which picked field fills which cell.
 */
export const AddDialogSchema = Type.Object(
  {
    title: Type.Optional(key),
    source: Type.Union([
      Type.Object({ kind: Type.Literal('api'), call: ApiCallSchema, paged: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      Type.Object({ kind: Type.Literal('dictionary'), dictionary: key }, { additionalProperties: false }),
    ]),
    columns: Type.Array(Type.Object({ field: key, label: key }, { additionalProperties: false }), { minItems: 1, maxItems: 20 }),
    /** Cell name → the picked row's field that fills it. */
    fill: Type.Record(Type.String(), key),
    rowKey: Type.Optional(key),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

const GroupsSchema = Type.Array(Type.Object({ label: key, fields: Type.Array(key, { minItems: 1 }) }, { additionalProperties: false }));

export const table = defineWidget({
  key: 'table',
  order: 370,
  kind: 'subTable',
  group: 'layout',
  label: 'widget.table',
  properties: [
    { name: 'addText', label: 'designer.addText', editor: 'text', type: 'string', default: 'table.addRow' },
    { name: 'showSummary', label: 'designer.showSummary', editor: 'switch', type: 'boolean', default: false },
    /** Columns (by field) whose numbers the summary row adds up. */
    { name: 'summaryFields', label: 'designer.summaryFields', editor: 'columns', type: 'array', default: [] },
    /** Grouped headers over columns: [{label, fields: [...]}]. */
    { name: 'complexHeaders', label: 'designer.complexHeaders', editor: 'json', type: 'array', default: [], shape: { schema: GroupsSchema, is: 'a list of {label, fields} groups' } },
    { name: 'deletable', label: 'designer.deletable', editor: 'switch', type: 'boolean', default: true },
    { name: 'addable', label: 'designer.addable', editor: 'switch', type: 'boolean', default: true },
    /** 0: a blank row; 1: rows picked in a selection dialog (JNPF's addType). */
    { name: 'addType', label: 'designer.addType', editor: 'select', type: 'integer', default: 0, choices: [{ label: 'designer.addType.blank', value: 0 }, { label: 'designer.addType.dialog', value: 1 }] },
    { name: 'addDialog', label: 'designer.addDialog', editor: 'json', type: 'object', shape: { schema: AddDialogSchema, is: 'a selection dialog ({source, columns, fill})' } },
  ],
  valueSchema: () => ({ type: 'array', maxItems: 5000 }),
  format: (value) => (Array.isArray(value) ? String(value.length) : ''),
});
