// The first start seeds a demo company; later starts add nothing, and sessions
// survive a restart because they live in the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as demo from '@server/db/seed/demoCompany';
import { adminPassword, startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const tables = ['base_organize', 'base_position', 'base_role', 'base_group', 'base_user', 'base_user_relation', 'base_module', 'base_authorize', 'base_dictionary_type', 'base_dictionary_data', 'base_sys_config'] as const;

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
    await db.updateTable('base_module').set({ url_address: 'somewhere/else', en_code: 'renamed', full_name: '我的采购' }).where('id', '=', 'menu-purchase').execute();
    await db.updateTable('base_module_button').set({ en_code: 'btn_other' }).where('id', '=', 'menu-purchase-btn-add').execute();
    await server.restart();
    const entry = await server.app.kiln.db.selectFrom('base_module').select(['url_address', 'en_code', 'full_name']).where('id', '=', 'menu-purchase').executeTakeFirstOrThrow();
    expect(entry).toEqual({ url_address: 'demo/purchaseRequest', en_code: 'demo.purchaseRequest', full_name: '我的采购' });
    const button = await server.app.kiln.db.selectFrom('base_module_button').select('en_code').where('id', '=', 'menu-purchase-btn-add').executeTakeFirstOrThrow();
    expect(button.en_code).toBe('btn_add');
  });
});
