// Page schemas: JSON documents that describe a screen (list, tree + list, tree
// table, form) for the one generic renderer. This file is the one source of the
// TypeScript types and of the meta-schema every file under schemas/ must meet.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './typeBuilder';
import { FormNodeSchema } from '../form/format';

const Key = Type.String({ minLength: 1, maxLength: 200 });
const Method = Type.Union([Type.Literal('GET'), Type.Literal('POST'), Type.Literal('PUT'), Type.Literal('DELETE')]);
const closed = <T extends Parameters<typeof Type.Object>[0]>(properties: T) => Type.Object(properties, { additionalProperties: false });

/** A call the page makes. `{name}` in the url is filled from the row, the selected node or the route. */
export const ApiCallSchema = closed({
  method: Method,
  url: Type.String({ pattern: '^/api/' }),
  /** Extra query or body values; `{name}` placeholders are filled like the url's. */
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()]))),
});

/** How one cell shows its value (JNPF column formatters). */
export const CellFormatSchema = Type.Union([
  closed({ kind: Type.Literal('text') }),
  closed({ kind: Type.Literal('date'), pattern: Type.Optional(Type.String()) }),
  closed({ kind: Type.Literal('dictionary'), dictionary: Key }),
  closed({ kind: Type.Literal('tag'), values: Type.Record(Type.String(), closed({ label: Key, color: Type.Optional(Type.String()) })) }),
  closed({ kind: Type.Literal('enabled') }),
  closed({ kind: Type.Literal('yesNo') }),
  /** The catalog's text format of a widget, with the widget's properties. */
  closed({ kind: Type.Literal('widget'), widget: Key, props: Type.Optional(Type.Record(Type.String(), Type.Unknown())) }),
]);

export const ColumnSchema = closed({
  prop: Key,
  /** A text key. */
  label: Key,
  width: Type.Optional(Type.Integer({ minimum: 20 })),
  minWidth: Type.Optional(Type.Integer({ minimum: 20 })),
  align: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('center'), Type.Literal('right')])),
  fixed: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right')])),
  sortable: Type.Optional(Type.Boolean()),
  format: Type.Optional(CellFormatSchema),
  /** Hidden until the user shows it in the column settings. */
  hidden: Type.Optional(Type.Boolean()),
  /** Column permission code (JNPF useColumnPermission). */
  permission: Type.Optional(Key),
});

/** Options the schema lists itself. */
const StaticOptionSourceSchema = closed({ kind: Type.Literal('static'), options: Type.Array(closed({ label: Key, value: Type.Union([Type.String(), Type.Number()]) })) });

/** Options asked of the server: a dictionary, an API call or a data interface. */
export const FetchedOptionSourceSchemas = [
  closed({ kind: Type.Literal('dictionary'), dictionary: Key }),
  closed({ kind: Type.Literal('api'), call: ApiCallSchema, labelField: Key, valueField: Key, childrenField: Type.Optional(Key) }),
  /**
   * A data interface's rows (POST /api/system/DataInterface/{interfaceId}/Actions/Preview, JNPF's dataType 'dynamic'):
   * each param takes a form field's value (`relationField`) or a fixed `value`, and the options are asked again when one of those fields changes.
   */
  closed({
    kind: Type.Literal('dataInterface'),
    interfaceId: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,64}$' }),
    labelField: Key,
    valueField: Key,
    childrenField: Type.Optional(Key),
    params: Type.Optional(
      Type.Array(
        closed({
          field: Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,63}$' }),
          relationField: Type.Optional(Key),
          value: Type.Optional(Type.String({ maxLength: 500 })),
        }),
        { maxItems: 50 },
      ),
    ),
  }),
] as const;

export const OptionSourceSchema = Type.Union([StaticOptionSourceSchema, ...FetchedOptionSourceSchemas]);

/** JNPF searchType: 1 equal, 2 like, 3 range. */
export const SearchFieldSchema = closed({
  field: Key,
  label: Key,
  /** A catalog widget key (comInput, select, date, …). */
  widget: Key,
  searchType: Type.Union([Type.Literal('equal'), Type.Literal('like'), Type.Literal('range')]),
  options: Type.Optional(OptionSourceSchema),
});

/** Shows an action only when a row or the page meets every condition. */
export const ConditionSchema = closed({
  field: Key,
  op: Type.Union([Type.Literal('equal'), Type.Literal('notEqual'), Type.Literal('in'), Type.Literal('notIn')]),
  value: Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.Union([Type.String(), Type.Number()]))]),
});

