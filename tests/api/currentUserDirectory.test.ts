// The caller's own place in the directory, rights and log, as JNPF's profile
// reads them: subordinates down the own manager chain only, the granted trees,
// the own sign-in log, organisations and positions with the main one, and
// switching the application, main organisation or main position.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrantNode } from '@core/api/authorize';
import { authorizeApi } from '@core/api/authorize';
import { flattenTree } from '@core/tree';
import { newId } from '@server/db/ids';
import { memberOf, passwordDigest, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let zhangwei: TestClient;
let lina: TestClient;
let sunli: TestClient;

const base = '/api/permission/Users/Current';
const db = () => server.app.kiln.db;
const idOf = async (table: 'base_user' | 'base_organize' | 'base_position', column: 'account' | 'en_code', value: string) =>
  // Three tables with an id and the named column; Kysely cannot type a union of table names.
  (await db().selectFrom(table as 'base_user').select('id').where(column as 'account', '=', value).executeTakeFirstOrThrow()).id;
const userId = (account: string) => idOf('base_user', 'account', account);
const relate = async (user: string, objectType: 'Organize' | 'Position', objectId: string) =>
  db().insertInto('base_user_relation').values({ id: newId(), user_id: user, object_type: objectType, object_id: objectId }).execute();

interface Subordinate {
  id: string;
  fullName: string;
  userName: string;
  department: string;
  position: string;
  isLeaf: boolean;
}
interface Option {
  id: string;
  fullName: string;
  isDefault: boolean;
}
interface LogRow {
  category: string;
  loginType: number | null;
  loginMark: number;
  ipAddress: string;
  userName: string;
  abstracts: string;
  creatorTime: number;
}
type Paged<T> = { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } };
type Trees = Record<'module' | 'button' | 'column' | 'form' | 'resource' | 'portal', GrantNode[]>;
const ids = (nodes: GrantNode[]) => flattenTree(nodes).map((node) => node.id);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  [zhangwei, lina, sunli] = await Promise.all([memberOf(server, 'zhangwei'), memberOf(server, 'lina'), memberOf(server, 'sunli')]);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/permission/Users/Current/Subordinate/{id}', () => {
  it("lists the caller's direct reports, then a report's own reports", async () => {
    const top = await zhangwei.call<Subordinate[]>('GET', `${base}/Subordinate/0`);
    expect(top.code).toBe(200);
    const rd = top.data.find((node) => node.fullName === '李娜');
    expect(rd).toMatchObject({ userName: '李娜/lina', department: '研发部', position: '研发经理', isLeaf: false });
    expect(top.data.map((node) => node.fullName)).toEqual(expect.arrayContaining(['李娜', '吴婷', '王芳']));
    expect(top.data.map((node) => node.fullName)).not.toContain('刘洋');
    const below = await zhangwei.call<Subordinate[]>('GET', `${base}/Subordinate/${rd!.id}`);
    expect(below.data.map((node) => node.fullName)).toEqual(expect.arrayContaining(['刘洋', '陈杰']));
    expect(below.data.find((node) => node.fullName === '刘洋')).toMatchObject({ isLeaf: true, position: '前端工程师' });
    // Nobody reports to 孙丽.
    expect((await sunli.call<Subordinate[]>('GET', `${base}/Subordinate/0`)).data).toEqual([]);
  });

  it("refuses anyone outside the caller's own chain: above, beside or unknown", async () => {
    expect((await lina.call('GET', `${base}/Subordinate/${await userId('zhangwei')}`)).code).toBe(403);
    expect((await lina.call('GET', `${base}/Subordinate/${await userId('wuting')}`)).code).toBe(403);
    expect((await lina.call('GET', `${base}/Subordinate/no-such-user`)).code).toBe(403);
    expect((await server.client().call('GET', `${base}/Subordinate/0`)).code).toBe(600);
  });
});

