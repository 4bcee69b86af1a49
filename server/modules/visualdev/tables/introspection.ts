// What a table is really like, read from the database, so a release alters only
// tables that are as the model's last release left them: a name that clashes
// with a table the model did not make (a platform table, another model's) is
// refused, never altered or dropped.
import { sql, type Kysely } from 'kysely';
import { plannedTables, tableNameProblem, type PlannedTable, type TablePlan } from '@core/model/tables';
import type { Dialect } from '../../../db/database';
import { dataType, normalisedType, sqliteAffinity } from './columnTypes';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model's tables are made at run time; the typed schema knows none of them
export type AnyDb = Kysely<any>;

export interface TableColumnInfo {
  name: string;
  /** PostgreSQL: `varchar(40)`, `numeric(18,2)`, `text`, `integer`, `bigint`; SQLite: the declared type, lower-case. */
  type: string;
  notNull: boolean;
}

/** A table the release may not touch, or that is not as the last release left it. */
export class TableConflict extends Error {
  constructor(
    readonly table: string,
    message: string,
  ) {
    super(message);
    this.name = 'TableConflict';
  }
}

interface PostgresColumnRow {
  name: string;
  data_type: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
  nullable: string;
}

/** The table's columns in order, or null when there is no such table. */
export async function readTableColumns(db: AnyDb, dialect: Dialect, table: string): Promise<TableColumnInfo[] | null> {
  if (dialect === 'postgres') {
    const { rows } = await sql<PostgresColumnRow>`
      select column_name as name, data_type, character_maximum_length as length, numeric_precision as precision, numeric_scale as scale, is_nullable as nullable
      from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
    if (!rows.length) return null;
    const typeOf = (row: PostgresColumnRow) => {
      if (row.data_type === 'character varying') return row.length === null ? 'varchar' : `varchar(${row.length})`;
      if (row.data_type === 'numeric') return row.precision === null ? 'numeric' : `numeric(${row.precision},${row.scale ?? 0})`;
      return row.data_type;
    };
    return rows.map((row) => ({ name: row.name, type: typeOf(row), notNull: row.nullable === 'NO' }));
  }
  const { rows } = await sql<{ name: string; type: string; not_null: number; pk: number }>`
    select name, type, "notnull" as not_null, pk from pragma_table_info(${table})`.execute(db);
  if (!rows.length) return null;
  return rows.map((row) => ({ name: row.name, type: row.type.toLowerCase(), notNull: row.not_null === 1 || row.pk > 0 }));
}

/** Whether the column's real type is the planned one: exactly on PostgreSQL; by affinity on SQLite, which ignores lengths. */
function sameType(dialect: Dialect, actual: string, planned: string): boolean {
  if (dialect === 'postgres') return normalisedType(actual) === normalisedType(planned);
  return sqliteAffinity(actual) === sqliteAffinity(planned);
}

/** Refuses a table whose columns are not the planned ones, naming what differs. */
async function checkTable(db: AnyDb, dialect: Dialect, table: PlannedTable): Promise<void> {
  const actual = await readTableColumns(db, dialect, table.name);
  if (!actual) throw new TableConflict(table.name, `the table ${table.name}, which the last release made, is missing`);
  const found = new Map(actual.map((column) => [column.name, column]));
  const differences: string[] = [];
  for (const column of table.columns) {
    const real = found.get(column.name);
    if (!real) differences.push(`it has no column ${column.name}`);
    else if (!sameType(dialect, real.type, dataType(column.type))) differences.push(`its column ${column.name} is ${real.type}, not ${dataType(column.type)}`);
  }
  const planned = new Set(table.columns.map((column) => column.name));
  differences.push(...actual.filter((column) => !planned.has(column.name)).map((column) => `it has a column ${column.name} the release did not make`));
  if (differences.length) throw new TableConflict(table.name, `the table ${table.name} is not as the last release left it: ${differences.join('; ')}`);
}

/**
 * Before anything changes: every table `after` names may be the model's (not a
 * platform name), every table `before` names is as that plan left it, and every
 * table `after` adds does not exist yet.
 */
export async function checkTablesBeforeChange(
  db: AnyDb,
  dialect: Dialect,
  before: TablePlan | null,
  after: TablePlan,
  created: readonly PlannedTable[],
): Promise<void> {
  for (const table of plannedTables(after)) {
    const problem = tableNameProblem(table.name);
    if (problem) throw new TableConflict(table.name, problem);
  }
  for (const table of before ? plannedTables(before) : []) await checkTable(db, dialect, table);
  const replaced = new Set(before ? plannedTables(before).map((table) => table.name) : []);
  for (const table of created) {
    if (replaced.has(table.name)) continue;
    if (await readTableColumns(db, dialect, table.name)) {
      throw new TableConflict(table.name, `the table ${table.name} exists already and was not made by this model`);
    }
  }
}
