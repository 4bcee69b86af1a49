// What an online-development model is: the form's authoring tree (the format of
// core/form, unchanged), its list design, and the mapping of its fields to the
// columns of real tables. One TypeBox source gives the types, the body schemas
// of the model API and the check of an imported file.
import type { Static } from '@sinclair/typebox';
import { Type } from '../schema/typeBuilder';
import { FormNodeSchema } from '../form/format';

const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** A stored field's name, as the form names it (a node's `field`), or one of the system columns. */
const FieldName = Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' });
const Text = Type.String({ minLength: 1, maxLength: 200 });

/** A table or column name: lower-case letters, digits and underscores, checked before it reaches SQL. */
export const identifierPattern = '^[a-z][a-z0-9_]{0,62}$';
export const IdentifierSchema = Type.String({ pattern: identifierPattern });

/** The values every record carries besides its fields, with the names lists and schemes use. */
export const systemFields = ['creatorUserId', 'creatorTime', 'lastModifyUserId', 'lastModifyTime'] as const;
export type SystemField = (typeof systemFields)[number];

/** The columns every main table has besides its fields' (and sub-tables theirs). */
export const systemColumns = {
  id: 'id',
  creatorUserId: 'creator_user_id',
  creatorTime: 'creator_time',
  lastModifyUserId: 'last_modify_user_id',
  lastModifyTime: 'last_modify_time',
  /** A sub-table row's record (foreign key to the main table's id). */
  recordId: 'record_id',
  /** A sub-table row's place among its record's rows. */
  sortCode: 'sort_code',
} as const;

/** Names a field's column may not take: the system columns'. */
export const reservedColumns: ReadonlySet<string> = new Set(Object.values(systemColumns));

export const ListColumnSchema = closed({
  /** A form field's name (a top-level field, not a sub-table column) or a system field. */
  field: FieldName,
  /** Over the field's own label. */
  label: Type.Optional(Text),
  width: Type.Optional(Type.Integer({ minimum: 40, maximum: 2000 })),
  align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')])),
  fixed: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  sortable: Type.Optional(Type.Boolean()),
});

/** JNPF's searchType: 1 equal, 2 like, 3 range. */
export const SearchTypeSchema = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const SearchItemSchema = closed({
  field: FieldName,
  label: Type.Optional(Text),
  searchType: SearchTypeSchema,
});

/** Toolbar buttons (JNPF's btnsList) and row buttons (columnBtnsList); each is granted as `btn_` + its name. */
export const toolbarButtons = ['add', 'download', 'upload', 'batchRemove'] as const;
export const rowButtons = ['edit', 'detail', 'remove'] as const;
export type ToolbarButton = (typeof toolbarButtons)[number];
export type RowButton = (typeof rowButtons)[number];

export const ListDesignSchema = closed({
  /** JNPF's columnData.type: 1 plain, 2 left tree, 3 grouped, 4 editable, 5 tree table. */
  type: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)]),
  columns: Type.Array(ListColumnSchema, { maxItems: 300 }),
  search: Type.Array(SearchItemSchema, { maxItems: 50 }),
  /** Fields the keyword searches (text fields); none: the list has no keyword box. */
  keywordFields: Type.Array(FieldName, { maxItems: 20 }),
  toolbar: Type.Array(Type.Union(toolbarButtons.map((name) => Type.Literal(name)))),
  rowActions: Type.Array(Type.Union(rowButtons.map((name) => Type.Literal(name)))),
  sort: closed({ field: FieldName, order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) }),
  paging: closed({ hasPage: Type.Boolean(), pageSize: Type.Integer({ minimum: 1, maximum: 500 }) }),
  /** Which kinds of grant limit the list: off, everyone with the menu sees every column (JNPF's use*Permission). */
  permissions: closed({ column: Type.Boolean(), form: Type.Boolean(), button: Type.Boolean(), data: Type.Boolean() }),
  /** Type 2: the tree on the left and the field it filters. */
  tree: Type.Optional(
    closed({
      title: Type.Optional(Text),
      /** The nodes: a dictionary's items, the choices of the field it filters, or a data interface's rows (JNPF's treeDataSource). */
      source: Type.Union([Type.Literal('dictionary'), Type.Literal('field'), Type.Literal('dataInterface')]),
      /** source dictionary: the dictionary's code. */
      dictionary: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      /** source dataInterface: the interface's id, and the row fields a node's text, value and children are read from. */
      interfaceId: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
      labelField: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      valueField: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      childrenField: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
      /** The list field a node filters (equal). */
      field: FieldName,
    }),
  ),
  /** Type 5: the field that holds a row's parent record id. */
  treeTable: Type.Optional(closed({ parentField: FieldName })),
  /** Type 3: the field rows are grouped by. */
  groupField: Type.Optional(FieldName),
});

/** One table of a model: its name and each field's column, by node id (a renamed field keeps its column). */
export const TableMapSchema = closed({
  table: IdentifierSchema,
  columns: Type.Record(Type.String(), IdentifierSchema),
});

export const TableMappingSchema = closed({
  main: TableMapSchema,
  /** By the sub-table node's id. */
  subTables: Type.Record(Type.String(), TableMapSchema),
});

/** What an administrator designs, and what each release keeps. */
export const ModelDesignSchema = closed({
  form: Type.Array(FormNodeSchema, { maxItems: 500 }),
  list: ListDesignSchema,
  /** Columns are given at release to fields that have none; before the first, `columns` may be empty. */
  tables: TableMappingSchema,
});

export type ListColumn = Static<typeof ListColumnSchema>;
export type ListTree = NonNullable<ListDesign['tree']>;
export type ListKindNumber = ListDesign['type'];
export type SearchItem = Static<typeof SearchItemSchema>;
export type ListDesign = Static<typeof ListDesignSchema>;
export type TableMap = Static<typeof TableMapSchema>;
export type TableMapping = Static<typeof TableMappingSchema>;
export type ModelDesign = Static<typeof ModelDesignSchema>;

/** A list design with nothing in it: a new model's. */
export function emptyListDesign(): ListDesign {
  return {
    type: 1,
    columns: [],
    search: [],
    keywordFields: [],
    toolbar: ['add', 'download', 'upload', 'batchRemove'],
    rowActions: ['edit', 'detail', 'remove'],
    sort: { field: 'creatorTime', order: 'desc' },
    paging: { hasPage: true, pageSize: 20 },
    permissions: { column: false, form: false, button: false, data: false },
  };
}
