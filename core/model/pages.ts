// A released model as page schemas: the list (plain, left tree, grouped, editable or tree table)
// and the form the generic renderer draws, worked out from the model's design
// for one menu entry and what its user may see. The browser asks for these at
// run time; nothing of a model is bundled.
import type { CompiledField, CompiledForm, FormNode } from '../form';
import type { Action, ApiCall, CellFormat, Column, FormPageSchema, ListPart, OptionSource, PageSchema, SearchField, TreePart } from '../schema/types';
import type { ListDesign, ModelDesign, RowButton, SearchItem, SystemField, ToolbarButton } from './design';
import { systemFields } from './design';
import { systemValues } from '../widgets/system';
import { widgetSpec } from '../widgets/catalog';

export interface ModelPageSource {
  id: string;
  fullName: string;
  version: number;
  design: ModelDesign;
  form: CompiledForm;
}

/** The menu entry the pages are drawn for, and what its user may see (the server's grants). */
export interface ModelPageAccess {
  menuId: string;
  /** The entry's code: the module the renderer checks buttons against. */
  module: string;
  seesColumn(field: string): boolean;
  seesField(path: string): boolean;
}

export type ModelListPage = Exclude<PageSchema, FormPageSchema>;

export interface ModelPages {
  version: number;
  list: ModelListPage;
  form: FormPageSchema;
}

/** What `GET OnlineDev/{id}/Pages` answers: the pages, and where the form's check is served for this version. */
export interface ModelPagesAnswer extends ModelPages {
  validator: string;
}

const runtime = '/api/visualdev/OnlineDev';

/** Labels of the system fields, as text keys. */
const systemLabels: Record<SystemField, string> = {
  creatorUserId: 'common.creatorUser',
  creatorTime: 'common.createdAt',
  lastModifyUserId: 'common.lastModifyUser',
  lastModifyTime: 'common.lastModifyTime',
};

const isSystemField = (name: string): name is SystemField => (systemFields as readonly string[]).includes(name);

/** The ids the page schemas of a model take (page ids name a version, so a cached compile never outlives its release). */
export const modelPageIds = (modelId: string, version: number) => ({ list: `model.${modelId}.v${version}.list`, form: `model.${modelId}.v${version}.form` });

function cellFormat(name: string, field: CompiledField | undefined): CellFormat | undefined {
  if (name === 'creatorTime' || name === 'lastModifyTime') return { kind: 'date' };
  // Who wrote the record comes listed by name.
  if (!field || isSystemField(name) || systemValues.get(field.widget)?.value === 'user') return undefined;
  return { kind: 'widget', widget: field.widget, props: field.props };
}

/** A field's options as a search list or a tree takes them, when it has a list of choices. */
function optionSourceOf(field: CompiledField | undefined): OptionSource | undefined {
  const options = field?.props.options as OptionSource | undefined;
  return options && typeof options === 'object' && 'kind' in options ? options : undefined;
}

const searchTypes = { 1: 'equal', 2: 'like', 3: 'range' } as const;

/**
 * Does the field hold a moment? A system time, a time the server fills in (createTime, modifyTime), or a field stored
 * as epoch milliseconds (a bigint) and shown with a date format.
 */
const holdsTime = (name: string, field: CompiledField | undefined) =>
  name === 'creatorTime' ||
  name === 'lastModifyTime' ||
  (field?.columnType?.kind === 'bigint' && (typeof field.props.format === 'string' || systemValues.get(field.widget)?.value === 'time'));

/** The widget a search draws: a range search the catalog's range of dates or of numbers, any other the field's own. */
function searchWidget(item: SearchItem, field: CompiledField | undefined): string {
  if (item.searchType === 3) return holdsTime(item.field, field) ? 'dateRange' : 'numRange';
  return field?.widget ?? 'comInput';
}

function searchField(item: SearchItem, field: CompiledField | undefined): SearchField {
  const options = optionSourceOf(field);
  return {
    field: item.field,
    label: item.label ?? field?.label ?? systemLabels[item.field as SystemField] ?? item.field,
    widget: searchWidget(item, field),
    searchType: searchTypes[item.searchType],
    ...(options ? { options } : {}),
  };
}

