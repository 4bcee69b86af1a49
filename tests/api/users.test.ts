// User management (spec 02 §7.5, spec 01 §5): the list under the DataScope, the
// form's rules, password reset, enable/disable, unlock, work handover and export.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersApi, type UserInput, type WorkKind } from '@core/api/users';
import { organizeApi } from '@core/api/organize';
import { passwordDigest, startAsAdmin, memberOf, testCaptcha, issueCaptcha, type TestClient, type TestServer } from './harness';
import { grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof usersApi>;
const ids = new Map<string, string>();

const db = () => server.app.kiln.db;
const idOf = async (table: 'base_organize' | 'base_position' | 'base_role', code: string) =>
  (await db().selectFrom(table).select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const userCount = async () => Number((await db().selectFrom('base_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = usersApi(admin.call);
  for (const code of ['kiln', 'rd', 'market', 'finance']) ids.set(code, await idOf('base_organize', code));
  for (const code of ['frontend', 'marketer']) ids.set(code, await idOf('base_position', code));
  ids.set('developer', await idOf('base_role', 'developer'));
  // A role of the market department only (roles are global unless related to organisations).
  await db().insertInto('base_role').values({ id: 'role-market-only', en_code: 'marketOnly', full_name: '市场专用', sort_code: 9, enabled_mark: 1, created_at: Date.now(), global_mark: 0 }).execute();
  await db().insertInto('base_organize_relation').values({ id: 'rel-market-only', organize_id: ids.get('market')!, object_type: 'Role', object_id: 'role-market-only' }).execute();
});
afterAll(async () => {
  await server.close();
});

const input = (overrides: Partial<UserInput> = {}): UserInput => ({
  account: 'tester01',
  realName: '测试员',
  gender: 1,
  email: 'tester01@kiln.example',
  mobilePhone: '13900000001',
  organizeIds: [ids.get('rd')!],
  positionIds: [ids.get('frontend')!],
  roleIds: [ids.get('developer')!],
  managerId: '',
  sortCode: 50,
  enabledMark: 1,
  description: '',
  ...overrides,
});

/** Signs in with a password, without the forced change. */
async function signedIn(account: string, password: string): Promise<TestClient> {
  const client = server.client();
  await client.signIn(account, password);
  return client;
}

describe('GET /api/permission/Users', () => {
  it('pages every user for the administrator, by sort code, with names of organisations, positions and roles', async () => {
    const { data } = await api.list({ pageSize: 3 });
    expect(data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 21 });
    expect(data.list.map((row) => row.account)).toEqual(['admin', 'zhangwei', 'wangfang']);
    expect(data.list[0]).toMatchObject({ isAdministrator: true, organize: 'Kiln 示例集团' });
    expect(data.list[2]).toMatchObject({ realName: '王芳', gender: 2, mobilePhone: '13800000002', organize: 'Kiln 示例集团/总经办', position: '总经理助理', roleName: '普通员工', manager: '张伟/zhangwei', enabledMark: 1, lockMark: 0, isAdministrator: false });
    const second = await api.list({ pageSize: 3, currentPage: 2 });
    expect(second.data.list.map((row) => row.account)).toEqual(['lina', 'liuyang', 'chenjie']);
  });

  it('filters by an organisation and the organisations below it', async () => {
    expect((await api.list({ organizeId: ids.get('kiln'), pageSize: 100 })).data.pagination.total).toBe(21);
    const rd = (await api.list({ organizeId: ids.get('rd'), pageSize: 100 })).data.list.map((row) => row.account);
    expect(rd.sort()).toEqual(['chenjie', 'huangmin', 'liangyu', 'lina', 'liuyang', 'luohao', 'yangjing', 'zhaolei', 'zhouqiang']);
    expect((await api.list({ organizeId: 'no-such-organisation' })).data.list).toEqual([]);
  });

  it('searches account, name and mobile, and filters by gender and state', async () => {
    expect((await api.list({ keyword: 'LIUY' })).data.list.map((row) => row.account)).toEqual(['liuyang']);
    expect((await api.list({ keyword: '刘洋' })).data.list.map((row) => row.account)).toEqual(['liuyang']);
    expect((await api.list({ keyword: '13800000011' })).data.list.map((row) => row.account)).toEqual(['xujun']);
    const women = (await api.list({ gender: 2, organizeId: ids.get('rd') })).data.list.map((row) => row.account);
    expect(women.sort()).toEqual(['huangmin', 'lina', 'yangjing']);
    expect((await api.list({ enabledMark: 0 })).data.list).toEqual([]);
  });

  it('searches what users are called now: the search index follows creation, edits and deletion', async () => {
    const found = async (keyword: string) => (await api.list({ keyword })).data.list.map((row) => row.account);
    const created = await api.create(input({ account: 'search01', realName: '检索测试员', mobilePhone: '13912345678' }));
    expect(await found('检索测试')).toEqual(['search01']);
    expect(await found('SEARCH0')).toEqual(['search01']);
    expect(await found('2345')).toEqual(['search01']);
    await api.update(created.data.id, input({ account: 'search01', realName: '改名测试员', mobilePhone: '13912345678' }));
    expect(await found('检索测试')).toEqual([]);
    expect(await found('改名测试')).toEqual(['search01']);
    // Shorter than a trigram, and with LIKE's wildcards taken literally.
    expect(await found('改名')).toEqual(['search01']);
    expect(await found('search_1')).toEqual([]);
    expect(await found('100%')).toEqual([]);
    await api.remove(created.data.id);
    expect(await found('改名测试')).toEqual([]);
  });
});

describe('refusals for a user without the user menu', () => {
  it('answers 403 to every call and changes nothing', async () => {
    const member = await memberOf(server, 'liuyang');
    const theirs = usersApi(member.call);
    const target = await userId('chenjie');
    const before = await userCount();
    const calls = [
      theirs.list(),
      theirs.get(target),
      theirs.create(input({ account: 'sneaky' })),
      theirs.update(target, input({ account: 'chenjie' })),
      theirs.remove(target),
      theirs.resetPassword(target, { newPassword: 'abc12345', repeatPassword: 'abc12345' }),
      theirs.toggleState(target),
      theirs.unlock(target),
      theirs.work(target),
      theirs.handOver({ fromId: target, toId: await userId('luohao'), kinds: ['user'] }),
      theirs.exportExcel(),
    ];
    for (const result of await Promise.all(calls)) expect(result.code).toBe(403);
    expect(await userCount()).toBe(before);
    expect((await db().selectFrom('base_user').select('enabled_mark').where('id', '=', target).executeTakeFirstOrThrow()).enabled_mark).toBe(1);
  });
});

describe('POST /api/permission/Users', () => {
  it('creates a user in a department who signs in with the initial password and must change it', async () => {
    const created = await api.create(input({ managerId: await userId('lina') }));
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ account: 'tester01', realName: '测试员', organizeIds: [ids.get('rd')], organizeIdTree: [[ids.get('kiln'), ids.get('rd')]], positionId: ids.get('frontend'), roleId: ids.get('developer'), enabledMark: 1 });
    const client = await signedIn('tester01', 'kiln0000');
    expect((await client.oauth.currentUser()).data.userInfo.changePasswordDate).toBeNull();
    expect((await usersApi(client.call).list()).msg).toBe('请先修改初始密码');
  });

  it('reads JNPF\'s shapes: organisations as id paths, positions and roles comma-joined; the first of each is the main one', async () => {
    const created = await api.create({
      ...input({ account: 'jnpf01', mobilePhone: '' }),
      organizeIds: undefined,
      positionIds: undefined,
      roleIds: undefined,
      organizeIdTree: [[ids.get('kiln')!, ids.get('market')!], [ids.get('kiln')!, ids.get('rd')!]],
      positionId: `${ids.get('marketer')},${ids.get('frontend')}`,
      roleId: `role-market-only,${ids.get('developer')}`,
    });
    expect(created.code).toBe(200);
    const row = await db().selectFrom('base_user').select(['organize_id', 'position_id']).where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ organize_id: ids.get('market'), position_id: ids.get('marketer') });
    const listed = (await api.list({ keyword: 'jnpf01' })).data.list[0];
    expect(listed).toMatchObject({ organize: 'Kiln 示例集团/市场部,Kiln 示例集团/研发部', position: '市场专员,前端工程师' });
  });

  it.each([
    [{ account: '' }, '请输入账户'],
    [{ account: '坏 账号' }, '只能输入数字英文'],
    [{ account: 'zhangwei' }, '账户已存在'],
    [{ account: 'ZhangWei' }, '账户已存在'],
    [{ realName: '' }, '请输入姓名'],
    [{ realName: '坏$名' }, '名称不能含有特殊符号'],
    [{ email: 'not-an-email' }, '请正确输入您的邮箱地址'],
    [{ mobilePhone: '12345' }, '请正确输入您的手机号'],
    [{ organizeIds: [] }, '请选择所属组织'],
    [{ organizeIds: ['no-such-organisation'] }, '所属组织不存在'],
    [{ positionIds: ['no-such-position'] }, '岗位不属于所选组织'],
    [{ roleIds: ['role-market-only'] }, '角色不属于所选组织'],
    [{ managerId: 'no-such-user' }, '直属主管不存在'],
    [{ sortCode: 1_000_000 }, '排序只能是0-999999之间的整数'],
    [{ headIcon: 'https://elsewhere.example/face.png' }, '头像须为上传的图片'],
  ])('refuses %j and writes nothing', async (overrides, message) => {
    const before = await userCount();
    const result = await api.create(input({ account: 'refused01', ...overrides } as Partial<UserInput>));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect(await userCount()).toBe(before);
  });

  it('checks a citizen ID number when the certificate type is the citizen ID', async () => {
    const idCard = (await db().selectFrom('base_dictionary_data').select('id').where('en_code', '=', 'idCard').executeTakeFirstOrThrow()).id;
    const bad = await api.create(input({ account: 'idcard01', certificatesType: idCard, certificatesNumber: '110101199003071234' }));
    expect(bad).toMatchObject({ code: 400, msg: '请正确输入您的身份证号码' });
    expect((await api.create(input({ account: 'idcard01', certificatesType: idCard, certificatesNumber: '11010519491231002X' }))).code).toBe(200);
  });
});

