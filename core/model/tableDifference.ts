// What a release (or a rollback to an older one) changes in the tables, worked
// out from the plan the tables were left in and the plan they must take, so the
// administrator sees it first: tables made, columns added and widened, and every
// change that would lose data, which is refused unless confirmed.
import type { ColumnType } from '../widgets/spec';
import { plannedTables, type KeywordSearchPlan, type PlannedColumn, type PlannedIndex, type PlannedTable, type TablePlan } from './tables';

/** added and widened keep every value; the rest lose some (dropped: all of a column's; narrowed or retyped: those that do not fit). */
export type ColumnChangeKind = 'added' | 'widened' | 'dropped' | 'narrowed' | 'retyped';

export interface ColumnChange {
  table: string;
  column: string;
  fieldId: string | null;
  fieldPath: string | null;
  label?: string;
  change: ColumnChangeKind;
  from?: ColumnType;
  to?: ColumnType;
}

/** A change that loses data: a table dropped with its rows (no column), or a column's. */
export interface LosingChange {
  table: string;
  column?: string;
  fieldId: string | null;
  fieldPath: string | null;
  label?: string;
  change: 'tableDropped' | 'dropped' | 'narrowed' | 'retyped';
  from?: ColumnType;
  to?: ColumnType;
}

export interface IndexChange {
  table: string;
  index: PlannedIndex;
}

export interface KeywordSearchChange {
  table: string;
  before: KeywordSearchPlan | null;
  after: KeywordSearchPlan | null;
}

export interface TableDifference {
  tablesCreated: PlannedTable[];
  tablesDropped: PlannedTable[];
  columnsAdded: ColumnChange[];
  columnsWidened: ColumnChange[];
  /** Dropped, narrowed and retyped columns of tables that stay. */
  columnsLosing: ColumnChange[];
  /** Indexes of tables that stay or are created (a dropped table's go with it). */
  indexesAdded: IndexChange[];
  indexesDropped: IndexChange[];
  keywordSearches: KeywordSearchChange[];
}

/** Digits before the point a type always holds, and after it. */
function numberCapacity(type: ColumnType): { whole: number; scale: number } | null {
  if (type.kind === 'integer') return { whole: 9, scale: 0 };
  if (type.kind === 'bigint') return { whole: 18, scale: 0 };
  if (type.kind === 'decimal') return { whole: type.precision - type.scale, scale: type.scale };
  return null;
}

/** Digits before the point a type's values may have. */
function numberNeeds(type: ColumnType): number {
  if (type.kind === 'decimal') return type.precision - type.scale;
  return type.kind === 'integer' ? 10 : type.kind === 'bigint' ? 19 : 0;
}

const sameType = (from: ColumnType, to: ColumnType) => JSON.stringify(from) === JSON.stringify(to);

/** How a column's values fare when its type changes. */
export function typeChange(from: ColumnType, to: ColumnType): 'same' | 'widened' | 'narrowed' | 'retyped' {
  if (sameType(from, to)) return 'same';
  if (from.kind === 'string' && to.kind === 'string') return to.length > from.length ? 'widened' : 'narrowed';
  if (from.kind === 'string' && to.kind === 'text') return 'widened';
  if (from.kind === 'text' && to.kind === 'string') return 'narrowed';
  const fromNumber = numberCapacity(from);
  const toNumber = numberCapacity(to);
  if (fromNumber && toNumber) return toNumber.whole >= numberNeeds(from) && toNumber.scale >= fromNumber.scale ? 'widened' : 'narrowed';
  // Numbers and text, JSON and plain text: the values mean something else.
  return 'retyped';
}

/** A type as the administrator reads it. */
export function typeText(type: ColumnType): string {
  if (type.kind === 'string') return `text(${type.length})`;
  if (type.kind === 'decimal') return `decimal(${type.precision},${type.scale})`;
  return type.kind === 'text' ? 'long text' : type.kind;
}

