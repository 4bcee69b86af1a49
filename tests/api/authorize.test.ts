// Grants through the grant screen's calls: each step's tree, saving every kind
// at once for a role or a user, the effect on the member's menus, buttons and
// routes without a restart, the permission-group views, each user's column
// layouts, and the administrator list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeApi, type GrantNode } from '@core/api/authorize';
import { flattenTree } from '@core/tree';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let staff: TestClient;
const db = () => server.app.kiln.db;
const roleId = async (code: string) => (await db().selectFrom('base_role').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const ids = (nodes: GrantNode[]) => flattenTree(nodes).map((node) => node.id);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  // 孙丽 holds the staff role only, which grants nothing at first.
  staff = await memberOf(server, 'sunli');
});
afterAll(async () => {
  await server.close();
});

describe('POST /api/permission/Authority/Data/{objectId}/Values', () => {
  it('gives each step its tree, every id of its kind and what the object holds', async () => {
    const api = authorizeApi(admin.call);
    const manager = await roleId('manager');
    const systems = await api.values(manager, { type: 'system' });
    expect(systems.code).toBe(200);
    expect(systems.data.all.length).toBeGreaterThan(0);
    const menus = await api.values(manager, { type: 'module', moduleIds: systems.data.all.join(',') });
    expect(ids(menus.data.list)).toEqual(expect.arrayContaining(['menu-dictionary', 'menu-users', 'menu-purchase']));
    expect(menus.data.ids).toEqual(expect.arrayContaining(['menu-dictionary']));
    const buttons = await api.values(manager, { type: 'button', moduleIds: 'menu-billrule' });
    expect(buttons.data.all).toEqual(expect.arrayContaining(['menu-billrule-btn-add', 'menu-billrule-btn-edit']));
    expect(buttons.data.all).not.toContain('menu-dictionary-btn-add');
    // The button's entry sits above it in the tree.
    expect(flattenTree(buttons.data.list).find((node) => node.id === 'menu-billrule')?.children.map((node) => node.kind)).toContain('button');
  });

  it('answers 404 for an object that is none of role, position, group or user', async () => {
    expect((await authorizeApi(admin.call).values('nobody', { type: 'system' })).code).toBe(404);
  });

  it('refuses a member without the grant screen', async () => {
    expect((await authorizeApi(staff.call).values(await roleId('staff'), { type: 'system' })).code).toBe(403);
  });
});

describe('PUT /api/permission/Authority/Data/{objectId}', () => {
  it('gives a role’s members the menu and buttons at once, and takes them away again', async () => {
    const api = authorizeApi(admin.call);
    const staffRole = await roleId('staff');
    const systemIds = (await api.values(staffRole, { type: 'system' })).data.all;
    expect((await staff.call('GET', '/api/system/BillRule', { currentPage: 1, pageSize: 20 })).code).toBe(403);

    const saved = await api.save(staffRole, {
      objectType: 'Role',
      systemIds,
      module: ['menu-systemdata', 'menu-billrule', 'not-a-menu'],
      button: ['menu-billrule', 'menu-billrule-btn-edit'],
      column: [],
      form: [],
      resource: [],
    });
    expect(saved.code).toBe(200);
    const current = (await staff.oauth.currentUser()).data;
    expect(flattenTree(current.menuList).map((entry) => entry.enCode)).toContain('system.billRule');
    expect(current.permissionList.find((entry) => entry.modelId === 'menu-billrule')?.button.map((button) => button.enCode)).toEqual(['btn_edit']);
    expect((await staff.call('GET', '/api/system/BillRule', { currentPage: 1, pageSize: 20 })).code).toBe(200);
    // Unknown ids and the half-checked entry sent with the buttons are not stored.
    const stored = await db().selectFrom('base_authorize').select(['item_type', 'item_id']).where('object_id', '=', staffRole).execute();
    expect(stored.filter((row) => row.item_type === 'button').map((row) => row.item_id)).toEqual(['menu-billrule-btn-edit']);
    expect(stored.map((row) => row.item_id)).not.toContain('not-a-menu');

    await api.save(staffRole, { objectType: 'Role', systemIds, module: [], button: [], column: [], form: [], resource: [] });
    expect((await staff.call('GET', '/api/system/BillRule', { currentPage: 1, pageSize: 20 })).code).toBe(403);
    expect((await staff.oauth.currentUser()).data.menuList).toEqual([]);
  });

  it('grants to one user directly', async () => {
    const api = authorizeApi(admin.call);
    const sunli = await userId('sunli');
    const saved = await api.save(sunli, { objectType: 'User', systemIds: [], module: ['menu-systemdata', 'menu-area'], button: [], column: [], form: [], resource: [] });
    expect(saved.code).toBe(200);
    expect((await staff.call('GET', '/api/system/Area/110000/Info')).code).toBe(200);
    await api.save(sunli, { objectType: 'User', systemIds: [], module: [], button: [], column: [], form: [], resource: [] });
    expect((await staff.call('GET', '/api/system/Area/110000/Info')).code).toBe(403);
  });

  it('refuses a wrong object type or a malformed body, and changes nothing', async () => {
    const api = authorizeApi(admin.call);
    const manager = await roleId('manager');
    const before = await db().selectFrom('base_authorize').select('item_id').where('object_id', '=', manager).execute();
    expect((await api.save(manager, { objectType: 'User', systemIds: [], module: [], button: [], column: [], form: [], resource: [] })).code).toBe(400);
    expect((await admin.call('PUT', `/api/permission/Authority/Data/${manager}`, { objectType: 'Role', module: [{ id: 'menu-area' }] })).code).toBe(400);
    const after = await db().selectFrom('base_authorize').select('item_id').where('object_id', '=', manager).execute();
    expect(after).toEqual(before);
  });

  it('refuses a member, who cannot grant themself anything', async () => {
    const sunli = await userId('sunli');
    const answer = await authorizeApi(staff.call).save(sunli, { objectType: 'User', systemIds: [], module: ['menu-users'], button: [], column: [], form: [], resource: [] });
    expect(answer.code).toBe(403);
    expect(await db().selectFrom('base_authorize').select('id').where('object_id', '=', sunli).execute()).toEqual([]);
  });
});

