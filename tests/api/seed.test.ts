// The first start seeds a demo company and releases the demo's model; later
// starts add nothing, and sessions survive a restart because they live in the
// database. A database the hand-written purchase module made keeps its entry.
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '@server/db/seed/demoCompany';
import { migrateToLatest, openDatabase } from '@server/db/database';
import { platformMigrations } from '@server/db/migrations/index';
import { modules } from '@server/modules/index';
import { adminPassword, startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const tables = [
  'base_organize',
  'base_position',
  'base_role',
  'base_group',
  'base_user',
  'base_user_relation',
  'base_module',
  'base_module_button',
  'base_module_column',
  'base_module_form',
  'base_module_data_field',
  'base_module_data_scheme',
  'base_authorize',
  'base_dictionary_type',
  'base_dictionary_data',
  'base_sys_config',
  'base_visual_dev',
  'base_visual_dev_release',
] as const;

async function counts() {
  const db = server.app.kiln.db;
  const result: Record<string, number> = {};
  for (const table of tables) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

describe('seed', () => {
  it('creates the demo company: its departments, positions, roles, groups and users besides the administrator', async () => {
    expect(await counts()).toMatchObject({
      base_organize: 1 + demo.departments.length,
      base_position: demo.positions.length,
      base_role: demo.roles.length,
      base_group: demo.groups.length,
      base_user: 1 + demo.users.length,
    });
  });

  it('gives every demo position a type of the PositionType dictionary, as the position form requires', async () => {
    const db = server.app.kiln.db;
    const typeCodes = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.en_code')
      .where('t.en_code', '=', 'PositionType')
      .execute();
    const known = new Set(typeCodes.map((item) => item.en_code));
    const seeded = await db.selectFrom('base_position').select(['en_code', 'type']).execute();
    expect(seeded).toHaveLength(demo.positions.length);
    for (const position of seeded) expect(known, position.en_code).toContain(position.type);
  });

  it('creates the dictionaries the shell reads, such as msgSourceType', async () => {
    const db = server.app.kiln.db;
    const items = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select(['d.en_code', 'd.full_name'])
      .where('t.en_code', '=', 'msgSourceType')
      .orderBy('d.sort_code')
      .execute();
    expect(items.map((i) => i.en_code)).toEqual(demo.dictionaries.find((d) => d.code === 'msgSourceType')!.items.map((i) => i.code));
  });

  it('makes the administrator the one entry of the admin list', async () => {
    const admin = await server.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow();
    expect((await server.app.kiln.sysConfig.get()).adminIds).toEqual([admin.id]);
  });

  it('adds nothing when the server starts again, and keeps sessions alive across the restart', async () => {
    const client = server.client();
    await client.signIn('admin', adminPassword);
    const before = await counts();
    await server.restart();
    expect(await counts()).toEqual(before);
    expect((await client.oauth.currentUser()).code).toBe(200);
  });

  it('brings a module\'s menu entry back to the address and code its routes rely on, keeping the name an administrator gave it', async () => {
    const db = server.app.kiln.db;
    await db.updateTable('base_module').set({ url_address: 'somewhere/else', en_code: 'renamed', full_name: '我的区划' }).where('id', '=', 'menu-area').execute();
    await db.updateTable('base_module_button').set({ en_code: 'btn_other' }).where('id', '=', 'menu-area-btn-add').execute();
    await server.restart();
    const entry = await server.app.kiln.db.selectFrom('base_module').select(['url_address', 'en_code', 'full_name']).where('id', '=', 'menu-area').execute();
    expect(entry).toEqual([{ url_address: 'system/area', en_code: 'system.area', full_name: '我的区划' }]);
    const button = await server.app.kiln.db.selectFrom('base_module_button').select('en_code').where('id', '=', 'menu-area-btn-add').executeTakeFirstOrThrow();
    expect(button.en_code).toBe('btn_add');
  });

  it('releases the demo\'s purchase request once, as an administrator would, and grants the demo roles its entry', async () => {
    const db = server.app.kiln.db;
    const models = await db.selectFrom('base_visual_dev').select(['version', 'menu_ids']).where('en_code', '=', 'demo.purchaseRequest').execute();
    expect(models.map((model) => [Number(model.version), JSON.parse(model.menu_ids)])).toEqual([[1, ['menu-purchase']]]);
    const granted = async (role: string, itemType: 'button' | 'resource', table: 'base_module_button' | 'base_module_data_scheme') =>
      (
        await db
          .selectFrom('base_authorize as a')
          .innerJoin('base_role as r', 'r.id', 'a.object_id')
          // Both tables have the columns read here; Kysely cannot name a union of tables.
          .innerJoin(`${table as 'base_module_button'} as i`, 'i.id', 'a.item_id')
          .select('i.en_code')
          .where('r.en_code', '=', role)
          .where('a.item_type', '=', itemType)
          .where('i.module_id', '=', 'menu-purchase')
          .orderBy('i.sort_code')
          .execute()
      ).map((row) => row.en_code);
    expect(await granted('manager', 'button', 'base_module_button')).toEqual(['btn_add', 'btn_download', 'btn_edit', 'btn_detail', 'btn_remove']);
    expect(await granted('staff', 'button', 'base_module_button')).toEqual(['btn_add', 'btn_edit', 'btn_detail']);
    expect(await granted('manager', 'resource', 'base_module_data_scheme')).toEqual(['team']);
    expect(await granted('staff', 'resource', 'base_module_data_scheme')).toEqual(['own']);
    expect(await granted('developer', 'button', 'base_module_button')).toEqual([]);
  });
});

describe('a database the hand-written purchase module made', () => {
  let upgraded: TestServer;
  const grantId = 'old-grant-add';

  beforeAll(async () => {
    upgraded = await startServer({}, {
      beforeBuild: async (config) => {
        const database = openDatabase(config);
        try {
          const before: Record<string, Migration> = { ...platformMigrations };
          for (const module of modules) Object.assign(before, module.migrations);
          delete before['0047_drop_demo_purchase'];
          await migrateToLatest(database.db, before);
          // What the module's manifest seeded: its directory, its entry (renamed by an administrator) and a button granted to someone.
          const entry = { system_id: 'sys-main', link_target: '', property_json: '{}', enabled_mark: 1, created_at: 1 };
          const demoDirectory = { ...entry, id: 'menu-demo', parent_id: '-1', en_code: 'demo', full_name: '示例应用', type: 1, icon: 'ExperimentOutlined' };
          const purchase = { ...entry, id: 'menu-purchase', parent_id: 'menu-demo', en_code: 'demo.purchaseRequest', full_name: '我的采购', type: 2 };
          await database.db
            .insertInto('base_module')
            .values([
              { ...demoDirectory, url_address: '', sort_code: 800 },
              { ...purchase, icon: 'ShoppingCartOutlined', url_address: 'demo/purchaseRequest', sort_code: 1 },
            ])
            .execute();
          const button = { id: 'menu-purchase-btn-add', module_id: 'menu-purchase', en_code: 'btn_add', full_name: '新建', sort_code: 1, enabled_mark: 1 };
          await database.db.insertInto('base_module_button').values(button).execute();
          const grant = { id: grantId, item_type: 'button' as const, item_id: button.id, object_type: 'User' as const, object_id: 'someone' };
          await database.db.insertInto('base_authorize').values(grant).execute();
        } finally {
          await database.close();
        }
      },
    });
  });
  afterAll(async () => {
    await upgraded?.close();
  });

  it('starts: the old tables go, and the model takes the entry over with its id and grants', async () => {
    const db = upgraded.app.kiln.db;
    const ran = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(ran.rows.map((row) => row.name)).toEqual(expect.arrayContaining(['0016_purchase_requests', '0041_purchase_attachments', '0047_drop_demo_purchase']));
    const names = (await db.introspection.getTables()).map((table) => table.name);
    expect(names).not.toContain('demo_purchase_request');
    expect(names).toEqual(expect.arrayContaining(['purchase_request', 'purchase_item']));
    const model = await db.selectFrom('base_visual_dev').select(['id', 'menu_ids']).where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
    expect(JSON.parse(model.menu_ids)).toEqual(['menu-purchase']);
    const entry = await db.selectFrom('base_module').selectAll().where('id', '=', 'menu-purchase').executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ parent_id: 'menu-demo', type: 3, en_code: 'demo.purchaseRequest', full_name: '采购申请' });
    expect(JSON.parse(entry.property_json)).toEqual({ moduleId: model.id });
    expect(await db.selectFrom('base_module').select('id').where('en_code', '=', 'demo.purchaseRequest').execute()).toHaveLength(1);
    const button = await db.selectFrom('base_module_button').select(['id', 'en_code']).where('id', '=', 'menu-purchase-btn-add').executeTakeFirstOrThrow();
    expect(button.en_code).toBe('btn_add');
    expect(await db.selectFrom('base_authorize').select('item_id').where('id', '=', grantId).executeTakeFirst()).toEqual({ item_id: 'menu-purchase-btn-add' });
  });
});
