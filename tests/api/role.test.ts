// Roles (spec 02 §7.8): global or of organisations, codes unique, never deleted
// while users hold them, and a disabled role grants nothing. Managed under the
// 角色管理 menu entry and its buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleApi, type RoleInput } from '@core/api/role';
import { billRuleApi } from '@core/api/billRule';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof roleApi>;
const org: Record<string, string> = {};

const db = () => server.app.kiln.db;
const roleRow = (code: string) => db().selectFrom('base_role').selectAll().where('en_code', '=', code).executeTakeFirst();
const roleId = async (code: string) => (await roleRow(code))!.id;
const relationsOf = async (id: string) =>
  (await db().selectFrom('base_organize_relation').select('organize_id').where('object_type', '=', 'Role').where('object_id', '=', id).execute()).map((r) => r.organize_id).sort();
const count = async (table: 'base_role' | 'base_organize_relation' | 'base_authorize') =>
  Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = roleApi(admin.call);
  for (const row of await db().selectFrom('base_organize').select(['id', 'en_code']).execute()) org[row.en_code] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const input = (overrides: Partial<RoleInput> = {}): RoleInput => ({
  fullName: '审计员',
  enCode: 'auditor',
  globalMark: 1,
  sortCode: 10,
  enabledMark: 1,
  description: '',
  ...overrides,
});

describe('role list', () => {
  it('lists the seeded roles, global, in order, paged in SQL', async () => {
    const { data } = await api.list({ pageSize: 2 });
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(data.list.map((r) => r.enCode)).toEqual(['manager', 'staff']);
    expect(data.list[0]).toMatchObject({ fullName: '部门经理', globalMark: 1, type: '全局', organizeInfo: '', enabledMark: 1 });
    expect(typeof data.list[0].creatorTime).toBe('number');
    expect((await api.list({ pageSize: 2, currentPage: 2 })).data.list.map((r) => r.enCode)).toEqual(['developer']);
  });

  it('searches name and code by keyword', async () => {
    expect((await api.list({ keyword: '开发' })).data.list.map((r) => r.enCode)).toEqual(['developer']);
    expect((await api.list({ keyword: 'STAFF' })).data.list.map((r) => r.enCode)).toEqual(['staff']);
  });

  it('offers the screen a tree: the global roles first, then the organisations', async () => {
    const { data } = await api.tree();
    expect(data.list[0]).toMatchObject({ id: '0', fullName: '全局' });
    expect(data.list[1]).toMatchObject({ id: org.kiln, fullName: 'Kiln 示例集团', hasChildren: true });
    expect(data.list[1].children?.map((c) => c.fullName)).toContain('研发部');
  });
});