export const ActionSchema = closed({
  key: Key,
  /** A text key. */
  label: Key,
  /** Button permission code (btn_add, btn_edit, btn_remove, …). */
  permission: Type.Optional(Type.String({ pattern: '^btn_[A-Za-z0-9_]+$' })),
  kind: Type.Optional(Type.Union([Type.Literal('primary'), Type.Literal('default'), Type.Literal('danger'), Type.Literal('link')])),
  icon: Type.Optional(Key),
  /** A text key for the confirmation asked before the action runs. */
  confirm: Type.Optional(Key),
  /** Opens a form schema (by id): `create` a new record, `edit` the row (or the page's one record), or `view` it read-only. */
  opens: Type.Optional(closed({ form: Key, mode: Type.Union([Type.Literal('create'), Type.Literal('edit'), Type.Literal('view')]) })),
  /** Values the opened form starts with; `{name}` placeholders are filled from the row or node. */
  initial: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  /** Opens another page schema in a drawer (category management beside a list, say). */
  opensPage: Type.Optional(closed({ id: Key, width: Type.Integer({ minimum: 200, maximum: 2000 }) })),
  /** Opens a dialog the renderer registers under this id (renderers/page/actionDialogs.ts), for what a schema cannot draw; it reads the row's values. */
  opensDialog: Type.Optional(closed({ id: Key })),
  /** Calls the API; the list refreshes after success. */
  call: Type.Optional(ApiCallSchema),
  /** Built-in behaviours that need no call: refresh, expand, import, export, columns, pick (in pickers), and the import wizard. */
  builtin: Type.Optional(
    Type.Union(['refresh', 'toggleExpand', 'import', 'export', 'columnSettings', 'pick', 'importWizard'].map((name) => Type.Literal(name))),
  ),
  /** File types accepted by an import action. */
  accept: Type.Optional(Type.String()),
  /** The API base an importWizard action opens the wizard for ('/api/permission/Users'): its TemplateDownload, Uploader, ImportPreview, ImportData and ImportExceptionData. */
  importApi: Type.Optional(Type.String({ pattern: '^/api/[A-Za-z0-9/_-]+[A-Za-z0-9]$' })),
  visibleWhen: Type.Optional(Type.Array(ConditionSchema)),
  disabledWhen: Type.Optional(Type.Array(ConditionSchema)),
  /** A row action listed under the row's 更多 menu rather than beside the others (JNPF's drop-down actions). */
  more: Type.Optional(Type.Boolean()),
  /**
   * A toolbar action on the rows chosen in the list (batch delete): the list offers choosing,
   * the action waits for a row, and its call gets their keys as `ids`.
   */
  selection: Type.Optional(Type.Boolean()),
});

export const PagingSchema = closed({
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000 }),
  pageSizes: Type.Array(Type.Integer({ minimum: 1, maximum: 10_000 })),
});

const listProperties = {
  /** Where the rows come from; paged calls get currentPage, pageSize, keyword, sort, sidx. */
  api: closed({
    list: ApiCallSchema,
    /** The search values travel as one JSON text in this body field (JNPF's queryJson) rather than beside the paging. */
    searchAs: Type.Optional(Type.Literal('queryJson')),
    /** Search values every call carries, filled from the page's context (`{node.id}`: the tree node chosen). */
    fixedSearch: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
  rowKey: Key,
  kind: Type.Optional(Type.Union([Type.Literal('plain'), Type.Literal('grouped'), Type.Literal('editable')])),
  /** Grouped lists (JNPF type 3) group the rows of each page under a row per value of this column (shown there, not as a column). */
  groupBy: Type.Optional(Key),
  /**
   * Editable lists (JNPF type 4): the columns drawn with their fields' edit widgets, and the form (by id) whose nodes,
   * calls and check they use. The row actions that open that form edit in place instead: `edit` the row, `create` a new row.
   */
  editable: Type.Optional(closed({ form: Key, fields: Type.Array(Key) })),
  /** Rows arrive as a tree (children), shown with expand controls. */
  treeRows: Type.Optional(Type.Boolean()),
  /** Children load when a row opens (tree tables with many rows); the call sees the page's context and the row. */
  lazyChildren: Type.Optional(ApiCallSchema),
  keyword: Type.Optional(Type.Boolean()),
  search: Type.Optional(Type.Array(SearchFieldSchema)),
  columns: Type.Array(ColumnSchema, { minItems: 1 }),
  toolbar: Type.Optional(Type.Array(ActionSchema)),
  rowActions: Type.Optional(Type.Array(ActionSchema)),
  /** false: one unpaged list. */
  paging: Type.Union([Type.Literal(false), PagingSchema]),
  sort: Type.Optional(closed({ field: Key, order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]) })),
  /** Text keys for the empty and failed states. */
  emptyText: Type.Optional(Key),
  errorText: Type.Optional(Key),
};

export const ListPartSchema = closed(listProperties);