function toolbarAction(button: ToolbarButton, modelId: string, formId: string, menuId: string, exportFields: string[]): Action {
  switch (button) {
    case 'add':
      return { key: 'add', label: 'common.add', permission: 'btn_add', kind: 'primary', opens: { form: formId, mode: 'create' } };
    case 'download':
      return {
        key: 'download',
        label: 'common.export',
        permission: 'btn_download',
        builtin: 'export',
        call: {
          method: 'POST',
          url: `${runtime}/${modelId}/Actions/Export`,
          params: { menuId, dataType: 1, selectKey: exportFields.join(','), keyword: '{list.keyword}', queryJson: '{list.search}' },
        },
      };
    case 'upload':
      return { key: 'upload', label: 'common.import', permission: 'btn_upload', builtin: 'importWizard', importApi: `${runtime}/${modelId}` };
    case 'batchRemove':
      return {
        key: 'batchRemove',
        label: 'list.batchDelete',
        permission: 'btn_batchRemove',
        selection: true,
        confirm: 'common.deleteConfirm',
        call: { method: 'POST', url: `${runtime}/batchDelete/${modelId}`, params: { menuId } },
      };
  }
}

function rowAction(button: RowButton, modelId: string, formId: string, menuId: string): Action {
  switch (button) {
    case 'edit':
      return { key: 'edit', label: 'common.edit', permission: 'btn_edit', kind: 'link', opens: { form: formId, mode: 'edit' } };
    case 'detail':
      return { key: 'detail', label: 'common.detail', permission: 'btn_detail', kind: 'link', opens: { form: formId, mode: 'view' } };
    case 'remove':
      return {
        key: 'remove',
        label: 'common.delete',
        permission: 'btn_remove',
        kind: 'link',
        confirm: 'common.deleteConfirm',
        call: { method: 'DELETE', url: `${runtime}/${modelId}/{id}`, params: { menuId } },
      };
  }
}

const dataInterfaceBase = '/api/system/DataInterface';

/** A tree over a data interface's rows: Preview answers them (with children where they form a tree). */
const interfaceTree = (interfaceId: string, labelField: string, valueField: string, childrenField?: string): TreePart => ({
  api: { method: 'POST', url: `${dataInterfaceBase}/${encodeURIComponent(interfaceId)}/Actions/Preview` },
  labelField,
  valueField,
  childrenField: childrenField ?? 'children',
  filterable: true,
  select: 'first',
});

/** The left tree of a type-2 list: a dictionary's items, a data interface's rows, or the choices of the field it filters. */
function leftTree(list: ListDesign, fields: ReadonlyMap<string, CompiledField>): TreePart | null {
  const tree = list.tree;
  if (!tree) return null;
  if (tree.source === 'dataInterface')
    return tree.interfaceId && tree.labelField && tree.valueField
      ? interfaceTree(tree.interfaceId, tree.labelField, tree.valueField, tree.childrenField)
      : null;
  const source: OptionSource | undefined =
    tree.source === 'dictionary' && tree.dictionary ? { kind: 'dictionary', dictionary: tree.dictionary } : optionSourceOf(fields.get(tree.field));
  if (source?.kind === 'dictionary') {
    const api: ApiCall = { method: 'GET', url: `/api/system/DictionaryData/${encodeURIComponent(source.dictionary)}/Data/Selector` };
    return { api, labelField: 'fullName', valueField: 'id', childrenField: 'children', filterable: true, select: 'first' };
  }
  if (source?.kind === 'dataInterface') return interfaceTree(source.interfaceId, source.labelField, source.valueField, source.childrenField);
  if (source?.kind === 'api')
    return {
      api: source.call,
      labelField: source.labelField,
      valueField: source.valueField,
      childrenField: source.childrenField ?? 'children',
      filterable: true,
    };
  // Fixed choices have no call to load a tree from: the list is drawn plain.
  return null;
}

/**
 * The columns an editable list (type 4) draws with edit widgets: fields of the form (not system values, not read-only)
 * that the user sees in the form as well as in the list. Whether the user may edit a row at all is the edit button's grant.
 */
function editableFields(columns: readonly Column[], form: readonly FormNode[], access: ModelPageAccess): string[] {
  const nodes = new Map<string, FormNode>();
  const visit = (list: readonly FormNode[]) => {
    for (const node of list) {
      if (node.field) nodes.set(node.field, node);
      // A sub-table's columns are its rows' values, never a list's.
      if (node.children && !(node.field && widgetSpec(node.widget)?.kind === 'subTable')) visit(node.children);
    }
  };
  visit(form);
  return columns.flatMap((column) => {
    const node = nodes.get(column.prop);
    const kind = node ? widgetSpec(node.widget)?.kind : undefined;
    return node && kind === 'field' && node.readOnly !== true && access.seesField(column.prop) ? [column.prop] : [];
  });
}

