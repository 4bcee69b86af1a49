// Groups (spec 02 §7.6): listed and searched, created with a type from the
// groupType dictionary, name and code unique, and never deleted with members.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupApi, type GroupInput } from '@core/api/group';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof groupApi>;
/** groupType item ids by code. */
const types: Record<string, string> = {};

const db = () => server.app.kiln.db;
const count = async () => Number((await db().selectFrom('base_group').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const groupId = async (code: string) => (await db().selectFrom('base_group').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = groupApi(admin.call);
  const items = await admin.call<{ list: { id: string; enCode: string }[] }>('GET', '/api/system/DictionaryData/groupType/Data/Selector');
  for (const item of items.data.list) types[item.enCode] = item.id;
});
afterAll(async () => {
  await server?.close();
});

const input = (overrides: Partial<GroupInput> = {}): GroupInput => ({
  fullName: '架构评审组',
  enCode: 'archReview',
  type: types.project,
  sortCode: 10,
  enabledMark: 1,
  description: '评审技术方案',
  ...overrides,
});

describe('group list', () => {
  it('declares its types in the groupType dictionary', () => {
    expect(Object.keys(types).sort()).toEqual(['interest', 'project', 'work']);
  });

  it('lists the groups by sort order, paged', async () => {
    const { data } = await api.list();
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 2 });
    expect(data.list.map((g) => g.enCode)).toEqual(['review', 'duty']);
    expect(data.list[0]).toMatchObject({ fullName: '产品评审组', enabledMark: 1 });
    expect(typeof data.list[0].creatorTime).toBe('number');
    expect((await api.list({ pageSize: 1, currentPage: 2 })).data.list.map((g) => g.enCode)).toEqual(['duty']);
  });

  it('takes cleared search fields as no filter, and refuses a bad status', async () => {
    const cleared = await admin.call<{ pagination: { total: number } }>('GET', '/api/permission/Group', { type: '', enabledMark: '', keyword: '' });
    expect(cleared).toMatchObject({ code: 200, data: { pagination: { total: 2 } } });
    expect((await admin.call('GET', '/api/permission/Group', { enabledMark: 2 })).code).toBe(400);
  });

  it('searches by keyword in name or code', async () => {
    expect((await api.list({ keyword: '值班' })).data.list.map((g) => g.enCode)).toEqual(['duty']);
    expect((await api.list({ keyword: 'REVIEW' })).data.list.map((g) => g.enCode)).toEqual(['review']);
  });
});

