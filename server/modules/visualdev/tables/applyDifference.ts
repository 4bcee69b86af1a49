// Brings a model's tables from one plan to another inside the caller's
// transaction (both databases run DDL transactionally, so a failure half-way
// leaves the tables as they were): refuses changes that lose data unless they
// are confirmed, and tables it did not make; then creates, adds, widens, drops
// and retypes, and remakes the indexes. A release applies its plan over the
// current one; a rollback applies an older release's plan the same way.
//
// Retyping: PostgreSQL alters the column in place (`alter column … type … using`,
// values converted by convertedValue). SQLite keeps a column's declared type for
// good and reads values by its affinity, so where the affinity changes (text ↔
// numbers, integer → decimal) the column is rebuilt: a new column, the values
// copied over converted, the old one dropped and the new one renamed; where it
// does not (a shorter text, fewer decimals, bigint → integer) the values are cut
// in place and the declared type stays, which SQLite ignores anyway.
import { sql, type CreateTableBuilder, type ForeignKeyConstraintBuilder } from 'kysely';
import { identifierPattern } from '@core/model/design';
import { plannedTables, type PlannedTable, type TablePlan } from '@core/model/tables';
import { losingChanges, losingChangeText, planDifference } from '@core/model/tableDifference';
import type { ColumnChange, KeywordSearchChange, LosingChange, TableDifference } from '@core/model/tableDifference';
import type { Dialect } from '../../../db/database';
import { convertedValue, dataType, sameSqliteAffinity } from './columnTypes';
import { checkTablesBeforeChange, type AnyDb } from './introspection';
import { createKeywordIndex, dropKeywordIndex } from './keywordIndex';

/** Changes that lose data, not confirmed: the route answers 400 naming each field. */
export class LosingChangeRefused extends Error {
  constructor(readonly changes: LosingChange[]) {
    super(`The release would lose data and needs confirming: ${changes.map(losingChangeText).join('; ')}`);
    this.name = 'LosingChangeRefused';
  }
}

export interface ApplyOptions {
  /** The administrator saw the losing changes and accepts them. */
  confirmLosing: boolean;
}

const identifier = new RegExp(identifierPattern);
/** A rebuilt SQLite column's name while its values are copied: no mapped column can take it (identifiers start with a letter). */
const rebuildColumn = '_kiln_retyped';

/** Every name a plan brings to SQL is a checked identifier, whatever the stored plan holds. */
function checkNames(plan: TablePlan | null): void {
  for (const table of plan ? plannedTables(plan) : []) {
    const names = [
      table.name,
      ...table.columns.flatMap((column) => [column.name, ...(column.references ? [column.references.table, column.references.constraint] : [])]),
      ...table.indexes.flatMap((index) => [index.name, ...index.columns]),
      ...(table.keywordSearch ? [...table.keywordSearch.columns, ...Object.values(table.keywordSearch.indexNames)] : []),
    ];
    const wrong = names.find((name) => !identifier.test(name));
    if (wrong !== undefined) throw new Error(`the table plan of ${table.name} holds the name ${JSON.stringify(wrong)}, which is not an identifier`);
  }
}

async function createTable(db: AnyDb, table: PlannedTable): Promise<void> {
  // Its column names are known at run time only.
  let builder = db.schema.createTable(table.name) as CreateTableBuilder<string, string>;
  for (const column of table.columns) {
    builder = builder.addColumn(column.name, dataType(column.type), (definition) => {
      if (column.primaryKey) return definition.primaryKey().notNull();
      return column.notNull ? definition.notNull() : definition;
    });
    const reference = column.references;
    if (reference) {
      const cascade = (constraint: ForeignKeyConstraintBuilder) => constraint.onDelete(reference.onDelete);
      builder = builder.addForeignKeyConstraint(reference.constraint, [column.name], reference.table, [reference.column], cascade);
    }
  }
  await builder.execute();
}

async function addColumn(db: AnyDb, table: PlannedTable, name: string): Promise<void> {
  const column = table.columns.find((candidate) => candidate.name === name)!;
  await db.schema
    .alterTable(table.name)
    .addColumn(column.name, dataType(column.type), (definition) => {
      if (!column.notNull) return definition;
      if (column.backfill === undefined) {
        throw new Error(`the column ${table.name}.${column.name} cannot be added to a table that may have rows: it has no value for them`);
      }
      // Rows already there take the value; the column keeps it as its default (SQLite adds a not-null column no other way).
      return definition.notNull().defaultTo(column.backfill);
    })
    .execute();
}