describe('the permission-group views', () => {
  it('list through whom a user holds rights, and what one of them grants', async () => {
    const api = authorizeApi(admin.call);
    const lina = await userId('lina');
    const groups = await api.permissionGroups({ id: lina, objectType: 'user' });
    expect(groups.code).toBe(200);
    const manager = await roleId('manager');
    expect(groups.data.list.map((entry) => entry.id)).toEqual(expect.arrayContaining([lina, manager]));
    const menus = await api.permission({ id: lina, permissionId: manager, itemType: 'module', objectType: 'user' });
    expect(ids(menus.data)).toContain('menu-dictionary');
    expect(ids(menus.data)).not.toContain('menu-users');
    expect((await api.permission({ id: lina, permissionId: await roleId('staff'), itemType: 'module', objectType: 'user' })).code).toBe(400);
  });
});

describe('per-user column settings', () => {
  it('keeps each user’s own layout of a list they may open', async () => {
    const api = authorizeApi(admin.call);
    expect((await api.columns('menu-area')).data).toEqual([]);
    const layout = [
      { prop: 'fullName', label: '名称', visible: true },
      { prop: 'enCode', label: '编码', visible: false },
    ];
    expect((await api.setColumns('menu-area', layout)).code).toBe(200);
    expect((await api.columns('menu-area')).data).toEqual(layout);
    expect((await authorizeApi(staff.call).columns('menu-area')).data).toEqual([]);
  });

  it('refuses a list that is not JSON, and a menu the user may not open', async () => {
    expect((await admin.call('PUT', '/api/permission/Authority/SetColumnsByModuleId', { moduleId: 'menu-area', fieldList: '{oops' })).code).toBe(400);
    expect((await authorizeApi(staff.call).setColumns('menu-users', [{ prop: 'account', label: '', visible: true }])).code).toBe(403);
  });
});

describe('the administrator list', () => {
  it('is read and replaced by administrators, who cannot drop themselves', async () => {
    const list = await admin.call<{ id: string; account: string }[]>('GET', '/api/system/SysConfig/getAdminList');
    expect(list.data.map((entry) => entry.account)).toEqual(['admin']);
    const adminId = list.data[0].id;
    const sunli = await userId('sunli');
    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [sunli] })).code).toBe(400);
    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [adminId, 'nobody'] })).code).toBe(400);
    expect((await staff.call('GET', '/api/system/SysConfig/getAdminList')).code).toBe(403);

    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [adminId, sunli] })).code).toBe(200);
    expect((await staff.call('GET', '/api/system/SysConfig/getAdminList')).code).toBe(200);
    expect((await staff.oauth.currentUser()).data.userInfo.isAdministrator).toBe(true);
    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [adminId] })).code).toBe(200);
    expect((await staff.call('GET', '/api/system/SysConfig/getAdminList')).code).toBe(403);
  });
});
