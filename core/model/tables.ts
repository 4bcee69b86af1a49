// Where a model's values live: each stored field's column in the main table or
// in its sub-table's, given once and then kept by node id (a renamed field keeps
// its column), and the tables as a release must leave them — a column per field
// from its widget's declared type, the system columns, and the indexes the
// list's searches and sorts and the unique fields need. Pure: the server applies
// a plan (server/modules/visualdev/tables), the designer shows the difference.
import type { CompiledField, CompiledForm } from '../form/compile';
import type { ColumnType } from '../widgets/spec';
import { identifierPattern, reservedColumns, systemColumns, systemFields, type ListDesign, type SystemField, type TableMap, type TableMapping } from './design';

/** Every problem of a mapping or a plan, one sentence each, naming the field or table. */
export class TableMappingError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'TableMappingError';
  }
}

export interface PlannedColumn {
  name: string;
  type: ColumnType;
  /** The node whose value it holds; null for system columns. */
  fieldId: string | null;
  fieldPath: string | null;
  label?: string;
  notNull: boolean;
  /** A not-null system column added to a table that has rows: the value those rows take. */
  backfill?: string | number;
  primaryKey?: true;
  /** A sub-table row's record: rows go when their record goes. */
  references?: { table: string; column: 'id'; onDelete: 'cascade'; constraint: string };
}

export interface PlannedIndex {
  name: string;
  columns: string[];
  unique: boolean;
}

/** The keyword box's text columns: an FTS5 table beside the table on SQLite, trigram indexes on PostgreSQL (server/db/trigramSearch.ts). */
export interface KeywordSearchPlan {
  columns: string[];
  /** PostgreSQL's trigram index per column. */
  indexNames: Record<string, string>;
}

export interface PlannedTable {
  name: string;
  role: 'main' | 'subTable';
  /** The sub-table node; null for the main table. */
  fieldId: string | null;
  fieldPath: string | null;
  label?: string;
  columns: PlannedColumn[];
  indexes: PlannedIndex[];
  keywordSearch: KeywordSearchPlan | null;
}

export interface TablePlan {
  main: PlannedTable;
  subTables: PlannedTable[];
}

export const plannedTables = (plan: TablePlan): PlannedTable[] => [plan.main, ...plan.subTables];

const identifier = new RegExp(identifierPattern);
const maxIdentifier = 63;
const identifierRule = 'must be lower-case letters, digits and underscores, starting with a letter (63 at most)';

/** The platform's own tables (and Kysely's migration tables) start so; a model's table may not. */
export const platformTablePrefixes = ['base_', 'kiln_', 'kysely_', 'demo_', 'dev_'] as const;
/** Indexes share the tables' namespace on both databases, and a keyword-searched table has `<table>_fts` beside it on SQLite. */
const indexPrefixes = ['ix_', 'ux_', 'fk_'] as const;
const keywordTableSuffix = '_fts';

/** Why a model may not take this table name, or undefined when it may. */
export function tableNameProblem(name: string): string | undefined {
  if (!identifier.test(name)) return `the table name ${JSON.stringify(name)} ${identifierRule}`;
  const platform = platformTablePrefixes.find((prefix) => name.startsWith(prefix));
  if (platform) return `the table name ${name} starts with ${platform}, which the platform's tables take`;
  const index = indexPrefixes.find((prefix) => name.startsWith(prefix));
  if (index) return `the table name ${name} starts with ${index}, which index names take`;
  if (name.endsWith(keywordTableSuffix)) return `the table name ${name} ends with ${keywordTableSuffix}, which keyword search tables take`;
  return undefined;
}

function columnNameProblem(name: string): string | undefined {
  if (!identifier.test(name)) return `the column name ${JSON.stringify(name)} ${identifierRule}`;
  if (reservedColumns.has(name)) return `the column name ${name} is a system column's`;
  return undefined;
}