describe('GET /api/permission/Users/Current/Authorize', () => {
  it('gives an administrator every enabled menu and item', async () => {
    const { code, data } = await admin.call<Trees>('GET', `${base}/Authorize`);
    expect(code).toBe(200);
    expect(ids(data.module)).toEqual(expect.arrayContaining(['menu-users', 'menu-area', 'menu-authorize']));
    expect(ids(data.button)).toEqual(expect.arrayContaining(['menu-area-btn-add', 'menu-area-btn-edit']));
    expect(data.portal).toEqual([]);
  });

  it("gives a member only what they were granted, under the granted menus' directories", async () => {
    const sunliId = await userId('sunli');
    const saved = await authorizeApi(admin.call).save(sunliId, {
      objectType: 'User',
      systemIds: [],
      module: ['menu-area'],
      button: ['menu-area-btn-add'],
      column: [],
      form: [],
      resource: [],
    });
    expect(saved.code).toBe(200);
    const { data } = await sunli.call<Trees>('GET', `${base}/Authorize`);
    // The directory comes along though only the entry was granted.
    expect(ids(data.module)).toEqual(expect.arrayContaining(['menu-systemdata', 'menu-area']));
    expect(ids(data.module)).not.toContain('menu-users');
    expect(ids(data.button)).toContain('menu-area-btn-add');
    expect(ids(data.button)).not.toContain('menu-area-btn-edit');
    expect(flattenTree(data.button).find((node) => node.id === 'menu-area-btn-add')?.fullName).toBe('新建');
    await authorizeApi(admin.call).save(sunliId, { objectType: 'User', systemIds: [], module: [], button: [], column: [], form: [], resource: [] });
    expect(ids((await sunli.call<Trees>('GET', `${base}/Authorize`)).data.module)).not.toContain('menu-area');
  });

  it('refuses a visitor without a session', async () => {
    expect((await server.client().call('GET', `${base}/Authorize`)).code).toBe(600);
  });
});

describe('GET /api/permission/Users/Current/SystemLog', () => {
  it("pages the caller's own entries with JNPF's fields, and filters them", async () => {
    // A wrong password on record for 孙丽.
    const failed = await server.client().oauth.login({ account: 'sunli', password: passwordDigest('wrong-pass1') });
    expect(failed.code).not.toBe(200);
    const all = await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { currentPage: 1, pageSize: 20 });
    expect(all.code).toBe(200);
    expect(all.data.list.map((row) => row.category)).toEqual(['login', 'password', 'login']);
    expect(all.data.list[0]).toMatchObject({ loginType: 0, loginMark: 0, userName: '孙丽/sunli', abstracts: '登录' });
    expect(all.data.list[1]).toMatchObject({ loginType: null, loginMark: 1, abstracts: '修改密码' });
    expect(all.data.list[0].creatorTime).toBeGreaterThanOrEqual(all.data.list[1].creatorTime);

    const signIns = await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { category: 1, currentPage: 1, pageSize: 20 });
    expect(signIns.data.list.map((row) => row.category)).toEqual(['login', 'login']);
    const failures = await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { category: 1, loginMark: 0, currentPage: 1, pageSize: 20 });
    expect(failures.data.pagination.total).toBe(1);
    expect((await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { loginType: 1 })).data.list).toEqual([]);
    const page = await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { currentPage: 2, pageSize: 1 });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 3 });
    expect((await sunli.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { endTime: 1 })).data.list).toEqual([]);
  });

  it("shows nobody else's entries, and refuses bad filters", async () => {
    const own = await lina.call<Paged<LogRow>>('GET', `${base}/SystemLog`, { pageSize: 50 });
    expect(own.data.list.every((row) => row.userName === '李娜/lina')).toBe(true);
    expect((await sunli.call('GET', `${base}/SystemLog`, { loginType: 'x' })).code).toBe(400);
    expect((await sunli.call('GET', `${base}/SystemLog`, { pageSize: 0 })).code).toBe(400);
    expect((await server.client().call('GET', `${base}/SystemLog`)).code).toBe(600);
  });
});