describe('PUT and DELETE /api/permission/Users/{id}', () => {
  it('replaces the relations and keeps the account', async () => {
    const id = await userId('tester01');
    const result = await api.update(id, input({ account: 'renamed', realName: '测试员二', organizeIds: [ids.get('market')!], positionIds: [ids.get('marketer')!], roleIds: ['role-market-only'] }));
    expect(result).toMatchObject({ code: 200, msg: '更新成功' });
    const { data } = await api.get(id);
    expect(data).toMatchObject({ account: 'tester01', realName: '测试员二', organizeIds: [ids.get('market')], positionIds: [ids.get('marketer')], roleIds: ['role-market-only'] });
  });

  it('refuses a manager who is the user or reports to them', async () => {
    const zhangwei = await userId('zhangwei');
    expect((await api.update(zhangwei, input({ account: 'zhangwei', organizeIds: [ids.get('kiln')!], positionIds: [], roleIds: [], managerId: zhangwei }))).msg).toBe('直属主管不能是自己');
    // liuyang reports to lina, who reports to zhangwei.
    const loop = await api.update(zhangwei, input({ account: 'zhangwei', organizeIds: [ids.get('kiln')!], positionIds: [], roleIds: [], managerId: await userId('liuyang') }));
    expect(loop).toMatchObject({ code: 400, msg: '直属主管不能是自己的下属' });
    expect((await db().selectFrom('base_user').select('manager_id').where('id', '=', zhangwei).executeTakeFirstOrThrow()).manager_id).toBe('');
  });

  it('refuses deleting yourself and administrators', async () => {
    const adminId = await userId('admin');
    expect((await api.remove(adminId)).msg).toBe('不能删除自己');
    const other = (await api.create(input({ account: 'admin2' }))).data.id;
    await server.app.kiln.sysConfig.set({ adminIds: [adminId, other] });
    try {
      expect((await api.remove(other)).msg).toBe('管理员账户不能删除');
    } finally {
      await server.app.kiln.sysConfig.set({ adminIds: [adminId] });
    }
  });

  it('deletes a user with their relations and own grants; their reports report to nobody', async () => {
    const boss = (await api.create(input({ account: 'boss01' }))).data.id;
    const report = (await api.create(input({ account: 'report01', managerId: boss }))).data.id;
    await db().insertInto('base_authorize').values({ id: 'grant-boss', item_type: 'module', item_id: 'menu-users', object_type: 'User', object_id: boss }).execute();
    expect(await api.remove(boss)).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(boss)).code).toBe(404);
    expect(await db().selectFrom('base_user_relation').select('id').where('user_id', '=', boss).execute()).toEqual([]);
    expect(await db().selectFrom('base_authorize').select('id').where('object_id', '=', boss).execute()).toEqual([]);
    expect((await api.get(report)).data.managerId).toBe('');
  });
});