/** A field name as a column name: `applyDate` → `apply_date`, `F_FullName` → `f_full_name`. */
export function snakeName(name: string): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  const named = /^[a-z]/.test(snake) ? snake : `f_${snake}`;
  return named.slice(0, maxIdentifier).replace(/_+$/, '');
}

/** FNV-1a: a short, stable hash, so a shortened name stays the same from release to release. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** A name within PostgreSQL's 63 characters: long ones keep their start and end with a hash of the whole. */
export function boundedName(name: string): string {
  return name.length <= maxIdentifier ? name : `${name.slice(0, maxIdentifier - 9)}_${shortHash(name)}`;
}

function uniqueName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let count = 2; count < 1000; count += 1) {
    const suffix = `_${count}`;
    const name = `${base.slice(0, maxIdentifier - suffix.length)}${suffix}`;
    if (!taken(name)) return name;
  }
  return boundedName(`${base}_${shortHash(base)}_x`);
}

/** Whether the field's value has a column: fields (calculations only when stored) and system values; sub-tables have tables. */
export function storesValue(field: CompiledField): boolean {
  if (field.kind === 'system') return true;
  return field.kind === 'field' && (!field.calculation || field.calculation.stored);
}

/** The unique rule of a field (core/form adds it to CompiledField; read defensively until every form carries it). */
export const isUnique = (field: CompiledField) => (field as { unique?: boolean }).unique === true;

function resolveTable(fields: CompiledField[], given: TableMap | undefined, table: string, problems: string[]): TableMap {
  const columns: Record<string, string> = {};
  const owners = new Map<string, string>();
  for (const field of fields) {
    const column = given?.columns[field.id];
    if (column === undefined) continue;
    const problem = columnNameProblem(column);
    const owner = owners.get(column);
    if (problem) problems.push(`the field ${field.path} (${field.id}) in ${table}: ${problem}`);
    else if (owner) problems.push(`the fields ${owner} and ${field.path} both have the column ${column} in ${table}`);
    else {
      owners.set(column, field.path);
      columns[field.id] = column;
    }
  }
  for (const field of fields) {
    if (given?.columns[field.id] !== undefined) continue;
    const column = uniqueName(snakeName(field.path), (name) => owners.has(name) || reservedColumns.has(name));
    owners.set(column, field.path);
    columns[field.id] = column;
  }
  // Tree order, whatever order the given mapping had.
  return { table, columns: Object.fromEntries(fields.filter((field) => columns[field.id]).map((field) => [field.id, columns[field.id]])) };
}

/**
 * The mapping with a column for every stored field and a table for every
 * sub-table; mappings of nodes no longer in the form are left out (their columns
 * and tables are dropped by the release). Throws TableMappingError with every problem.
 */
export function resolveMapping(form: CompiledForm, mapping: TableMapping): TableMapping {
  const problems: string[] = [];
  const mainProblem = tableNameProblem(mapping.main.table);
  if (mainProblem) throw new TableMappingError([mainProblem]);
  const main = resolveTable(form.fields.filter(storesValue), mapping.main, mapping.main.table, problems);
  const tables = new Map<string, string>([[main.table, 'the main table']]);
  const subTables: Record<string, TableMap> = {};
  const subTableFields = form.fields.filter((field) => field.kind === 'subTable');
  for (const field of subTableFields) {
    const given = mapping.subTables[field.id]?.table;
    if (given === undefined) continue;
    const problem = tableNameProblem(given);
    const owner = tables.get(given);
    if (problem) problems.push(`the sub-table ${field.path}: ${problem}`);
    else if (owner) problems.push(`the sub-table ${field.path} has the table ${given}, which ${owner} has`);
    else tables.set(given, `the sub-table ${field.path}`);
  }
  for (const field of subTableFields) {
    const given = mapping.subTables[field.id]?.table;
    const table = given ?? uniqueName(snakeName(`${main.table}_${snakeName(field.path)}`), (name) => tables.has(name) || tableNameProblem(name) !== undefined);
    if (given === undefined) tables.set(table, `the sub-table ${field.path}`);
    subTables[field.id] = resolveTable((field.columns ?? []).filter(storesValue), mapping.subTables[field.id], table, problems);
  }
  if (problems.length) throw new TableMappingError(problems);
  return { main, subTables };
}

