// Kiln's list design and table mapping as JNPF 3.4's columnData and tables.
import type { FormNode } from '../../form/format';
import type { ListDesign, TableMapping } from '../design';
import type { Obj } from './raw';

const buttonWords: Readonly<Record<string, { label: string; icon: string }>> = {
  add: { label: '新增', icon: 'el-icon-plus' },
  download: { label: '导出', icon: 'el-icon-download' },
  upload: { label: '导入', icon: 'el-icon-upload2' },
  batchRemove: { label: '批量删除', icon: 'el-icon-delete' },
  edit: { label: '编辑', icon: 'el-icon-edit' },
  remove: { label: '删除', icon: 'el-icon-delete' },
  detail: { label: '详情', icon: 'el-icon-tickets' },
};

const buttons = (values: readonly string[]) => values.map((value) => ({ value, ...buttonWords[value] }));

/** The list as 3.4's columnData; `fields` are the form's top-level fields as written, which 3.4's search settings copy. */
export function writeColumnData(list: ListDesign, form: readonly FormNode[], fields: ReadonlyMap<string, Obj>): Obj {
  const nodes = new Map<string, FormNode>();
  const stack = [...form];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.field) nodes.set(node.field, node);
    if (node.widget !== 'table') stack.push(...(node.children ?? []));
  }
  const keyOf = (field: string) => nodes.get(field)?.widget ?? 'comInput';
  const labelOf = (field: string, own?: string) => own ?? nodes.get(field)?.label ?? field;
  const columnList = list.columns.map((column) => ({
    label: labelOf(column.field, column.label),
    prop: column.field,
    id: column.field,
    __vModel__: column.field,
    __config__: { jnpfKey: keyOf(column.field), label: labelOf(column.field) },
    jnpfKey: keyOf(column.field),
    align: column.align ?? 'left',
    fixed: column.fixed ?? 'none',
    sortable: column.sortable === true,
    width: column.width ?? null,
  }));
  const searchList = list.search.map((item) => ({
    ...structuredClone(fields.get(item.field) ?? { __vModel__: item.field, __config__: { jnpfKey: keyOf(item.field), label: labelOf(item.field) } }),
    label: labelOf(item.field, item.label),
    prop: item.field,
    id: item.field,
    searchType: item.searchType,
    ...(list.keywordFields.includes(item.field) ? { isKeyword: true } : {}),
  }));
  return {
    type: list.type,
    columnList,
    searchList,
    btnsList: buttons(list.toolbar),
    columnBtnsList: buttons(list.rowActions),
    sort: list.sort.order,
    defaultSidx: list.sort.field,
    hasPage: list.paging.hasPage,
    pageSize: list.paging.pageSize,
    useColumnPermission: list.permissions.column,
    useFormPermission: list.permissions.form,
    useBtnPermission: list.permissions.button,
    useDataPermission: list.permissions.data,
    treeTitle: list.tree?.title ?? '',
    treeDataSource: list.tree?.source === 'field' ? 'organize' : 'dictionary',
    treeDictionary: list.tree?.dictionary ?? '',
    treeRelation: list.tree?.field ?? '',
    groupField: list.groupField ?? '',
    parentField: list.treeTable?.parentField ?? '',
  };
}

/** The tables as 3.4 lists them: the main table, and each sub-table linked to it by record_id. */
export function writeTables(tables: TableMapping, form: readonly FormNode[], title: string): Obj[] {
  const labels = new Map<string, string>();
  const stack = [...form];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.label) labels.set(node.id, node.label);
    stack.push(...(node.children ?? []));
  }
  const main = { typeId: '1', table: tables.main.table, tableName: title, tableKey: 'id', tableField: '', relationTable: '', relationField: '' };
  const subTables = Object.entries(tables.subTables).map(([nodeId, table]) => ({
    typeId: '0',
    table: table.table,
    tableName: labels.get(nodeId) ?? table.table,
    tableKey: 'id',
    tableField: 'record_id',
    relationTable: tables.main.table,
    relationField: 'id',
  }));
  return [main, ...subTables];
}