async function changeType(db: AnyDb, dialect: Dialect, change: ColumnChange): Promise<void> {
  const from = change.from!;
  const to = change.to!;
  const table = sql.table(change.table);
  const column = sql.id(change.column);
  if (dialect === 'postgres') {
    // The type is built from checked integers and fixed words (columnTypes.dataType).
    const type = sql.raw(dataType(to));
    const using = change.change === 'widened' ? sql`cast(${sql.ref(change.column)} as ${type})` : convertedValue(dialect, change.column, from, to);
    await sql`alter table ${table} alter column ${column} type ${type} using ${using}`.execute(db);
    return;
  }
  if (!sameSqliteAffinity(from, to)) {
    await db.schema.alterTable(change.table).addColumn(rebuildColumn, dataType(to)).execute();
    await sql`update ${table} set ${sql.id(rebuildColumn)} = ${convertedValue(dialect, change.column, from, to)}`.execute(db);
    await db.schema.alterTable(change.table).dropColumn(change.column).execute();
    await db.schema.alterTable(change.table).renameColumn(rebuildColumn, change.column).execute();
  } else if (change.change !== 'widened') {
    await sql`update ${table} set ${column} = ${convertedValue(dialect, change.column, from, to)} where ${column} is not null`.execute(db);
  }
}

/**
 * Columns SQLite can drop or rebuild only once no index or trigger names them:
 * `table.column` of each dropped column and each column rebuilt for a new affinity.
 */
function columnsFreedOnSqlite(dialect: Dialect, difference: TableDifference, typeChanges: ColumnChange[]): Set<string> {
  if (dialect !== 'sqlite') return new Set();
  const rebuilt = typeChanges.filter((change) => !sameSqliteAffinity(change.from!, change.to!));
  const dropped = difference.columnsLosing.filter((change) => change.change === 'dropped');
  return new Set([...dropped, ...rebuilt].map((change) => `${change.table}.${change.column}`));
}

/** Applies `after` over the tables as `before` left them (null: none yet), in the caller's transaction; returns what changed. */
export async function applyDifference(
  trx: AnyDb,
  dialect: Dialect,
  before: TablePlan | null,
  after: TablePlan,
  options: ApplyOptions,
): Promise<TableDifference> {
  checkNames(before);
  checkNames(after);
  const difference = planDifference(before, after);
  const losing = losingChanges(difference);
  if (losing.length && !options.confirmLosing) throw new LosingChangeRefused(losing);
  await checkTablesBeforeChange(trx, dialect, before, after, difference.tablesCreated);

  const next = new Map(plannedTables(after).map((table) => [table.name, table]));
  const typeChanges = [...difference.columnsWidened, ...difference.columnsLosing.filter((change) => change.change !== 'dropped')];
  const freed = columnsFreedOnSqlite(dialect, difference, typeChanges);
  const namesFreed = (table: string, columns: string[]) => columns.some((column) => freed.has(`${table}.${column}`));

  // Indexes and keyword indexes over a freed column go first and come back after, where the new plan keeps them.
  const keywordChanges: KeywordSearchChange[] = [...difference.keywordSearches];
  const indexesDropped = [...difference.indexesDropped];
  const indexesAdded = [...difference.indexesAdded];
  const created = new Set(difference.tablesCreated.map((table) => table.name));
  for (const table of before ? plannedTables(before) : []) {
    const kept = next.get(table.name);
    if (!kept || created.has(table.name)) continue;
    for (const index of table.indexes) {
      if (!namesFreed(table.name, index.columns) || indexesDropped.some((drop) => drop.index.name === index.name)) continue;
      indexesDropped.push({ table: table.name, index });
      const again = kept.indexes.find((candidate) => candidate.name === index.name);
      if (again && !indexesAdded.some((add) => add.index.name === again.name)) indexesAdded.push({ table: table.name, index: again });
    }
    if (table.keywordSearch && namesFreed(table.name, table.keywordSearch.columns) && !keywordChanges.some((change) => change.table === table.name)) {
      keywordChanges.push({ table: table.name, before: table.keywordSearch, after: kept.keywordSearch });
    }
  }

  for (const change of keywordChanges) if (change.before) await dropKeywordIndex(trx, dialect, change.table, change.before);
  for (const { index } of indexesDropped) await trx.schema.dropIndex(index.name).ifExists().execute();
  // Sub-tables before the main table their rows reference.
  const dropOrder = [...difference.tablesDropped].sort((one, other) => (one.role === other.role ? 0 : one.role === 'subTable' ? -1 : 1));
  for (const table of dropOrder) await trx.schema.dropTable(table.name).execute();
  for (const change of difference.columnsLosing) if (change.change === 'dropped') await trx.schema.alterTable(change.table).dropColumn(change.column).execute();
  // The main table before the sub-tables that reference it.
  const createOrder = [...difference.tablesCreated].sort((one, other) => (one.role === other.role ? 0 : one.role === 'main' ? -1 : 1));
  for (const table of createOrder) await createTable(trx, table);
  for (const change of difference.columnsAdded) await addColumn(trx, next.get(change.table)!, change.column);
  for (const change of typeChanges) await changeType(trx, dialect, change);
  for (const { table, index } of indexesAdded) {
    const builder = trx.schema.createIndex(index.name).on(table).columns(index.columns);
    await (index.unique ? builder.unique() : builder).execute();
  }
  for (const change of keywordChanges) if (change.after) await createKeywordIndex(trx, dialect, change.table, change.after);
  return difference;
}
