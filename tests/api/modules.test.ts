// A module is one folder with one manifest: the app finds every folder, and
// mounting one more manifest brings its table (typed by the module itself),
// menu entry with buttons, texts and standard routes, with nothing else edited.
// The standard routes' enable toggle is one atomic statement.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModules, modules } from '@server/modules/index';
import { defineModule } from '@server/modules/defineModule';
import { crudRoutes } from '@server/modules/crudRoutes';
import { systemDataMenuId } from '@server/modules/menus';
import { ApiError } from '@server/http/errors';
import { compileForm } from '@core/form';
import { adminPassword, memberOf, startServer, type TestClient, type TestServer } from './harness';
import { apiDocument } from './apiDocument';

interface Gadget {
  fullName: string;
}

interface GadgetTable {
  id: string;
  full_name: string;
  enabled_mark: number;
}

// The module's table joins the typed schema as every module's does (its tables.ts).
declare module '@server/db/schema' {
  interface Database {
    test_gadget: GadgetTable;
  }
}

// A module written the way a new area is: this file is all it takes.
const gadgets = defineModule({
  name: 'gadget',
  tag: { name: 'gadget', description: 'A module mounted by the test' },
  texts: { 'gadget.notFound': { zh: '小工具不存在', zhtw: '小工具不存在', en: 'No such gadget' } },
  migrations: {
    '9001_gadgets': {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the untyped schema
      up: async (db: Kysely<any>) => {
        await db.schema
          .createTable('test_gadget')
          .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
          .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
          .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
      },
    },
  },
  menus: [{ id: 'menu-gadget', parentId: systemDataMenuId, enCode: 'system.gadget', fullName: '小工具', type: 2, icon: 'ToolOutlined', urlAddress: 'system/gadget', sortCode: 9, buttons: [{ code: 'add', name: '新建' }, { code: 'edit', name: '编辑' }, { code: 'remove', name: '删除' }] }],
  routes: (app, kiln) => {
    const db = kiln.db;
    let next = 0;
    crudRoutes<Gadget>(app, kiln, {
      path: '/api/system/Gadget',
      tag: 'gadget',
      module: 'system.gadget',
      noun: 'gadget',
      form: compileForm([{ id: 'fullName', widget: 'comInput', field: 'fullName', label: '名称', rules: { required: true, maxLength: 50 } }]),
      detail: {
        path: '/:id',
        get: async (id) => {
          const row = await db.selectFrom('test_gadget').selectAll().where('id', '=', id).executeTakeFirst();
          if (!row) throw new ApiError(404, { key: 'gadget.notFound' });
          return row;
        },
      },
      create: async (input) => {
        const id = `g${(next += 1)}`;
        await db.insertInto('test_gadget').values({ id, full_name: input.fullName, enabled_mark: 1 }).execute();
        return id;
      },
      update: async (id, input) => {
        await db.updateTable('test_gadget').set({ full_name: input.fullName }).where('id', '=', id).execute();
      },
      remove: async (id) => {
        await db.deleteFrom('test_gadget').where('id', '=', id).execute();
      },
      toggle: { table: 'test_gadget', notFound: 'gadget.notFound' },
    });
  },
});

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  server = await startServer({}, { modules: [...modules, gadgets] });
  admin = server.client();
  await admin.signIn('admin', adminPassword);
});
afterAll(async () => {
  await server.close();
});

describe('the modules the app mounts', () => {
  it('are every folder of server/modules with a module.ts, in name order, each named as its folder', () => {
    const dir = path.resolve(import.meta.dirname, '../../server/modules');
    const folders = fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory() && fs.existsSync(path.join(dir, name, 'module.ts')));
    expect(modules.map((module) => module.name)).toEqual([...folders].sort());
    expect(new Set(modules.map((module) => module.tag.name)).size).toBe(modules.length);
  });

  it('are found in a folder as it is when read: a new folder simply appears, a manifest named otherwise stops the start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-modules-'));
    const write = (folder: string, name: string) => {
      fs.mkdirSync(path.join(dir, folder));
      fs.writeFileSync(path.join(dir, folder, 'module.ts'), `export default { name: '${name}', tag: { name: '${name}', description: '' }, routes: () => undefined };\n`);
    };
    try {
      write('zeta', 'zeta');
      write('alpha', 'alpha');
      fs.mkdirSync(path.join(dir, 'notAModule'));
      expect((await loadModules(dir)).map((module) => module.name)).toEqual(['alpha', 'zeta']);
      write('Beta', 'beta');
      await expect(loadModules(dir)).rejects.toThrow("Beta/module.ts must export default defineModule({ name: 'Beta'");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a module mounted from its manifest', () => {
  it('gets its menu entry with its buttons, under the directory it names', async () => {
    const { data } = await admin.oauth.currentUser();
    const systemData = data.menuList.find((entry) => entry.enCode === 'systemData')!;
    expect(systemData.children.map((entry) => entry.enCode)).toContain('system.gadget');
    const gadget = systemData.children.find((entry) => entry.enCode === 'system.gadget')!;
    expect(data.permissionList.find((p) => p.modelId === gadget.id)?.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
  });

  it('gets its standard routes from one definition, with its texts and the menu\'s buttons guarding writes', async () => {
    const created = await admin.call<{ id: string }>('POST', '/api/system/Gadget', { fullName: '扳手' });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await admin.call('GET', `/api/system/Gadget/${created.data.id}`)).data).toMatchObject({ full_name: '扳手' });
    expect((await admin.call('GET', '/api/system/Gadget/nothing')).msg).toBe('小工具不存在');
    expect((await admin.call('POST', '/api/system/Gadget', {})).code).toBe(400);
    const member = await memberOf(server, 'wuting');
    expect((await member.call('POST', '/api/system/Gadget', { fullName: '锤子' })).code).toBe(403);
    expect((await admin.call('DELETE', `/api/system/Gadget/${created.data.id}`)).msg).toBe('删除成功');
  });

  it('is in the OpenAPI document under its tag', async () => {
    const document = await apiDocument(server);
    expect(document.tags.map((tag) => tag.name)).toContain('gadget');
    expect(Object.keys(document.paths)).toContain('/api/system/Gadget/{id}/Actions/State');
  });
});

describe('the enable toggle', () => {
  it('flips in one statement: fifty toggles at once leave the flag where it started and alternate their answers', async () => {
    const id = (await admin.call<{ id: string }>('POST', '/api/system/Gadget', { fullName: '螺丝刀' })).data.id;
    const answers = await Promise.all(Array.from({ length: 50 }, () => admin.call<{ enabledMark: number }>('PUT', `/api/system/Gadget/${id}/Actions/State`)));
    const marks = answers.map((answer) => answer.data.enabledMark);
    expect(marks.filter((mark) => mark === 0)).toHaveLength(25);
    expect(marks.filter((mark) => mark === 1)).toHaveLength(25);
    expect((await admin.call<{ enabled_mark: number }>('GET', `/api/system/Gadget/${id}`)).data.enabled_mark).toBe(1);
    expect((await admin.call('PUT', '/api/system/Gadget/nothing/Actions/State')).msg).toBe('小工具不存在');
  });
});
