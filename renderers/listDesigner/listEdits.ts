// The list designer's edits as pure functions over a list design: each returns
// the next design, so the designer only draws and hands the result to onChange.
import type { ListColumn, ListDesign, ListKindNumber, ListTree, RowButton, SearchItem, ToolbarButton } from '@core/model/design';
import type { ListableField } from '@core/model/listProblems';

/** Shows or hides a field as a column; a new column goes last. */
export function toggleColumn(list: ListDesign, field: string, shown: boolean): ListDesign {
  const columns = list.columns.filter((column) => column.field !== field);
  return { ...list, columns: shown ? [...columns, { field }] : columns };
}

/** Moves the column of `from` to where the column of `to` is. */
export function moveColumn(list: ListDesign, from: string, to: string): ListDesign {
  const start = list.columns.findIndex((column) => column.field === from);
  const end = list.columns.findIndex((column) => column.field === to);
  if (start < 0 || end < 0 || start === end) return list;
  const columns = [...list.columns];
  const [moved] = columns.splice(start, 1);
  columns.splice(end, 0, moved);
  return { ...list, columns };
}

/** Changes one column's settings; a setting given as undefined is taken off. */
export function changeColumn(list: ListDesign, field: string, change: Partial<Omit<ListColumn, 'field'>>): ListDesign {
  const columns = list.columns.map((column) => {
    if (column.field !== field) return column;
    const next: Record<string, unknown> = { ...column, ...change };
    for (const [key, value] of Object.entries(next)) if (value === undefined || value === '' || value === false) delete next[key];
    return next as ListColumn;
  });
  return { ...list, columns };
}

/** The search type a newly chosen field starts with: like for text, range for dates and numbers, equal for the rest. */
export function defaultSearchType(field: ListableField | undefined): SearchItem['searchType'] {
  if (field?.text) return 2;
  if (field?.range) return 3;
  return 1;
}

export function addSearch(list: ListDesign, field: ListableField): ListDesign {
  return { ...list, search: [...list.search, { field: field.name, searchType: defaultSearchType(field) }] };
}

export function changeSearch(list: ListDesign, index: number, item: SearchItem): ListDesign {
  return { ...list, search: list.search.map((current, i) => (i === index ? item : current)) };
}

export function removeSearch(list: ListDesign, index: number): ListDesign {
  return { ...list, search: list.search.filter((_, i) => i !== index) };
}

/** Keeps a button list in the catalogue's order, whatever order they were ticked in. */
const inOrder = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] => all.filter((name) => chosen.includes(name));

export function setToolbar(list: ListDesign, all: readonly ToolbarButton[], chosen: readonly ToolbarButton[]): ListDesign {
  return { ...list, toolbar: inOrder(all, chosen) };
}

export function setRowActions(list: ListDesign, all: readonly RowButton[], chosen: readonly RowButton[]): ListDesign {
  return { ...list, rowActions: inOrder(all, chosen) };
}

/**
 * Changes the kind. Each kind keeps the settings of the others while the designer is open (switching back finds them),
 * except that a left tree is only kept for kind 2 when it was set up, since the server ignores it elsewhere.
 */
export function setKind(list: ListDesign, type: ListKindNumber, fields: readonly ListableField[]): ListDesign {
  const next: ListDesign = { ...list, type };
  const first = fields.find((field) => !field.system)?.name ?? fields[0]?.name ?? 'creatorTime';
  if (type === 2 && !next.tree) next.tree = { source: 'dictionary', field: first };
  if (type === 3 && !next.groupField) next.groupField = list.columns.find((column) => fields.some((f) => f.name === column.field && !f.system))?.field;
  if (type === 5 && !next.treeTable) next.treeTable = { parentField: first };
  if (next.groupField === undefined) delete next.groupField;
  return next;
}

/** Changes the left tree's settings; switching its source drops the settings of the other sources. */
export function changeTree(list: ListDesign, change: Partial<ListTree>): ListDesign {
  const current: ListTree = list.tree ?? { source: 'dictionary', field: change.field ?? '' };
  const merged: Record<string, unknown> = { ...current, ...change };
  if (change.source && change.source !== current.source) {
    for (const key of ['dictionary', 'interfaceId', 'labelField', 'valueField', 'childrenField']) delete merged[key];
  }
  for (const [key, value] of Object.entries(merged)) if (value === undefined || value === '') delete merged[key];
  return { ...list, tree: merged as ListTree };
}