const idType: ColumnType = { kind: 'string', length: 64 };
const indexable = (type: ColumnType) => type.kind !== 'text' && type.kind !== 'json';
const indexName = (prefix: 'ix' | 'ux', table: string, columns: string[]) => boundedName(`${prefix}_${table}_${columns.join('_')}`);

function systemColumnsOf(role: PlannedTable['role'], main: string, table: string): PlannedColumn[] {
  const column = (name: string, type: ColumnType, notNull: boolean, extra: Partial<PlannedColumn> = {}): PlannedColumn => ({
    name,
    type,
    fieldId: null,
    fieldPath: null,
    notNull,
    ...extra,
  });
  const record = { table: main, column: 'id', onDelete: 'cascade', constraint: boundedName(`fk_${table}_record_id`) } as const;
  if (role === 'subTable') {
    return [
      column(systemColumns.id, idType, true, { primaryKey: true }),
      column(systemColumns.recordId, idType, true, { references: record }),
      column(systemColumns.sortCode, { kind: 'integer' }, true, { backfill: 0 }),
    ];
  }
  return [
    column(systemColumns.id, idType, true, { primaryKey: true }),
    column(systemColumns.creatorUserId, idType, true, { backfill: '' }),
    column(systemColumns.creatorTime, { kind: 'bigint' }, true, { backfill: 0 }),
    column(systemColumns.lastModifyUserId, idType, false),
    column(systemColumns.lastModifyTime, { kind: 'bigint' }, false),
  ];
}

function fieldColumns(fields: CompiledField[], map: TableMap, problems: string[]): PlannedColumn[] {
  const columns: PlannedColumn[] = [];
  for (const field of fields) {
    const name = map.columns[field.id];
    if (!name) problems.push(`the field ${field.path} has no column in ${map.table} (resolve the mapping first)`);
    else if (!field.columnType) problems.push(`the field ${field.path} (${field.widget}) declares no column type`);
    else columns.push({ name, type: field.columnType, fieldId: field.id, fieldPath: field.path, label: field.label, notNull: false });
  }
  return columns;
}

/** The main table's column a list names: a system field's, or a stored top-level field's. */
function listColumn(name: string, fields: Map<string, PlannedColumn>, what: string, problems: string[]): PlannedColumn | undefined {
  if ((systemFields as readonly string[]).includes(name)) {
    const column = systemColumns[name as SystemField];
    return { name: column, type: column.endsWith('_time') ? { kind: 'bigint' } : idType, fieldId: null, fieldPath: name, notNull: false };
  }
  const column = fields.get(name);
  if (!column) problems.push(`the list's ${what} names ${name}, which the form stores in no column`);
  return column;
}

function mainIndexes(table: string, columns: PlannedColumn[], list: ListDesign, uniqueIds: Set<string>, problems: string[]): PlannedIndex[] {
  const byPath = new Map(columns.filter((column) => column.fieldPath).map((column) => [column.fieldPath!, column]));
  const filtered: [string, string][] = [
    ...list.search.map((item): [string, string] => [item.field, 'search']),
    [list.sort.field, 'sort'],
    ...list.columns.filter((column) => column.sortable).map((column): [string, string] => [column.field, 'sortable columns']),
    ...(list.tree ? [[list.tree.field, 'tree'] as [string, string]] : []),
    ...(list.treeTable ? [[list.treeTable.parentField, 'tree table'] as [string, string]] : []),
    ...(list.groupField ? [[list.groupField, 'grouping'] as [string, string]] : []),
  ];
  const names: string[] = [systemColumns.creatorTime];
  for (const [field, what] of filtered) {
    const column = listColumn(field, byPath, what, problems);
    // Long text and JSON are searched by keyword, not compared whole; PostgreSQL's btree refuses long values.
    if (column && indexable(column.type)) names.push(column.name);
  }
  // "My records, in the list's order" is the scheme most lists run under: the creator with the default sort's column
  // reads one user's page in order, and serves the creator alone as well.
  const sorted = listColumn(list.sort.field, byPath, 'sort', []);
  const creator = systemColumns.creatorUserId;
  const byCreator = sorted && indexable(sorted.type) && sorted.name !== creator ? [creator, sorted.name] : [creator];
  const unique = columns.filter((column) => uniqueIds.has(column.fieldId ?? '')).map((column) => column.name);
  return [
    { name: indexName('ix', table, byCreator), columns: byCreator, unique: false },
    ...[...new Set(names)]
      .filter((name) => name !== systemColumns.creatorUserId)
      .map((name) => ({ name: indexName('ix', table, [name]), columns: [name], unique: false })),
    ...unique.map((name) => ({ name: indexName('ux', table, [name]), columns: [name], unique: true })),
  ];
}