describe('account actions', () => {
  it('resets a password under the policy; the user is signed out and must change it', async () => {
    const id = await userId('sunli');
    const before = await signedIn('sunli', 'kiln2026');
    expect((await api.resetPassword(id, { newPassword: 'abc12', repeatPassword: 'abc12' })).msg).toBe('新密码长度不能小于6位');
    expect((await api.resetPassword(id, { newPassword: 'abcdefgh', repeatPassword: 'abcdefgh' })).msg).toBe('新密码必须包含数字');
    expect((await api.resetPassword(id, { newPassword: 'abc12345', repeatPassword: 'abc12346' })).msg).toBe('两次密码输入不一致');
    expect((await api.resetPassword(id, { newPassword: 'abc12345', repeatPassword: 'abc12345', userPassword: passwordDigest('other123') })).msg).toBe('新密码与摘要不一致');
    expect((await api.resetPassword(id, { newPassword: '', repeatPassword: '' })).msg).toBe('请输入新密码');
    expect((await before.oauth.currentUser()).code).toBe(200);

    const reset = await api.resetPassword(id, { newPassword: 'abc12345', repeatPassword: 'abc12345', userPassword: passwordDigest('abc12345') });
    expect(reset).toMatchObject({ code: 200, msg: '重置密码成功' });
    expect((await before.oauth.currentUser()).code).toBe(601);
    const after = await signedIn('sunli', 'abc12345');
    expect((await after.oauth.currentUser()).data.userInfo.changePasswordDate).toBeNull();
  });

  it('does not reset an administrator\'s password', async () => {
    expect((await api.resetPassword(await userId('admin'), { newPassword: 'abc12345', repeatPassword: 'abc12345' })).msg).toBe('不能对管理员账户执行此操作');
  });

  it('disables a signed-in user, ending their sessions (the next call answers 602); enabling does not revive them', async () => {
    const id = await userId('mayong');
    const client = await signedIn('mayong', 'kiln2026');
    expect(await api.toggleState(id)).toMatchObject({ code: 200, msg: '禁用成功', data: { enabledMark: 0 } });
    expect(await client.oauth.currentUser()).toMatchObject({ code: 602, msg: '账号已被禁用' });
    expect((await api.list({ enabledMark: 0 })).data.list.map((row) => row.account)).toEqual(['mayong']);
    const refused = await server.client().oauth.login({ account: 'mayong', password: passwordDigest('kiln2026'), code: testCaptcha, timestamp: await issueCaptcha(server.client()) });
    expect(refused.code).not.toBe(200);

    expect(await api.toggleState(id)).toMatchObject({ code: 200, msg: '启用成功', data: { enabledMark: 1 } });
    expect((await client.oauth.currentUser()).code).toBe(602);
    expect((await (await signedIn('mayong', 'kiln2026')).oauth.currentUser()).code).toBe(200);
  });

  it('does not disable yourself', async () => {
    expect((await api.toggleState(await userId('admin'))).msg).toBe('不能禁用自己');
  });

  it('unlocks an account locked by wrong passwords', async () => {
    const id = await userId('huchao');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await server.client().oauth.login({ account: 'huchao', password: passwordDigest('wrong-password'), code: testCaptcha, timestamp: await issueCaptcha(server.client()) });
    }
    expect((await api.list({ keyword: 'huchao' })).data.list[0]).toMatchObject({ enabledMark: 2, lockMark: 1 });
    expect((await api.list({ enabledMark: 2 })).data.list.map((row) => row.account)).toEqual(['huchao']);
    expect(await api.unlock(id)).toMatchObject({ code: 200, msg: '解除锁定成功' });
    expect((await api.list({ keyword: 'huchao' })).data.list[0]).toMatchObject({ enabledMark: 1, lockMark: 0 });
    expect((await (await signedIn('huchao', 'kiln2026')).oauth.currentUser()).code).toBe(200);
  });
});