describe('role changes', () => {
  it('creates a global role and reads it back', async () => {
    const created = await api.create(input());
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ fullName: '审计员', enCode: 'auditor', globalMark: 1, type: '全局', organizeIdsTree: [], organizeIds: [], sortCode: 10, enabledMark: 1 });
    expect((await api.list({ organizeId: '0', keyword: 'auditor' })).data.list.map((r) => r.enCode)).toEqual(['auditor']);
  });

  it('creates a role of organisations from JNPF\'s id paths and lists it under each', async () => {
    const created = await api.create(input({ fullName: '研发助理', enCode: 'rd.assistant', globalMark: 0, organizeIdsTree: [[org.kiln, org.rd], [org.kiln, org.market]] }));
    expect(created.code, created.msg).toBe(200);
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ globalMark: 0, type: '组织' });
    expect([...data.organizeIdsTree].sort()).toEqual([[org.kiln, org.market], [org.kiln, org.rd]].sort());
    const rows = (await api.list({ organizeId: org.rd })).data.list;
    expect(rows.map((r) => r.enCode)).toEqual(['rd.assistant']);
    expect(rows[0].organizeInfo.split(',').sort()).toEqual(['Kiln 示例集团/市场部', 'Kiln 示例集团/研发部']);
    expect((await api.list({ organizeId: org.market })).data.pagination.total).toBe(1);
    expect((await api.list({ organizeId: '0' })).data.list.map((r) => r.enCode)).not.toContain('rd.assistant');
    expect((await api.list({ type: 0 })).data.list.map((r) => r.enCode)).toEqual(['rd.assistant']);
  });

  it('accepts the body JNPF\'s role form sends, its extra fields set aside', async () => {
    const body = { id: '', fullName: '外部审核', enCode: 'externalAudit', type: '', enabledMark: 1, globalMark: 1, organizeIdsTree: [], sortCode: 0, description: '' };
    const created = await admin.call<{ id: string }>('POST', '/api/permission/Role', body);
    expect(created.code, created.msg).toBe(200);
    expect((await api.get(created.data.id)).data).toMatchObject({ fullName: '外部审核', globalMark: 1, type: '全局' });
    expect((await api.remove(created.data.id)).code).toBe(200);
  });

  it('keeps each organisation once, however often it is picked', async () => {
    const created = await api.create(input({ fullName: '财务审核', enCode: 'financeReview', globalMark: 0, organizeIdsTree: [[org.kiln, org.finance], [org.finance]] }));
    expect(created.code, created.msg).toBe(200);
    expect(await relationsOf(created.data.id)).toEqual([org.finance]);
    expect((await api.get(created.data.id)).data.organizeIdsTree).toEqual([[org.kiln, org.finance]]);
  });

  it('replaces the organisations on update, and drops them when the role turns global', async () => {
    const id = await roleId('rd.assistant');
    const moved = await api.update(id, input({ fullName: '研发助理', enCode: 'rd.assistant', globalMark: 0, organizeIdsTree: [[org.kiln, org.hr]] }));
    expect(moved).toMatchObject({ code: 200, msg: '更新成功' });
    expect(await relationsOf(id)).toEqual([org.hr]);
    expect((await api.list({ organizeId: org.rd })).data.pagination.total).toBe(0);
    expect((await api.update(id, input({ fullName: '研发助理', enCode: 'rd.assistant', globalMark: 1, organizeIdsTree: [[org.kiln, org.hr]] }))).code).toBe(200);
    expect(await relationsOf(id)).toEqual([]);
    expect((await api.get(id)).data).toMatchObject({ globalMark: 1, organizeIdsTree: [] });
  });

  it.each<[Partial<RoleInput>, string]>([
    [{ fullName: '' }, '请输入角色名称'],
    [{ fullName: '坏$名' }, '名称不能含有特殊符号'],
    [{ enCode: '' }, '请输入角色编码'],
    [{ enCode: '.bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ fullName: 'x'.repeat(51) }, '名称最多为50个字符！'],
    [{ enCode: 'staff' }, '角色编码已存在'],
    [{ fullName: '普通员工' }, '角色名称已存在'],
    [{ globalMark: 0 }, '请选择所属组织'],
    [{ globalMark: 0, organizeIdsTree: [] }, '请选择所属组织'],
    [{ globalMark: 0, organizeIdsTree: [['no-such-organisation']] }, '所属组织不存在'],
    [{ globalMark: 2 as 0 }, '请选择角色类型'],
  ])('refuses %j and writes nothing', async (overrides, message) => {
    const before = [await count('base_role'), await count('base_organize_relation')];
    const result = await api.create(input({ fullName: '另一个角色', enCode: 'another', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect([await count('base_role'), await count('base_organize_relation')]).toEqual(before);
  });

  it('names the organisation field when a role of organisations has none', async () => {
    const result = await api.create(input({ fullName: '另一个角色', enCode: 'another', globalMark: 0 }));
    expect(result.data).toMatchObject({ errors: [{ field: 'organizeIdsTree', message: '请选择所属组织' }] });
  });

  it('refuses an update that takes another role\'s code, changing nothing', async () => {
    const id = await roleId('auditor');
    const result = await api.update(id, input({ enCode: 'developer' }));
    expect(result).toMatchObject({ code: 400, msg: '角色编码已存在' });
    expect((await roleRow('auditor'))?.en_code).toBe('auditor');
  });

  it('answers in the request\'s language', async () => {
    const english = roleApi(server.client({ token: admin.token, language: 'en' }).call);
    expect((await english.create(input({ enCode: 'staff', fullName: '另一个角色' }))).msg).toBe('The role code is taken');
    expect((await english.tree()).data.list[0].fullName).toBe('Global');
  });

  it('answers 404 for an unknown role', async () => {
    expect((await api.get('no-such-role')).code).toBe(404);
    expect((await api.update('no-such-role', input({ enCode: 'ghost', fullName: '幽灵' }))).code).toBe(404);
    expect((await api.toggle('no-such-role')).code).toBe(404);
    expect((await api.remove('no-such-role')).code).toBe(404);
  });
});

describe('role state', () => {
  it('disables and enables a role in one call each', async () => {
    const id = await roleId('auditor');
    expect(await api.toggle(id)).toMatchObject({ code: 200, msg: '禁用成功', data: { enabledMark: 0 } });
    expect((await api.list({ enabledMark: 0 })).data.list.map((r) => r.enCode)).toEqual(['auditor']);
    expect(await api.toggle(id)).toMatchObject({ code: 200, msg: '启用成功', data: { enabledMark: 1 } });
  });

  it('takes a disabled role\'s rights from its members at once, and gives them back', async () => {
    const manager = await memberOf(server, 'hetao');
    const rules = billRuleApi(manager.call);
    const ruleId = (await rules.list()).data.list[0].id;
    expect((await rules.get(ruleId)).code).toBe(200);
    const id = await roleId('manager');
    expect((await api.toggle(id)).data.enabledMark).toBe(0);
    expect((await rules.get(ruleId)).code).toBe(403);
    expect((await api.toggle(id)).data.enabledMark).toBe(1);
    expect((await rules.get(ruleId)).code).toBe(200);
  });

  it('does the same when the edit form switches the role off', async () => {
    const manager = await memberOf(server, 'hetao');
    const rules = billRuleApi(manager.call);
    const ruleId = (await rules.list()).data.list[0].id;
    const id = await roleId('manager');
    const saved = (await api.get(id)).data;
    const asSaved = { fullName: saved.fullName, enCode: saved.enCode, globalMark: saved.globalMark, sortCode: saved.sortCode, description: saved.description };
    expect((await api.update(id, { ...asSaved, enabledMark: 0 })).code).toBe(200);
    expect((await rules.get(ruleId)).code).toBe(403);
    expect((await api.update(id, { ...asSaved, enabledMark: 1 })).code).toBe(200);
    expect((await rules.get(ruleId)).code).toBe(200);
  });
});

describe('role state under a data scheme', () => {
  it('lets a member switch the roles of their scheme only, and no other', async () => {
    // 罗浩 (not a member of either role) may edit roles through a scheme: the role coded 'staff' only.
    const condition = [{ logic: 'and', groups: [{ field: 'enCode', op: 'Equal', value: 'staff' }] }];
    await addDataScheme(server, { id: 'scheme-staff-role', menuId: 'menu-role', enCode: 'staffOnly', fullName: '普通员工角色', condition });
    await grantUser(server, 'luohao', { module: ['menu-role'], button: ['menu-role-btn-edit'], resource: ['scheme-staff-role'] });
    const member = roleApi((await memberOf(server, 'luohao')).call);

    const outside = await roleId('manager');
    expect((await member.toggle(outside)).code).toBe(404);
    expect((await roleRow('manager'))!.enabled_mark).toBe(1);
    const inside = await roleId('staff');
    expect(await member.toggle(inside)).toMatchObject({ code: 200, data: { enabledMark: 0 } });
    expect(await member.toggle(inside)).toMatchObject({ code: 200, data: { enabledMark: 1 } });
  });
});

describe('role deletion', () => {
  it('refuses to delete a role users hold, keeping it whole', async () => {
    const id = await roleId('staff');
    const grants = await count('base_authorize');
    expect(await api.remove(id)).toMatchObject({ code: 400, msg: '该角色下有用户，不能删除' });
    expect(await roleRow('staff')).toBeDefined();
    expect(await count('base_authorize')).toBe(grants);
  });

  it('deletes a role with its organisations and its grants together', async () => {
    const id = await roleId('financeReview');
    const menu = await db().selectFrom('base_module').select('id').where('en_code', '=', 'system.area').executeTakeFirstOrThrow();
    await db().insertInto('base_authorize').values({ id: `grant-${id}`, item_type: 'module', item_id: menu.id, object_type: 'Role', object_id: id }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 200, msg: '删除成功' });
    expect(await roleRow('financeReview')).toBeUndefined();
    expect(await relationsOf(id)).toEqual([]);
    expect(await db().selectFrom('base_authorize').select('id').where('object_id', '=', id).execute()).toEqual([]);
    expect((await api.get(id)).code).toBe(404);
  });
});

describe('role access', () => {
  it('refuses a member without the 角色管理 entry every call, changing nothing', async () => {
    const member = await memberOf(server, 'liuyang');
    const memberApi = roleApi(member.call);
    const id = await roleId('auditor');
    const before = { roles: await count('base_role'), relations: await count('base_organize_relation'), row: await roleRow('auditor') };
    const answers = await Promise.all([
      memberApi.list(),
      memberApi.tree(),
      memberApi.get(id),
      memberApi.create(input({ enCode: 'intruder', fullName: '闯入者' })),
      memberApi.update(id, input({ fullName: '被改了' })),
      memberApi.toggle(id),
      memberApi.remove(id),
    ]);
    expect(answers.map((a) => a.code)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect({ roles: await count('base_role'), relations: await count('base_organize_relation'), row: await roleRow('auditor') }).toEqual(before);
  });
});