function keywordSearch(table: string, columns: PlannedColumn[], list: ListDesign, problems: string[]): KeywordSearchPlan | null {
  const byPath = new Map(columns.filter((column) => column.fieldPath).map((column) => [column.fieldPath!, column]));
  const searched: string[] = [];
  for (const field of list.keywordFields) {
    const column = listColumn(field, byPath, 'keyword', problems);
    if (column && column.type.kind !== 'string' && column.type.kind !== 'text') problems.push(`the list's keyword searches ${field}, which is not text`);
    else if (column && !searched.includes(column.name)) searched.push(column.name);
  }
  if (!searched.length) return null;
  return { columns: searched, indexNames: Object.fromEntries(searched.map((column) => [column, boundedName(`ix_${table}_${column}_trgm`)])) };
}

/** The tables a release must leave: the mapping must be resolved (resolveMapping). Throws TableMappingError with every problem. */
export function tablePlan(form: CompiledForm, mapping: TableMapping, list: ListDesign): TablePlan {
  const problems: string[] = [];
  const mainTable = mapping.main.table;
  const mainFields = form.fields.filter(storesValue);
  const uniqueIds = new Set(
    form.fields
      .flatMap((field) => [field, ...(field.columns ?? [])])
      .filter(isUnique)
      .map((field) => field.id),
  );
  const mainColumns = fieldColumns(mainFields, mapping.main, problems);
  const main: PlannedTable = {
    name: mainTable,
    role: 'main',
    fieldId: null,
    fieldPath: null,
    columns: [...systemColumnsOf('main', mainTable, mainTable), ...mainColumns],
    indexes: mainIndexes(mainTable, mainColumns, list, uniqueIds, problems),
    keywordSearch: keywordSearch(mainTable, mainColumns, list, problems),
  };
  const subTables = form.fields
    .filter((field) => field.kind === 'subTable')
    .map((field): PlannedTable => {
      const map = mapping.subTables[field.id] ?? { table: '', columns: {} };
      if (!map.table) problems.push(`the sub-table ${field.path} has no table (resolve the mapping first)`);
      const columns = fieldColumns((field.columns ?? []).filter(storesValue), map, problems);
      const rows = [systemColumns.recordId, systemColumns.sortCode];
      // Unique within a record's rows: two records may each hold the same line.
      const unique = columns.filter((column) => uniqueIds.has(column.fieldId!)).map((column) => [systemColumns.recordId, column.name]);
      return {
        name: map.table,
        role: 'subTable',
        fieldId: field.id,
        fieldPath: field.path,
        label: field.label,
        columns: [...systemColumnsOf('subTable', mainTable, map.table), ...columns],
        indexes: [
          { name: indexName('ix', map.table, rows), columns: rows, unique: false },
          ...unique.map((names) => ({ name: indexName('ux', map.table, names), columns: names, unique: true })),
        ],
        keywordSearch: null,
      };
    });
  if (problems.length) throw new TableMappingError(problems);
  return { main, subTables };
}