describe('group changes', () => {
  it('creates a group from what JNPF\'s form sends, recording who and when', async () => {
    const before = Date.now();
    // JNPF's form also sends id, globalMark and organizeIdsTree; they are not stored.
    const created = await admin.call<{ id: string }>('POST', '/api/permission/Group', { ...input(), id: '', globalMark: null, organizeIdsTree: [] });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ ...input(), id: created.data.id });
    expect(data.creatorTime).toBeGreaterThanOrEqual(before);
    const row = await db().selectFrom('base_group').select(['creator_user_id', 'updated_at']).where('id', '=', created.data.id).executeTakeFirstOrThrow();
    const adminId = (await db().selectFrom('base_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(row.creator_user_id).toBe(adminId);
    expect(Number(row.updated_at)).toBeGreaterThanOrEqual(before);
    const listed = (await api.list({ keyword: 'archReview' })).data.list[0];
    expect(listed).toMatchObject({ type: '项目组', typeId: types.project, description: '评审技术方案' });
  });

  it('filters by type, by item id or code, and by status', async () => {
    expect((await api.list({ type: types.project })).data.list.map((g) => g.enCode)).toEqual(['archReview']);
    expect((await api.list({ type: 'project' })).data.list.map((g) => g.enCode)).toEqual(['archReview']);
    expect((await api.list({ enabledMark: 0 })).data.pagination.total).toBe(0);
  });

  it.each([
    [{ fullName: '' }, '请输入分组名称', 'fullName'],
    [{ fullName: '坏$名' }, '名称不能含有特殊符号', 'fullName'],
    [{ fullName: '组'.repeat(51) }, '分组名称最多为50个字符！', 'fullName'],
    [{ enCode: '' }, '请输入分组编码', 'enCode'],
    [{ enCode: 'a.' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
    [{ type: '' }, '请选择分组类型', 'type'],
    [{ type: 'project' }, '分组类型不存在', 'type'],
    [{ sortCode: 1_000_000 }, '排序只能是0-999999之间的整数', 'sortCode'],
    [{ description: 'x'.repeat(501) }, '说明最多为500个字符！', 'description'],
    [{ enCode: 'duty' }, '分组编码已存在', 'enCode'],
    [{ fullName: '值班组' }, '分组名称已存在', 'fullName'],
  ])('refuses %j and writes nothing', async (overrides, message, field) => {
    const before = await count();
    const result = await api.create(input({ enCode: 'another', fullName: '另一个分组', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect((result.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('answers in the request\'s language', async () => {
    const traditional = groupApi(server.client({ token: admin.token, language: 'zh-TW' }).call);
    expect((await traditional.create(input({ enCode: 'duty', fullName: '另一个分组' }))).msg).toBe('分組編碼已存在');
  });

  it('updates a group, disables it, and refuses another\'s name', async () => {
    const id = await groupId('archReview');
    const updated = await api.update(id, input({ fullName: '技术评审组', type: types.work, enabledMark: 0, sortCode: 3 }));
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api.get(id)).data).toMatchObject({ fullName: '技术评审组', type: types.work, enabledMark: 0, sortCode: 3 });
    expect((await api.list({ enabledMark: 0 })).data.list.map((g) => g.enCode)).toEqual(['archReview']);
    const clash = await api.update(id, input({ fullName: '产品评审组' }));
    expect(clash).toMatchObject({ code: 400, msg: '分组名称已存在' });
    expect((await api.get(id)).data.fullName).toBe('技术评审组');
  });

  it('answers 404 for a group that is not there', async () => {
    expect((await api.get('missing')).code).toBe(404);
    expect((await api.update('missing', input({ enCode: 'ghost', fullName: '幽灵组' }))).code).toBe(404);
    expect((await api.remove('missing')).code).toBe(404);
  });

  it('refuses to delete a group with members', async () => {
    const review = await groupId('review');
    expect(await api.remove(review)).toMatchObject({ code: 400, msg: '该分组下有成员，不能删除' });
    expect((await api.get(review)).code).toBe(200);
  });

  it('deletes a group without members, with its grants', async () => {
    const id = await groupId('archReview');
    await db().insertInto('base_authorize').values({ id: 'grant-arch-review', item_type: 'module', item_id: 'menu-group', object_type: 'Group', object_id: id }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(id)).code).toBe(404);
    expect(await db().selectFrom('base_authorize').select('id').where('object_id', '=', id).execute()).toEqual([]);
  });
});

describe('group access', () => {
  it('grants through an enabled group only: disabling it takes its members\' rights at once', async () => {
    const duty = await groupId('duty');
    await db().insertInto('base_authorize').values({ id: 'grant-duty-menu', item_type: 'module', item_id: 'menu-group', object_type: 'Group', object_id: duty }).execute();
    server.app.kiln.grants.forget('all');
    const member = groupApi((await memberOf(server, 'chenjie')).call);
    expect((await member.list()).code).toBe(200);
    const saved = { fullName: '值班组', enCode: 'duty', type: types.work, sortCode: 2, description: '' };
    expect((await api.update(duty, { ...saved, enabledMark: 0 })).code).toBe(200);
    expect((await member.list()).code).toBe(403);
    expect((await api.update(duty, { ...saved, enabledMark: 1 })).code).toBe(200);
    expect((await member.list()).code).toBe(200);
    // A grant of the menu alone gives no buttons.
    expect((await member.create(input({ enCode: 'byMember', fullName: '越权分组' }))).code).toBe(403);
  });

  it('refuses a member without the group menu, and changes nothing', async () => {
    const member = groupApi((await memberOf(server, 'liuyang')).call);
    const duty = await groupId('duty');
    const before = await count();
    expect((await member.list()).code).toBe(403);
    expect((await member.get(duty)).code).toBe(403);
    expect((await member.create(input({ enCode: 'intruders', fullName: '闯入组' }))).code).toBe(403);
    expect((await member.update(duty, input({ enCode: 'duty', fullName: '改名组' }))).code).toBe(403);
    expect((await member.remove(duty)).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await api.get(duty)).data.fullName).toBe('值班组');
  });
});