describe('organisations, positions and switching the main one', () => {
  it('lists the own organisations and positions with the main one marked', async () => {
    const organizes = await sunli.call<Option[]>('GET', `${base}/getUserOrganizes`);
    expect(organizes.data).toEqual([{ id: await idOf('base_organize', 'en_code', 'market'), fullName: 'Kiln 示例集团/市场部', isDefault: true }]);
    const positions = await sunli.call<Option[]>('GET', `${base}/getUserPositions`);
    expect(positions.data).toEqual([expect.objectContaining({ fullName: '市场专员', isDefault: true, organizeName: 'Kiln 示例集团/市场部' })]);
  });

  it('switches the main organisation among the own, the main position following, and the grant context with it', async () => {
    const sunliId = await userId('sunli');
    const rd = await idOf('base_organize', 'en_code', 'rd');
    const frontend = await idOf('base_position', 'en_code', 'frontend');
    await relate(sunliId, 'Organize', rd);
    await relate(sunliId, 'Position', frontend);
    expect((await server.app.kiln.grants.context(sunliId)).organizeId).toBe(await idOf('base_organize', 'en_code', 'market'));

    const switched = await sunli.call('PUT', `${base}/major`, { majorId: rd, majorType: 'Organize' });
    expect(switched).toMatchObject({ code: 200, msg: '切换成功' });
    const organizes = (await sunli.call<Option[]>('GET', `${base}/getUserOrganizes`)).data;
    expect(organizes.filter((entry) => entry.isDefault).map((entry) => entry.fullName)).toEqual(['Kiln 示例集团/研发部']);
    expect(organizes).toHaveLength(2);
    const positions = (await sunli.call<Option[]>('GET', `${base}/getUserPositions`)).data;
    expect(positions.filter((entry) => entry.isDefault).map((entry) => entry.fullName)).toEqual(['前端工程师']);
    expect((await server.app.kiln.grants.context(sunliId)).organizeId).toBe(rd);

    const marketer = await idOf('base_position', 'en_code', 'marketer');
    expect((await sunli.call('PUT', `${base}/major`, { majorId: marketer, majorType: 'Position' })).code).toBe(200);
    expect((await sunli.call<Option[]>('GET', `${base}/getUserPositions`)).data.find((entry) => entry.isDefault)?.id).toBe(marketer);
  });

  it('refuses an organisation or position that is not the own, an unknown kind and a malformed body, changing nothing', async () => {
    const before = await db().selectFrom('base_user').select(['organize_id', 'position_id', 'system_id']).where('account', '=', 'lina').executeTakeFirstOrThrow();
    const finance = await idOf('base_organize', 'en_code', 'finance');
    const ceo = await idOf('base_position', 'en_code', 'ceo');
    expect((await lina.call('PUT', `${base}/major`, { majorId: finance, majorType: 'Organize' })).msg).toBe('只能切换到自己所属的组织');
    expect((await lina.call('PUT', `${base}/major`, { majorId: ceo, majorType: 'Position' })).msg).toBe('只能切换到自己担任的岗位');
    expect((await lina.call('PUT', `${base}/major`, { majorId: finance, majorType: 'Portal' })).msg).toBe('切换类型只能是应用、组织或岗位');
    expect((await lina.call('PUT', `${base}/major`, { majorType: 'Organize' })).code).toBe(400);
    expect((await server.client().call('PUT', `${base}/major`, { majorId: finance, majorType: 'Organize' })).code).toBe(600);
    const after = await db().selectFrom('base_user').select(['organize_id', 'position_id', 'system_id']).where('account', '=', 'lina').executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it("switches the current application, and the next CurrentUser's menus are that application's", async () => {
    await db().insertInto('base_system').values({ id: 'sys-crm', en_code: 'crm', full_name: '客户管理', icon: 'TeamOutlined', sort_code: 50, enabled_mark: 1 }).execute();
    await db()
      .insertInto('base_module')
      .values({ id: 'menu-crm-clients', parent_id: '-1', system_id: 'sys-crm', en_code: 'crm.clients', full_name: '客户', type: 2, icon: '', url_address: 'crm/clients', link_target: '_self', property_json: '{}', sort_code: 1, enabled_mark: 1, created_at: Date.now() })
      .execute();
    const before = (await admin.oauth.currentUser()).data;
    expect(before.menuList.map((entry) => entry.enCode)).not.toContain('crm.clients');
    expect((await admin.call('PUT', `${base}/major`, { majorId: 'sys-crm', majorType: 'System' })).code).toBe(200);
    const after = (await admin.oauth.currentUser()).data;
    expect(after.menuList.map((entry) => entry.enCode)).toEqual(['crm.clients']);
    expect(after.userInfo.systemIds.find((system) => system.currentSystem)?.id).toBe('sys-crm');
    expect((await admin.call('PUT', `${base}/major`, { majorId: 'no-such-system', majorType: 'System' })).msg).toBe('应用不存在或已禁用');
    expect((await admin.oauth.currentUser()).data.userInfo.systemIds.find((system) => system.currentSystem)?.id).toBe('sys-crm');
  });
});

describe('the profile choices', () => {
  it('seeds the nation, education and certificate dictionaries under JNPF’s codes, and the profile stores a chosen item', async () => {
    const items = async (code: string) =>
      db()
        .selectFrom('base_dictionary_data as d')
        .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
        .select(['d.id', 'd.full_name'])
        .where('t.en_code', '=', code)
        .orderBy('d.sort_code')
        .execute();
    const nations = await items('Nation');
    expect(nations).toHaveLength(56);
    expect(nations[0].full_name).toBe('汉族');
    const levels = ['小学', '初中', '高中', '中专', '大专', '本科', '硕士', '博士'];
    // In this order; another module may add a choice of its own.
    expect((await items('Education')).map((item) => item.full_name).filter((name) => levels.includes(name))).toEqual(levels);
    expect((await items('certificateType')).map((item) => item.full_name)).toEqual(expect.arrayContaining(['身份证', '护照', '军官证', '港澳通行证', '台湾居民来往大陆通行证', '其他']));

    const saved = await lina.call('PUT', `${base}/BaseInfo`, { realName: '李娜', gender: 2, nation: nations[0].id, education: null });
    expect(saved.code).toBe(200);
    expect((await lina.call<{ nation: string; education: string }>('GET', `${base}/BaseInfo`)).data).toMatchObject({ nation: nations[0].id, education: '' });
  });
});
