// Page schemas: JSON documents that describe a screen (list, form, tree + list,
// tree table) for the one generic renderer, and a form's body for the server.
import type { HttpMethod } from '../api/envelope';

export type PageType = 'list' | 'form' | 'tree' | 'treeTable';

/** A call the page makes. `{name}` in the url is filled from the row, the selected node or the route. */
export interface ApiCall {
  method: HttpMethod;
  url: string;
  /** Extra query or body values; `{name}` placeholders are filled like the url's. */
  params?: Record<string, string | number | boolean>;
}

/** How one cell shows its value (JNPF column formatters). */
export type CellFormat =
  | { kind: 'text' }
  | { kind: 'date'; pattern?: string }
  | { kind: 'dictionary'; dictionary: string }
  | { kind: 'tag'; values: Record<string, { label: string; color?: string }> }
  | { kind: 'enabled' }
  | { kind: 'yesNo' }
  | { kind: 'widget'; widget: string };

export interface Column {
  prop: string;
  /** An i18n key. */
  label: string;
  width?: number;
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  sortable?: boolean;
  format?: CellFormat;
  /** Hidden until the user shows it in the column settings. */
  hidden?: boolean;
  /** Column permission code (JNPF useColumnPermission). */
  permission?: string;
}

/** JNPF searchType: 1 equal, 2 like, 3 range. */
export type SearchType = 'equal' | 'like' | 'range';

export interface SearchField {
  field: string;
  label: string;
  /** A registered widget key (comInput, select, date, …). */
  widget: string;
  searchType: SearchType;
  options?: OptionSource;
}

export type OptionSource =
  | { kind: 'static'; options: { label: string; value: string | number }[] }
  | { kind: 'dictionary'; dictionary: string }
  | { kind: 'api'; call: ApiCall; labelField: string; valueField: string; childrenField?: string };

/** Shows an action only when a row or the page meets every condition. */
export interface Condition {
  field: string;
  op: 'equal' | 'notEqual' | 'in' | 'notIn';
  value: string | number | boolean | (string | number)[];
}

export interface Action {
  key: string;
  /** An i18n key. */
  label: string;
  /** Button permission code (btn_add, btn_edit, btn_remove, …). */
  permission?: string;
  kind?: 'primary' | 'default' | 'danger' | 'link';
  icon?: string;
  /** An i18n key for the confirmation asked before the action runs. */
  confirm?: string;
  /** Opens a form schema (by id): `create` a new record, or `edit` the row (or the page's one record). */
  opens?: { form: string; mode: 'create' | 'edit' };
  /** Values the opened form starts with; `{name}` placeholders are filled from the row or node. */
  initial?: Record<string, string | number>;
  /** Opens another page schema in a drawer (category management beside a list, say). */
  opensPage?: { id: string; width: number };
  /** Calls the API; the list refreshes after success. */
  call?: ApiCall;
  /** Built-in behaviours that need no call: refresh, expand, import, export, columns, and pick (in pickers). */
  builtin?: 'refresh' | 'toggleExpand' | 'import' | 'export' | 'columnSettings' | 'pick';
  /** File types accepted by an import action. */
  accept?: string;
  visibleWhen?: Condition[];
  disabledWhen?: Condition[];
}

export interface Paging {
  pageSize: number;
  pageSizes: number[];
}

export type ListKind = 'plain' | 'grouped' | 'editable';

export interface ListPart {
  /** Where the rows come from; paged calls get currentPage, pageSize, keyword, sort, sidx. */
  api: { list: ApiCall };
  rowKey: string;
  kind?: ListKind;
  /** Grouped lists (JNPF type 3) group rows by this field. */
  groupBy?: string;
  /** Rows arrive as a tree (children), shown with expand controls. */
  treeRows?: boolean;
  /** Children load when a row opens (tree tables with many rows). */
  lazyChildren?: ApiCall;
  keyword?: boolean;
  search?: SearchField[];
  columns: Column[];
  toolbar?: Action[];
  rowActions?: Action[];
  /** false: one unpaged list. */
  paging: Paging | false;
  sort?: { field: string; order: 'asc' | 'desc' };
  /** i18n keys for the empty and failed states. */
  emptyText?: string;
  errorText?: string;
}

export interface PermissionSwitches {
  button?: boolean;
  column?: boolean;
  form?: boolean;
  data?: boolean;
}

interface PageBase {
  $schema?: string;
  id: string;
  type: PageType;
  /** An i18n key. */
  title: string;
  /** The menu entry (enCode) whose grants apply. */
  module?: string;
  /** The view address a menu entry of type 2 opens this page at (JNPF's, e.g. `systemData/dictionary`). */
  address?: string;
  permissions?: PermissionSwitches;
  /** Caches to clear after any change made from the page (a call, an import, a saved form). */
  afterChange?: 'resetDictionaries'[];
}

export interface ListPageSchema extends PageBase, ListPart {
  type: 'list';
}

export interface TreePart {
  api: ApiCall;
  labelField: string;
  valueField: string;
  childrenField: string;
  filterable?: boolean;
  /** The node selected first: 'first' or none. */
  select?: 'first' | 'none';
  /** Items in the tree's own menu (refresh, expand all, collapse all, or actions). */
  menu?: Action[];
  /** Values of the selected node handed to the list as `{node.<field>}`. */
  width?: number;
}

export interface TreePageSchema extends PageBase {
  type: 'tree';
  tree: TreePart;
  list: ListPart;
}

export interface TreeTablePageSchema extends PageBase, ListPart {
  type: 'treeTable';
  treeRows: true;
}

/** Layout containers of a form (JNPF row/card/tab/collapse); leaves name fields. */
export type FormLayoutNode =
  | { type: 'field'; name: string; span?: number }
  | { type: 'row'; gutter?: number; children: FormLayoutNode[] }
  | { type: 'card'; title: string; children: FormLayoutNode[] }
  | { type: 'tab'; tabs: { title: string; children: FormLayoutNode[] }[] }
  | { type: 'collapse'; panels: { title: string; children: FormLayoutNode[] }[] };

/** JSON Schema as the forms use it: ajv's draft-07 plus ajv-errors' errorMessage. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  errorMessage?: string | Record<string, unknown>;
  [keyword: string]: unknown;
}

export interface FormPageSchema extends PageBase {
  type: 'form';
  container: 'dialog' | 'drawer';
  width: number;
  /** i18n keys of the titles for a new and an existing record. */
  titles: { create: string; edit: string };
  /** The body every create and update call must satisfy, in the browser and on the server. */
  schema: JsonSchema;
  /** rjsf uiSchema: `ui:widget` names a registered widget; `ui:layout` arranges the fields. */
  uiSchema: Record<string, unknown>;
  api: { create?: ApiCall; update?: ApiCall; get?: ApiCall };
  /** Fields that cannot change once the record exists (a tree switch, say). */
  lockedOnEdit?: string[];
  /** Caches to clear after a save. */
  afterSave?: 'resetDictionaries'[];
  layout?: FormLayoutNode[];
}

export type PageSchema = ListPageSchema | FormPageSchema | TreePageSchema | TreeTablePageSchema;