const columnChange = (table: string, column: PlannedColumn, change: ColumnChangeKind, from?: ColumnType, to?: ColumnType): ColumnChange => ({
  table,
  column: column.name,
  fieldId: column.fieldId,
  fieldPath: column.fieldPath,
  ...(column.label === undefined ? {} : { label: column.label }),
  change,
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The difference between the tables as `before` left them (null: none yet) and as `after` must leave them. */
export function planDifference(before: TablePlan | null, after: TablePlan): TableDifference {
  const old = new Map((before ? plannedTables(before) : []).map((table) => [table.name, table]));
  const next = new Map(plannedTables(after).map((table) => [table.name, table]));
  const parentOf = (table: PlannedTable) => table.columns.find((column) => column.references)?.references?.table ?? null;
  // A sub-table whose record now lives in another main table is made again: its rows' records are gone.
  const kept = (table: PlannedTable) => old.has(table.name) && parentOf(old.get(table.name)!) === parentOf(table) && old.get(table.name)!.role === table.role;
  const difference: TableDifference = {
    tablesCreated: [...next.values()].filter((table) => !kept(table)),
    tablesDropped: [...old.values()].filter((table) => !next.has(table.name) || !kept(next.get(table.name)!)),
    columnsAdded: [],
    columnsWidened: [],
    columnsLosing: [],
    indexesAdded: [],
    indexesDropped: [],
    keywordSearches: [],
  };
  for (const table of difference.tablesCreated) {
    difference.indexesAdded.push(...table.indexes.map((index) => ({ table: table.name, index })));
    if (table.keywordSearch) difference.keywordSearches.push({ table: table.name, before: null, after: table.keywordSearch });
  }
  for (const table of difference.tablesDropped) {
    if (table.keywordSearch) difference.keywordSearches.push({ table: table.name, before: table.keywordSearch, after: null });
  }
  for (const table of next.values()) {
    if (!kept(table)) continue;
    const previous = old.get(table.name)!;
    const columns = new Map(table.columns.map((column) => [column.name, column]));
    for (const column of previous.columns) {
      const now = columns.get(column.name);
      // The same name for another field (one left, another came): its values are not the new field's.
      if (!now || now.fieldId !== column.fieldId) difference.columnsLosing.push(columnChange(table.name, column, 'dropped', column.type));
    }
    for (const column of table.columns) {
      const was = previous.columns.find((candidate) => candidate.name === column.name);
      if (!was || was.fieldId !== column.fieldId) {
        difference.columnsAdded.push(columnChange(table.name, column, 'added', undefined, column.type));
        continue;
      }
      const change = typeChange(was.type, column.type);
      if (change === 'widened') difference.columnsWidened.push(columnChange(table.name, column, change, was.type, column.type));
      else if (change !== 'same') difference.columnsLosing.push(columnChange(table.name, column, change, was.type, column.type));
    }
    const indexKey = (index: PlannedIndex) => JSON.stringify([index.name, index.columns, index.unique]);
    const oldIndexes = new Set(previous.indexes.map(indexKey));
    const newIndexes = new Set(table.indexes.map(indexKey));
    difference.indexesDropped.push(...previous.indexes.filter((index) => !newIndexes.has(indexKey(index))).map((index) => ({ table: table.name, index })));
    difference.indexesAdded.push(...table.indexes.filter((index) => !oldIndexes.has(indexKey(index))).map((index) => ({ table: table.name, index })));
    if (JSON.stringify(previous.keywordSearch) !== JSON.stringify(table.keywordSearch)) {
      difference.keywordSearches.push({ table: table.name, before: previous.keywordSearch, after: table.keywordSearch });
    }
  }
  return difference;
}

/** What the release would lose: refused unless the administrator confirms it. */
export function losingChanges(difference: TableDifference): LosingChange[] {
  const tables = difference.tablesDropped.map((table): LosingChange => ({
    table: table.name,
    fieldId: table.fieldId,
    fieldPath: table.fieldPath,
    ...(table.label === undefined ? {} : { label: table.label }),
    change: 'tableDropped',
  }));
  return [...tables, ...difference.columnsLosing.map((change) => ({ ...change, change: change.change as LosingChange['change'] }))];
}

/** One losing change in a sentence, naming the field. */
export function losingChangeText(change: LosingChange): string {
  const field = change.fieldPath ? `the field ${change.fieldPath}` : `the column ${change.column ?? ''}`;
  const where = change.column ? `${change.table}.${change.column}` : change.table;
  if (change.change === 'tableDropped') {
    if (change.fieldPath) return `the sub-table ${change.fieldPath} would be dropped with its rows (${where})`;
    return `the table ${where} would be dropped with its rows`;
  }
  if (change.change === 'dropped') return `${field} would be dropped with its values (${where})`;
  const types = `from ${change.from ? typeText(change.from) : '?'} to ${change.to ? typeText(change.to) : '?'}`;
  if (change.change === 'narrowed') return `${field} would narrow ${types}, losing what does not fit (${where})`;
  return `${field} would change ${types}, losing what does not convert (${where})`;
}
