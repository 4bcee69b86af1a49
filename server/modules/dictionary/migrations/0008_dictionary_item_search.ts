// Indexed keyword search over dictionary items, so '%word%' does not scan a
// large category: a trigram FTS5 table on SQLite (kept in step by triggers), and
// trigram GIN indexes on PostgreSQL when the pg_trgm extension can be installed.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
const isSqlite = (db: Kysely<any>) => db.getExecutor().adapter instanceof SqliteAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isSqlite
export async function up(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    await sql`create virtual table base_dictionary_data_fts using fts5(full_name, en_code, content='base_dictionary_data', content_rowid='rowid', tokenize='trigram')`.execute(db);
    await sql`create trigger base_dictionary_data_fts_insert after insert on base_dictionary_data begin
      insert into base_dictionary_data_fts(rowid, full_name, en_code) values (new.rowid, new.full_name, new.en_code);
    end`.execute(db);
    await sql`create trigger base_dictionary_data_fts_delete after delete on base_dictionary_data begin
      insert into base_dictionary_data_fts(base_dictionary_data_fts, rowid, full_name, en_code) values ('delete', old.rowid, old.full_name, old.en_code);
    end`.execute(db);
    await sql`create trigger base_dictionary_data_fts_update after update on base_dictionary_data begin
      insert into base_dictionary_data_fts(base_dictionary_data_fts, rowid, full_name, en_code) values ('delete', old.rowid, old.full_name, old.en_code);
      insert into base_dictionary_data_fts(rowid, full_name, en_code) values (new.rowid, new.full_name, new.en_code);
    end`.execute(db);
    await sql`insert into base_dictionary_data_fts(base_dictionary_data_fts) values ('rebuild')`.execute(db);
    return;
  }
  // A server that does not allow the extension still works, only without the index.
  await sql`savepoint kiln_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index ix_dictionary_data_name_trgm on base_dictionary_data using gin (lower(full_name) gin_trgm_ops)`.execute(db);
    await sql`create index ix_dictionary_data_code_trgm on base_dictionary_data using gin (lower(en_code) gin_trgm_ops)`.execute(db);
    await sql`release savepoint kiln_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint kiln_trgm`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isSqlite
export async function down(db: Kysely<any>): Promise<void> {
  if (isSqlite(db)) {
    for (const trigger of ['insert', 'delete', 'update']) await sql.raw(`drop trigger if exists base_dictionary_data_fts_${trigger}`).execute(db);
    await sql`drop table if exists base_dictionary_data_fts`.execute(db);
    return;
  }
  await sql`drop index if exists ix_dictionary_data_name_trgm`.execute(db);
  await sql`drop index if exists ix_dictionary_data_code_trgm`.execute(db);
}
