// Indexed keyword search, so '%word%' over a large table does not read every
// row: on SQLite a trigram FTS5 table beside the table, kept in step by
// triggers; on PostgreSQL trigram GIN indexes over lower(column), which serve
// containsText's LIKE as it is, when the pg_trgm extension can be installed.
import { sql, SqliteAdapter, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Dialect } from './database';
import { containsText } from './search';

/** A table's searched text columns; the table must have a rowid on SQLite (not WITHOUT ROWID). */
export interface TrigramSearch {
  table: string;
  columns: readonly string[];
  /** PostgreSQL's index name per column; `ix_<table>_<column>_trgm` when not named. */
  indexNames?: Readonly<Record<string, string>>;
}

const ftsTable = (search: TrigramSearch) => `${search.table}_fts`;
const indexName = (search: TrigramSearch, column: string) => search.indexNames?.[column] ?? `ix_${search.table}_${column}_trgm`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
type AnyDb = Kysely<any>;
const isSqlite = (db: AnyDb) => db.getExecutor().adapter instanceof SqliteAdapter;

/** For a migration: the search index over the table, filled from the rows it already holds. */
export async function addTrigramSearch(db: AnyDb, search: TrigramSearch): Promise<void> {
  const { table, columns } = search;
  if (isSqlite(db)) {
    const fts = ftsTable(search);
    const names = columns.join(', ');
    const values = (row: 'new' | 'old') => columns.map((column) => `${row}.${column}`).join(', ');
    await sql.raw(`create virtual table ${fts} using fts5(${names}, content='${table}', content_rowid='rowid', tokenize='trigram')`).execute(db);
    const forget = `insert into ${fts}(${fts}, rowid, ${names}) values ('delete', old.rowid, ${values('old')});`;
    const remember = `insert into ${fts}(rowid, ${names}) values (new.rowid, ${values('new')});`;
    await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin ${remember} end`).execute(db);
    await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin ${forget} end`).execute(db);
    await sql.raw(`create trigger ${fts}_update after update on ${table} begin ${forget} ${remember} end`).execute(db);
    await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
    return;
  }
  // A server that does not allow the extension still works, only without the index.
  await sql`savepoint kiln_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of columns) {
      await sql.raw(`create index ${indexName(search, column)} on ${table} using gin (lower(${column}) gin_trgm_ops)`).execute(db);
    }
    await sql`release savepoint kiln_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint kiln_trgm`.execute(db);
  }
}

export async function dropTrigramSearch(db: AnyDb, search: TrigramSearch): Promise<void> {
  if (isSqlite(db)) {
    const fts = ftsTable(search);
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists ${fts}_${trigger}`).execute(db);
    await sql.raw(`drop table if exists ${fts}`).execute(db);
    return;
  }
  for (const column of search.columns) await sql.raw(`drop index if exists ${indexName(search, column)}`).execute(db);
}

/**
 * Whether matchesText finds the keyword through the FTS table: on SQLite, for
 * three characters or more (trigrams), without % and _ (its LIKE knows no escape).
 */
export const searchesTrigrams = (dialect: Dialect, keyword: string) => dialect === 'sqlite' && [...keyword].length >= 3 && !/[%_\\]/.test(keyword);

/**
 * The rows of `search.table` (as `alias` in the query) with the keyword in any
 * searched column, case-insensitive: containsText's answer, through the
 * trigram index where SQLite can use it.
 */
export function matchesText(dialect: Dialect, search: TrigramSearch, alias: string, keyword: string): Expression<SqlBool> {
  if (searchesTrigrams(dialect, keyword)) {
    const pattern = `%${keyword}%`;
    const fts = sql.table(ftsTable(search));
    const found = search.columns.map((column) => sql`select rowid from ${fts} where ${sql.ref(column)} like ${pattern}`);
    return sql<SqlBool>`${sql.ref(`${alias}.rowid`)} in (${sql.join(found, sql` union `)})`;
  }
  return containsText(search.columns.map((column) => `${alias}.${column}`), keyword);
}