/** How the rows are drawn: grouped under a value of a shown column (type 3), editable in place (type 4), or plain. */
function listKind(list: ListDesign, columns: readonly Column[], form: readonly FormNode[], access: ModelPageAccess, formId: string): Partial<ListPart> {
  if (list.type === 3 && list.groupField && columns.some((column) => column.prop === list.groupField)) return { kind: 'grouped', groupBy: list.groupField };
  if (list.type === 4) return { kind: 'editable', editable: { form: formId, fields: editableFields(columns, form, access) } };
  return {};
}

/**
 * The form with the fields the user may not see carried but not shown (calculations and conditions still
 * read them). A sub-table is granted as one field: its columns go with it.
 */
function visibleForm(nodes: FormNode[], seesField: (path: string) => boolean, subTables: ReadonlySet<string>): FormNode[] {
  return nodes.map((node) => {
    const hidden = node.field !== undefined && !seesField(node.field);
    const children = node.children && !subTables.has(node.id) ? visibleForm(node.children, seesField, subTables) : node.children;
    return { ...node, ...(hidden ? { visible: false } : {}), ...(children ? { children } : {}) };
  });
}

export function modelPages(model: ModelPageSource, access: ModelPageAccess): ModelPages {
  const { design } = model;
  const list = design.list;
  const ids = modelPageIds(model.id, model.version);
  const menuId = access.menuId;
  const fields = new Map(model.form.fields.map((field) => [field.path, field]));
  const columns: Column[] = list.columns
    .filter((column) => access.seesColumn(column.field))
    .map((column) => {
      const field = fields.get(column.field);
      const format = cellFormat(column.field, field);
      return {
        prop: column.field,
        label: column.label ?? field?.label ?? systemLabels[column.field as SystemField] ?? column.field,
        ...(column.width ? { width: column.width } : {}),
        ...(column.align ? { align: column.align } : {}),
        ...(column.fixed ? { fixed: column.fixed } : {}),
        ...(column.sortable ? { sortable: true } : {}),
        ...(format ? { format } : {}),
      };
    });
  const exported = columns.map((column) => column.prop);
  const toolbar = list.toolbar.map((button) => toolbarAction(button, model.id, ids.form, menuId, exported));
  const tree = list.type === 2 ? leftTree(list, fields) : null;
  const treeTable = list.type === 5 && list.treeTable ? list.treeTable : null;
  const part: ListPart = {
    api: {
      list: { method: 'POST', url: `${runtime}/${model.id}/List`, params: { menuId } },
      searchAs: 'queryJson',
      ...(tree && list.tree ? { fixedSearch: { [list.tree.field]: `{node.${tree.valueField}}` } } : {}),
    },
    rowKey: 'id',
    keyword: list.keywordFields.length > 0,
    search: list.search.filter((item) => access.seesColumn(item.field) || fields.has(item.field)).map((item) => searchField(item, fields.get(item.field))),
    columns: columns.length ? columns : [{ prop: 'creatorTime', label: systemLabels.creatorTime, format: { kind: 'date' } }],
    toolbar,
    rowActions: list.rowActions.map((button) => rowAction(button, model.id, ids.form, menuId)),
    paging: list.paging.hasPage
      ? { pageSize: list.paging.pageSize, pageSizes: [...new Set([list.paging.pageSize, 20, 50, 100])].sort((a, b) => a - b) }
      : false,
    sort: list.sort,
    ...listKind(list, columns, design.form, access, ids.form),
    ...(treeTable ? { lazyChildren: { method: 'POST', url: `${runtime}/${model.id}/List/{id}`, params: { menuId } } } : {}),
  };
  const page = { id: ids.list, title: model.fullName, module: access.module, permissions: { ...list.permissions } };
  const listPage: ModelListPage = tree
    ? { ...page, type: 'tree', tree, list: part }
    : treeTable
      ? { ...page, type: 'treeTable', ...part, treeRows: true }
      : { ...page, type: 'list', ...part };
  const form: FormPageSchema = {
    id: ids.form,
    type: 'form',
    title: model.fullName,
    module: access.module,
    container: 'drawer',
    width: 900,
    labelWidth: 100,
    titles: { create: 'common.add', edit: 'common.edit', view: 'common.detail' },
    api: {
      get: { method: 'GET', url: `${runtime}/${model.id}/{id}`, params: { menuId } },
      create: { method: 'POST', url: `${runtime}/${model.id}`, params: { menuId } },
      update: { method: 'PUT', url: `${runtime}/${model.id}/{id}`, params: { menuId } },
      record: 'data',
    },
    form: visibleForm(design.form, access.seesField, new Set(model.form.fields.filter((field) => field.columns).map((field) => field.id))),
  };
  return { version: model.version, list: listPage, form };
}
