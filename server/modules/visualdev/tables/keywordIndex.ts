// A model list's keyword search index, laid out as server/db/trigramSearch.ts
// lays out the platform's (an FTS5 trigram table `<table>_fts` kept by triggers
// on SQLite, trigram GIN indexes over lower(column) on PostgreSQL), so the list's
// query searches it with the same `matchesText`. Built here with quoted
// identifiers rather than trigramSearch's text, since a model's names come from
// its designer; they are checked identifiers all the same.
import { sql } from 'kysely';
import type { KeywordSearchPlan, PlannedTable } from '@core/model/tables';
import type { Dialect } from '../../../db/database';
import type { TrigramSearch } from '../../../db/trigramSearch';
import type { AnyDb } from './introspection';

const ftsTable = (table: string) => `${table}_fts`;
const triggerEvents = ['insert', 'delete', 'update'] as const;

/** What the list's query hands `matchesText`; null when the list has no keyword box. */
export function trigramSearchOf(table: PlannedTable): TrigramSearch | null {
  return table.keywordSearch ? { table: table.name, columns: table.keywordSearch.columns, indexNames: table.keywordSearch.indexNames } : null;
}

/** Makes the index over the rows the table holds. */
export async function createKeywordIndex(db: AnyDb, dialect: Dialect, table: string, search: KeywordSearchPlan): Promise<void> {
  const columns = sql.join(search.columns.map((column) => sql.id(column)));
  if (dialect === 'sqlite') {
    const fts = ftsTable(table);
    const values = (row: 'new' | 'old') => sql.join(search.columns.map((column) => sql`${sql.raw(row)}.${sql.id(column)}`));
    const forget = sql`insert into ${sql.table(fts)}(${sql.id(fts)}, rowid, ${columns}) values ('delete', old.rowid, ${values('old')});`;
    const remember = sql`insert into ${sql.table(fts)}(rowid, ${columns}) values (new.rowid, ${values('new')});`;
    await sql`create virtual table ${sql.table(fts)} using fts5(${columns}, content=${sql.lit(table)}, content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`create trigger ${sql.id(`${fts}_insert`)} after insert on ${sql.table(table)} begin ${remember} end`.execute(db);
    await sql`create trigger ${sql.id(`${fts}_delete`)} after delete on ${sql.table(table)} begin ${forget} end`.execute(db);
    await sql`create trigger ${sql.id(`${fts}_update`)} after update on ${sql.table(table)} begin ${forget} ${remember} end`.execute(db);
    await sql`insert into ${sql.table(fts)}(${sql.id(fts)}) values ('rebuild')`.execute(db);
    return;
  }
  // As trigramSearch: a server that does not allow the extension still releases, only without the index.
  await sql`savepoint kiln_keyword_index`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of search.columns) {
      await sql`create index ${sql.id(search.indexNames[column])} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
    }
    await sql`release savepoint kiln_keyword_index`.execute(db);
  } catch {
    await sql`rollback to savepoint kiln_keyword_index`.execute(db);
  }
}

export async function dropKeywordIndex(db: AnyDb, dialect: Dialect, table: string, search: KeywordSearchPlan): Promise<void> {
  if (dialect === 'sqlite') {
    const fts = ftsTable(table);
    for (const event of triggerEvents) await sql`drop trigger if exists ${sql.id(`${fts}_${event}`)}`.execute(db);
    await sql`drop table if exists ${sql.table(fts)}`.execute(db);
    return;
  }
  for (const column of search.columns) await sql`drop index if exists ${sql.id(search.indexNames[column])}`.execute(db);
}