describe('work handover', () => {
  const setUp = async (suffix: string) => {
    const leaver = (await api.create(input({ account: `leaver${suffix}` }))).data.id;
    const first = (await api.create(input({ account: `first${suffix}`, managerId: leaver }))).data.id;
    const second = (await api.create(input({ account: `second${suffix}`, managerId: leaver }))).data.id;
    const heir = (await api.create(input({ account: `heir${suffix}` }))).data.id;
    await db().updateTable('base_organize').set({ manager_id: leaver }).where('id', '=', ids.get('finance')!).execute();
    await db().updateTable('base_bill_rule').set({ creator_user_id: leaver }).where('en_code', '=', 'salesOrder').execute();
    return { leaver, first, second, heir };
  };
  const managerOf = async (id: string) => (await db().selectFrom('base_user').select('manager_id').where('id', '=', id).executeTakeFirstOrThrow()).manager_id;
  const financeManager = async () => (await db().selectFrom('base_organize').select('manager_id').where('id', '=', ids.get('finance')!).executeTakeFirstOrThrow()).manager_id;

  it('lists what a user holds as JNPF\'s dialog shows it', async () => {
    const { leaver } = await setUp('a');
    const { data } = await api.work(leaver);
    expect(data.flow).toEqual([]);
    expect(data.permission.map((node) => [node.id, node.fullName])).toEqual([['organize', '负责的组织'], ['user', '直属下属'], ['record', '创建的数据']]);
    expect(data.permission[0].children).toEqual([{ id: `organize--${ids.get('finance')}`, fullName: 'Kiln 示例集团/财务部' }]);
    expect(data.permission[1].children!.map((node) => node.fullName)).toEqual(['测试员/firsta', '测试员/seconda']);
    expect(data.permission[2].children).toEqual([{ id: 'record--billRule', fullName: '单据规则（1）' }]);
  });

  it('moves the checked leaves to another user', async () => {
    const { leaver, first, second, heir } = await setUp('b');
    const { data } = await api.work(leaver);
    const leaves = data.permission.flatMap((node) => [node.id, ...(node.children ?? []).map((child) => child.id)]);
    const result = await api.handOver({ fromId: leaver, toId: heir, permissionList: leaves, flowList: [], waitList: [] });
    expect(result).toMatchObject({ code: 200, msg: '工作交接成功' });
    expect([await managerOf(first), await managerOf(second), await financeManager()]).toEqual([heir, heir, heir]);
    expect((await db().selectFrom('base_bill_rule').select('creator_user_id').where('en_code', '=', 'salesOrder').executeTakeFirstOrThrow()).creator_user_id).toBe(heir);
    expect((await api.work(leaver)).data.permission).toEqual([]);
  });

  it('puts a report who takes over in the leaver\'s place', async () => {
    const { leaver, first, second } = await setUp('c');
    const boss = await userId('zhangwei');
    await db().updateTable('base_user').set({ manager_id: boss }).where('id', '=', leaver).execute();
    expect((await api.handOver({ fromId: leaver, handoverUser: first, kinds: ['user'] })).code).toBe(200);
    expect([await managerOf(first), await managerOf(second)]).toEqual([boss, first]);
  });

  it('refuses a receiver below a moving report, and moves nothing', async () => {
    const { leaver, first, second } = await setUp('d');
    const below = (await api.create(input({ account: 'belowd', managerId: first }))).data.id;
    const result = await api.handOver({ fromId: leaver, toId: below, kinds: ['organize', 'user', 'record'] });
    expect(result).toMatchObject({ code: 400, msg: '工作交接人是移交人的下属，不能接管其下属' });
    expect([await managerOf(first), await managerOf(second), await financeManager()]).toEqual([leaver, leaver, leaver]);
  });

  it.each<[{ toId?: string; kinds?: WorkKind[] }, string]>([
    [{ toId: 'self' }, '工作交接无法转交给本人'],
    [{ toId: 'admin' }, '工作交接无法转交给管理员'],
    [{ toId: 'no-such-user' }, '工作交接人不存在或已禁用'],
    [{ toId: '' }, '请选择工作交接人'],
    [{ kinds: [] }, '请先选择交接内容'],
  ])('refuses %j', async (overrides, message) => {
    const leaver = await userId('leaverd');
    const named: Record<string, string> = { self: leaver, admin: await userId('admin') };
    const toId = overrides.toId === undefined ? await userId('heird') : (named[overrides.toId] ?? overrides.toId);
    const result = await api.handOver({ fromId: leaver, toId, kinds: overrides.kinds ?? ['user'] });
    expect(result).toMatchObject({ code: 400, msg: message });
  });
});

