// The directory's tables (organisations, positions, roles, groups, users and
// their memberships) are created by their modules' migrations; the platform's
// first migration used to create them. A database made then — its 0001 made
// those tables and every later migration ran, but none of the modules' new
// 0001_* — still starts, keeps its rows, and ends with the same tables and
// indexes as a fresh one.
import { sql, type Kysely, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '@server/db/database';
import { platformMigrations } from '@server/db/migrations/index';
import type { Database } from '@server/db/schema';
import { modules } from '@server/modules/index';
import { organizeApi } from '@core/api/organize';
import { adminPassword, startServer, type TestServer } from './harness';

const moved = ['0001_organize_table', '0001_position_table', '0001_role_table', '0001_group_table', '0001_user_tables'];
const directoryTables = ['base_organize', 'base_position', 'base_role', 'base_group', 'base_user', 'base_user_relation', 'base_organize_relation'];

/** Every migration as a database made before the move ran them: 0001 made the directory's tables too. */
function migrationsBefore(): Record<string, Migration> {
  const all: Record<string, Migration> = { ...platformMigrations };
  for (const module of modules) Object.assign(all, module.migrations);
  const directory = moved.map((name) => all[name]);
  expect(directory.every(Boolean)).toBe(true);
  for (const name of moved) delete all[name];
  const first = platformMigrations['0001_directory_and_session'];
  all['0001_directory_and_session'] = {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations see the untyped schema
    up: async (db: Kysely<any>) => {
      await first.up(db);
      for (const migration of directory) await migration.up(db);
    },
  };
  return all;
}

/** Each directory table's columns and indexes, as the database reports them. */
async function shape(server: TestServer) {
  const db: Kysely<Database> = server.app.kiln.db;
  const tables = (await db.introspection.getTables()).filter((table) => directoryTables.includes(table.name));
  const columns = Object.fromEntries(
    tables.map((table) => [table.name, table.columns.map(({ name, dataType, isNullable, hasDefaultValue }) => ({ name, dataType, isNullable, hasDefaultValue })).sort((a, b) => a.name.localeCompare(b.name))]),
  );
  const names = sql.join(directoryTables.map((table) => sql.lit(table)));
  const indexes =
    server.app.kiln.dialect === 'postgres'
      ? await sql<{ name: string }>`select indexname as name from pg_indexes where tablename in (${names}) and indexname not like '%_pkey'`.execute(db)
      : await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name in (${names}) and name not like 'sqlite_%'`.execute(db);
  return { columns, indexes: indexes.rows.map((row) => row.name).sort() };
}

let before: TestServer;
let fresh: TestServer;

beforeAll(async () => {
  before = await startServer({}, {
    beforeBuild: async (config) => {
      const database = openDatabase(config);
      try {
        await migrateToLatest(database.db, migrationsBefore());
        await database.db
          .insertInto('base_organize')
          .values({ id: 'made-before', parent_id: '-1', organize_id_tree: 'made-before', category: 'company', en_code: 'madeBefore', full_name: '旧库公司', sort_code: 0, enabled_mark: 1, created_at: 1 })
          .execute();
      } finally {
        await database.close();
      }
    },
  });
  fresh = await startServer();
});
afterAll(async () => {
  await before?.close();
  await fresh?.close();
});

describe('a database made when the platform created the directory tables', () => {
  it('starts: the modules\' table migrations run there and change nothing, and its rows are kept', async () => {
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(before.app.kiln.db);
    expect(ran.rows.map((row) => row.name)).toEqual(expect.arrayContaining(moved));
    const admin = before.client();
    await admin.signIn('admin', adminPassword);
    const { data } = await organizeApi(admin.call).list({ keyword: '旧库' });
    expect(data.list.map((row) => row.id)).toEqual(['made-before']);
  });

  it('has the same directory tables, columns and indexes as a fresh database', async () => {
    const made = await shape(before);
    expect(Object.keys(made.columns).sort()).toEqual([...directoryTables].sort());
    expect(made).toEqual(await shape(fresh));
  });

  it('starts again', async () => {
    await before.restart();
    const admin = before.client();
    await admin.signIn('admin', adminPassword);
    expect((await organizeApi(admin.call).list({ keyword: '旧库' })).data.list).toHaveLength(1);
  });
});
