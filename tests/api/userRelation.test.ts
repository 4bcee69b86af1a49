// Members of roles, positions and groups (JNPF's UserRelation: the 角色成员,
// 岗位成员 and 组内成员 dialogs): read as data.ids, replaced whole by a save that
// keeps positions and roles of organisations to the users of those
// organisations, gives or takes the rights at once, and needs the record's
// screen (its edit button to save).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRelationApi } from '@core/api/userRelation';
import { billRuleApi } from '@core/api/billRule';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof userRelationApi>;
const db = () => server.app.kiln.db;
const idOf = async (table: 'base_position' | 'base_role' | 'base_group' | 'base_organize', code: string) =>
  (await db().selectFrom(table).select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const relations = async (objectId: string) =>
  (await db().selectFrom('base_user_relation').select('user_id').where('object_id', '=', objectId).execute()).map((row) => row.user_id).sort();

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = userRelationApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/permission/UserRelation/{objectId}', () => {
  it('answers the members of a role, position or group as data.ids, with the kind found by id', async () => {
    const review = await idOf('base_group', 'review');
    const { data, code } = await api.members(review);
    expect(code).toBe(200);
    expect(data.objectType).toBe('Group');
    expect([...data.ids].sort()).toEqual(await relations(review));
    expect(data.userIds).toEqual(data.ids);
    expect((await api.members(await idOf('base_role', 'developer'))).data.objectType).toBe('Role');
    expect((await api.members(await idOf('base_position', 'cashier'))).data).toMatchObject({ objectType: 'Position', ids: [await userId('guoyan')] });
  });

  it('answers 404 for an id that is no role, position or group', async () => {
    expect((await api.members('no-such-record')).code).toBe(404);
  });
});

describe('POST /api/permission/UserRelation/{objectId}', () => {
  it('replaces a group’s members in one save, as JNPF’s dialog sends them', async () => {
    const duty = await idOf('base_group', 'duty');
    const [zhaolei, huangmin] = [await userId('zhaolei'), await userId('huangmin')];
    const before = await relations(duty);
    const next = [...before.filter((id) => id !== zhaolei), huangmin];
    const saved = await api.save(duty, { objectType: 'Group', userIds: next });
    expect(saved).toMatchObject({ code: 200, msg: '保存成功' });
    expect(await relations(duty)).toEqual([...next].sort());
  });

  it('gives and takes a role’s rights at once', async () => {
    const manager = await idOf('base_role', 'manager');
    const guoyan = await memberOf(server, 'guoyan');
    const rules = billRuleApi(guoyan.call);
    expect((await rules.list()).code).toBe(403);
    const members = (await api.members(manager)).data.ids;
    expect((await api.save(manager, { objectType: 'Role', userIds: [...members, await userId('guoyan')] })).code).toBe(200);
    expect((await rules.list()).code).toBe(200);
    expect((await api.save(manager, { objectType: 'Role', userIds: members })).code).toBe(200);
    expect((await rules.list()).code).toBe(403);
  });

  it('gives a position to users of its organisation only, and keeps each user’s main position one they hold', async () => {
    const cashier = await idOf('base_position', 'cashier');
    const [guoyan, huchao, sunli] = [await userId('guoyan'), await userId('huchao'), await userId('sunli')];
    const refused = await api.save(cashier, { objectType: 'Position', userIds: [guoyan, sunli] });
    expect(refused).toMatchObject({ code: 400, msg: '岗位只能分配给其所属组织的用户：孙丽' });
    expect(await relations(cashier)).toEqual([guoyan]);
    // 胡超 (finance) takes the position too; 郭艳, whose main position it was, gives it up and is left without one.
    expect((await api.save(cashier, { objectType: 'Position', userIds: [huchao] })).code).toBe(200);
    const main = async (id: string) => (await db().selectFrom('base_user').select('position_id').where('id', '=', id).executeTakeFirstOrThrow()).position_id;
    expect(await main(guoyan)).toBe('');
    expect(await main(huchao)).toBe(await idOf('base_position', 'accountant'));
    expect((await api.save(cashier, { objectType: 'Position', userIds: [guoyan] })).code).toBe(200);
    expect(await main(guoyan)).toBe(cashier);
  });

  it('gives a role of organisations to their users only', async () => {
    const market = await idOf('base_organize', 'market');
    await db()
      .insertInto('base_role')
      .values({
        id: 'role-market-members',
        en_code: 'marketMembers',
        full_name: '市场成员',
        sort_code: 9,
        enabled_mark: 1,
        created_at: Date.now(),
        global_mark: 0,
      })
      .execute();
    await db()
      .insertInto('base_organize_relation')
      .values({ id: 'rel-market-members', organize_id: market, object_type: 'Role', object_id: 'role-market-members' })
      .execute();
    expect(await api.save('role-market-members', { objectType: 'Role', userIds: [await userId('lina')] })).toMatchObject({
      code: 400,
      msg: '该角色只能分配给其所属组织的用户：李娜',
    });
    expect((await api.save('role-market-members', { objectType: 'Role', userIds: [await userId('xujun')] })).code).toBe(200);
    expect(await relations('role-market-members')).toEqual([await userId('xujun')]);
  });

  it('refuses unknown users, a kind that is not the record’s, and changes nothing', async () => {
    const review = await idOf('base_group', 'review');
    const before = await relations(review);
    expect(await api.save(review, { objectType: 'Group', userIds: [...before, 'nobody'] })).toMatchObject({ code: 400, msg: '用户不存在：nobody' });
    expect((await api.save(review, { objectType: 'Role', userIds: before })).code).toBe(400);
    expect((await admin.call('POST', `/api/permission/UserRelation/${review}`, { objectType: 'Other', userIds: [] })).code).toBe(400);
    expect(await relations(review)).toEqual(before);
  });

  it('needs the record’s screen to read and its edit button to save, and keeps to its data schemes', async () => {
    const review = await idOf('base_group', 'review');
    const developer = await idOf('base_role', 'developer');
    // 马勇 (staff) has neither screen.
    const outsider = userRelationApi((await memberOf(server, 'mayong')).call);
    expect((await outsider.members(review)).code).toBe(403);
    // 杨静 reads the group screen without its edit button, and only the groups coded 'duty'.
    await addDataScheme(server, {
      id: 'scheme-duty-group',
      menuId: 'menu-group',
      enCode: 'dutyOnly',
      fullName: '值班组',
      condition: [{ logic: 'and', groups: [{ field: 'enCode', op: 'Equal', value: 'duty' }] }],
    });
    await grantUser(server, 'yangjing', { module: ['menu-group', 'menu-users'], resource: ['scheme-duty-group', 'menu-users-scheme-all'] });
    const reader = userRelationApi((await memberOf(server, 'yangjing')).call);
    const duty = await idOf('base_group', 'duty');
    expect((await reader.members(duty)).code).toBe(200);
    expect((await reader.members(review)).code).toBe(404);
    expect((await reader.members(developer)).code).toBe(403);
    const before = await relations(duty);
    expect((await reader.save(duty, { objectType: 'Group', userIds: [] })).code).toBe(403);
    expect(await relations(duty)).toEqual(before);
  });
});