async function downloaded(url: string): Promise<string[][]> {
  const response = await server.client().raw('GET', url);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as never);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? ''))));
  return rows;
}

describe('GET /api/permission/Users/ExportExcel', () => {
  it('writes the chosen columns of every page as an .xlsx', async () => {
    const result = await api.exportExcel({ organizeId: ids.get('rd'), dataType: 1, selectKey: 'account,realName,organizeId,positionId,enabledMark' });
    expect(result).toMatchObject({ code: 200, msg: '导出成功' });
    const rows = await downloaded(result.data.url);
    expect(rows[0]).toEqual(['账户', '姓名', '所属组织', '岗位', '状态']);
    expect(rows.slice(1).map((row) => row[0])).toContain('liuyang');
    expect(rows.find((row) => row[0] === 'liuyang')).toEqual(['liuyang', '刘洋', 'Kiln 示例集团/研发部', '前端工程师', '启用']);
    expect(rows.length - 1).toBe((await api.list({ organizeId: ids.get('rd'), pageSize: 500 })).data.pagination.total);
  });

  it('writes the page the list shows, and answers JNPF\'s path too', async () => {
    const result = await admin.call<{ url: string }>('GET', '/api/permission/Users/ExportData', { dataType: '0', currentPage: '2', pageSize: '3', selectKey: 'account' });
    expect(await downloaded(result.data.url)).toEqual([['账户'], ['lina'], ['liuyang'], ['chenjie']]);
  });
});