const pageProperties = {
  $schema: Type.Optional(Type.String()),
  id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9.-]*$' }),
  /** A text key. */
  title: Key,
  /** The menu entry (enCode) whose grants apply. */
  module: Type.Optional(Key),
  /** The view address a menu entry of type 2 opens this page at (JNPF's, e.g. `systemData/dictionary`). */
  address: Type.Optional(Type.String({ pattern: '^[A-Za-z][A-Za-z0-9]*(/[A-Za-z][A-Za-z0-9]*)*$' })),
  permissions: Type.Optional(
    closed({
      button: Type.Optional(Type.Boolean()),
      column: Type.Optional(Type.Boolean()),
      form: Type.Optional(Type.Boolean()),
      data: Type.Optional(Type.Boolean()),
    }),
  ),
  /** Caches to clear after any change made from the page (a call, an import, a saved form). */
  afterChange: Type.Optional(Type.Array(Type.Literal('resetDictionaries'))),
};

export const TreePartSchema = closed({
  api: ApiCallSchema,
  labelField: Key,
  valueField: Key,
  childrenField: Key,
  filterable: Type.Optional(Type.Boolean()),
  /** The node selected first: 'first' or none. */
  select: Type.Optional(Type.Union([Type.Literal('first'), Type.Literal('none')])),
  /** Items in the tree's own menu (refresh, expand all and collapse all come with every tree). */
  menu: Type.Optional(Type.Array(ActionSchema)),
  width: Type.Optional(Type.Integer({ minimum: 120 })),
});

export const ListPageSchemaSchema = closed({ ...pageProperties, type: Type.Literal('list'), ...listProperties });
export const TreeTablePageSchemaSchema = closed({ ...pageProperties, type: Type.Literal('treeTable'), ...listProperties, treeRows: Type.Literal(true) });
export const TreePageSchemaSchema = closed({ ...pageProperties, type: Type.Literal('tree'), tree: TreePartSchema, list: ListPartSchema });
export const FormPageSchemaSchema = closed({
  ...pageProperties,
  type: Type.Literal('form'),
  container: Type.Union([Type.Literal('dialog'), Type.Literal('drawer')]),
  width: Type.Integer({ minimum: 200, maximum: 2000 }),
  /** Text keys of the titles for a new and an existing record. */
  titles: closed({ create: Key, edit: Key, view: Type.Optional(Key) }),
  api: closed({
    create: Type.Optional(ApiCallSchema),
    update: Type.Optional(ApiCallSchema),
    get: Type.Optional(ApiCallSchema),
    /** 'data': the record travels as `{id, data}` with its values as JSON text (JNPF's online-development shape). */
    record: Type.Optional(Type.Literal('data')),
  }),
  /** Caches to clear after a save. */
  afterSave: Type.Optional(Type.Array(Type.Literal('resetDictionaries'))),
  /** Width of the labels beside the fields, in pixels (they sit above the fields when absent). */
  labelWidth: Type.Optional(Type.Integer({ minimum: 40, maximum: 400 })),
  /** The form: one ordered tree of nodes, compiled by core/form. */
  form: Type.Array(FormNodeSchema, { minItems: 1 }),
});

export type ApiCall = Static<typeof ApiCallSchema>;
export type CellFormat = Static<typeof CellFormatSchema>;
export type Column = Static<typeof ColumnSchema>;
export type OptionSource = Static<typeof OptionSourceSchema>;
export type SearchField = Static<typeof SearchFieldSchema>;
export type SearchType = SearchField['searchType'];
export type Condition = Static<typeof ConditionSchema>;
export type Action = Static<typeof ActionSchema>;
export type Paging = Static<typeof PagingSchema>;
export type ListPart = Static<typeof ListPartSchema>;
export type ListKind = NonNullable<ListPart['kind']>;
export type TreePart = Static<typeof TreePartSchema>;
export type ListPageSchema = Static<typeof ListPageSchemaSchema>;
export type TreeTablePageSchema = Static<typeof TreeTablePageSchemaSchema>;
export type TreePageSchema = Static<typeof TreePageSchemaSchema>;
export type FormPageSchema = Static<typeof FormPageSchemaSchema>;
export type PageSchema = ListPageSchema | TreePageSchema | TreeTablePageSchema | FormPageSchema;
export type PageType = PageSchema['type'];
export type PermissionSwitches = NonNullable<ListPageSchema['permissions']>;

/** The meta-schema of each page type, so a refusal names the failing path of the right one. */
export const pageMetaSchemas: Record<PageType, TSchema> = {
  list: ListPageSchemaSchema,
  tree: TreePageSchemaSchema,
  treeTable: TreeTablePageSchemaSchema,
  form: FormPageSchemaSchema,
};