describe('DataScope', () => {
  it('shows a member granted the menu and the 本组织 scheme only the users of their organisation and below', async () => {
    const member = await memberOf(server, 'liuyang');
    await grantUser(server, 'liuyang', { module: ['menu-users'], button: ['menu-users-btn-edit', 'menu-users-btn-remove', 'menu-users-btn-export'], resource: ['menu-users-scheme-organize'] });
    const theirs = usersApi(member.call);
    const seen = (await theirs.list({ pageSize: 100 })).data.list.map((row) => row.account);
    expect(seen).toContain('chenjie');
    expect(seen).not.toContain('xujun');
    // The scheme tests the main organisation (a user of 市场部 who also belongs to 研发部 stays out).
    const mainInRd = await db().selectFrom('base_user').select('account').where('organize_id', '=', ids.get('rd')!).execute();
    expect([...seen].sort()).toEqual(mainInRd.map((row) => row.account).sort());
    expect(seen).not.toContain('jnpf01');

    const outside = await userId('xujun');
    expect((await theirs.get(outside)).code).toBe(404);
    expect((await theirs.update(outside, input({ account: 'xujun', organizeIds: [ids.get('market')!], positionIds: [], roleIds: [] }))).code).toBe(404);
    expect((await theirs.remove(outside)).code).toBe(404);
    expect((await theirs.toggleState(outside)).code).toBe(404);
    const changeAdmin = await theirs.update(await userId('admin'), input({ account: 'admin', organizeIds: [ids.get('kiln')!], positionIds: [], roleIds: [] }));
    expect(changeAdmin).toMatchObject({ code: 403, msg: '管理员账户只能由管理员修改' });
    const exported = await downloaded((await theirs.exportExcel({ dataType: 1, selectKey: 'account' })).data.url);
    expect(exported.slice(1).map((row) => row[0]).sort()).toEqual([...seen].sort());
  });

  it('follows the tree: a department made below theirs brings its users in, and moving it away takes them out', async () => {
    const theirs = usersApi((await memberOf(server, 'liuyang')).call);
    const accounts = async () => (await theirs.list({ pageSize: 100 })).data.list.map((row) => row.account);
    const organizations = organizeApi(admin.call);
    const department = { parentId: ids.get('rd')!, fullName: '研发测试组', enCode: 'rdTest', managerId: '' };
    const made = await organizations.createDepartment(department);
    expect(made.code).toBe(200);
    const newcomer = await api.create(input({ account: 'rdtest01', mobilePhone: '13900000801', email: 'rdtest01@kiln.example', organizeIds: [made.data.id], positionIds: [], roleIds: [] }));
    expect(newcomer.code).toBe(200);
    expect(await accounts()).toContain('rdtest01');

    expect((await organizations.updateDepartment(made.data.id, { ...department, parentId: ids.get('market')! })).code).toBe(200);
    expect(await accounts()).not.toContain('rdtest01');
    expect((await theirs.get(newcomer.data.id)).code).toBe(404);
  });
});
