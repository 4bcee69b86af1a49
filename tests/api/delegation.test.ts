// Delegated administration without escalation: for every route that writes
// users, memberships or grants, a member holding that route's right under a
// narrow scope tries to widen their own reach, place a user outside it, give
// what they do not hold and touch an administrator — each refused, with a
// message naming what is lacking, and with nothing changed. Beside each kind of
// refusal, what the same member may do goes through, so the table cannot pass
// by refusing everything.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@core/api/envelope';
import { onlineDevApi } from '@core/api/visualdev';
import { usersApi, type UserInput } from '@core/api/users';
import { authorizeApi, type GrantSave } from '@core/api/authorize';
import { userRelationApi } from '@core/api/userRelation';
import { roleApi } from '@core/api/role';
import { menuApi } from '@core/api/menu';
import { importApi, type ImportRow } from '@core/api/imports';
import { adminPassword, memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
const db = () => server.app.kiln.db;
const idOf = async (table: 'base_organize' | 'base_position' | 'base_role' | 'base_group', code: string) =>
  (await db().selectFrom(table).select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

/** Everything these routes could change, as one text to compare. */
async function snapshot(): Promise<string> {
  const d = db();
  return JSON.stringify(
    await Promise.all([
      d
        .selectFrom('base_user')
        .select(['id', 'organize_id', 'position_id', 'manager_id', 'enabled_mark', 'password_hash', 'lock_until', 'real_name'])
        .orderBy('id')
        .execute(),
      d
        .selectFrom('base_user_relation')
        .select(['user_id', 'object_type', 'object_id'])
        .orderBy('user_id')
        .orderBy('object_type')
        .orderBy('object_id')
        .execute(),
      d
        .selectFrom('base_authorize')
        .select(['item_type', 'item_id', 'object_type', 'object_id'])
        .orderBy('object_id')
        .orderBy('item_type')
        .orderBy('item_id')
        .execute(),
      d.selectFrom('base_organize').select(['id', 'manager_id']).orderBy('id').execute(),
      d.selectFrom('base_role').select(['id', 'enabled_mark']).orderBy('id').execute(),
      // The demo's purchase requests: the main table of a released model.
      sql<{ id: string; creator_user_id: string }>`select id, creator_user_id from purchase_request order by id`.execute(d).then((result) => result.rows),
      d.selectFrom('base_bill_rule').select(['id', 'creator_user_id']).orderBy('id').execute(),
      d.selectFrom('base_module_data_scheme').select(['id', 'condition_json', 'all_data', 'enabled_mark']).orderBy('id').execute(),
    ]),
  );
}

/** Ids the attempts name, read once the demo company is seeded. */
const ids: Record<string, string> = {};
/** The members who try, each holding one route's right under a narrow scope. */
const as: Record<'userEditor' | 'userAdder' | 'everyUserEditor' | 'grantor' | 'memberEditor', TestClient> = {} as never;

/** A user's form as stored, with changes: what an editor sends back. */
async function userForm(id: string, change: (input: UserInput) => UserInput = (input) => input): Promise<UserInput> {
  const { data } = await usersApi(admin.call).get(id);
  return change({
    account: data.account,
    realName: data.realName,
    gender: data.gender,
    organizeIds: data.organizeIds,
    positionIds: data.positionIds,
    roleIds: data.roleIds,
    managerId: data.managerId,
    sortCode: data.sortCode,
    enabledMark: data.enabledMark,
    description: data.description,
  });
}

const grantsOf = (save: Partial<GrantSave> & Pick<GrantSave, 'objectType'>): GrantSave => ({
  systemIds: [],
  module: [],
  button: [],
  column: [],
  form: [],
  resource: [],
  ...save,
});

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  for (const code of ['kiln', 'rd', 'market', 'finance']) ids[code] = await idOf('base_organize', code);
  for (const code of ['manager', 'staff', 'developer']) ids[`role:${code}`] = await idOf('base_role', code);
  ids.review = await idOf('base_group', 'review');
  ids.accountant = await idOf('base_position', 'accountant');
  for (const account of ['admin', 'wuting', 'zhuxia', 'sunli', 'xujun', 'mayong', 'lina', 'liuyang', 'huangmin', 'zhouqiang', 'hetao', 'huchao'])
    ids[account] = await userId(account);

  // 吴婷 heads the market department and edits its users (用户管理 编辑, 重置密码; 本组织及下级组织的用户).
  await grantUser(server, 'wuting', {
    module: ['menu-users'],
    button: ['menu-users-btn-edit', 'menu-users-btn-resetPassword'],
    resource: ['menu-users-scheme-organize'],
  });
  // 朱霞 heads finance and adds its users (新建 and 导入; her organisation and below).
  await grantUser(server, 'zhuxia', {
    module: ['menu-users'],
    button: ['menu-users-btn-add', 'menu-users-btn-import'],
    resource: ['menu-users-scheme-organize'],
  });
  // 何涛 (HR) edits every user, and sees the purchase requests of his team only, as every manager does.
  await grantUser(server, 'hetao', { module: ['menu-users'], button: ['menu-users-btn-edit'], resource: ['menu-users-scheme-all'] });
  // 刘洋 (a developer in R&D) holds the grant screen and the menu screen, and sees the users of R&D.
  await grantUser(server, 'liuyang', {
    module: ['menu-authorize', 'menu-system-menu', 'menu-users'],
    button: ['menu-authorize-btn-edit', 'menu-system-menu-btn-edit'],
    resource: ['menu-users-scheme-organize'],
  });
  // 周强 (a tester in R&D) manages the members of roles and groups, for the users of his department.
  await grantUser(server, 'zhouqiang', {
    module: ['menu-role', 'menu-group', 'menu-users'],
    button: ['menu-role-btn-edit', 'menu-group-btn-edit'],
    resource: ['menu-users-scheme-organize'],
  });
  as.userEditor = await memberOf(server, 'wuting');
  as.userAdder = await memberOf(server, 'zhuxia');
  as.everyUserEditor = await memberOf(server, 'hetao');
  as.grantor = await memberOf(server, 'liuyang');
  as.memberEditor = await memberOf(server, 'zhouqiang');

  // Work for the handovers: a purchase request 孙丽 filed (not in 何涛's team) and a numbering rule 徐军 made.
  const model = await db().selectFrom('base_visual_dev').select('id').where('en_code', '=', 'demo.purchaseRequest').executeTakeFirstOrThrow();
  const filed = await onlineDevApi((await memberOf(server, 'sunli')).call).create(
    model.id,
    { title: '办公用品', applyDate: Date.now(), category: 'office', urgent: 0, items: [{ name: '纸', quantity: 1, price: 10 }] },
    'menu-purchase',
  );
  expect(filed.code).toBe(200);
  await db().updateTable('base_bill_rule').set({ creator_user_id: ids.mayong }).where('en_code', '=', 'salesOrder').execute();
  // 徐军 of the market department reports to the chief here, not to 吴婷: his records are outside her reach.
  await db()
    .updateTable('base_user')
    .set({ manager_id: await userId('zhangwei') })
    .where('id', '=', ids.xujun)
    .execute();
  // The administrator reports to 徐军 here: a handover of 徐军's reports would change them.
  await db().updateTable('base_user').set({ manager_id: ids.xujun }).where('id', '=', ids.admin).execute();
});
afterAll(async () => {
  await server.close();
});

interface Attempt {
  route: string;
  attempt: string;
  run: () => Promise<Envelope<unknown>>;
  /** The answer's code and the words its message starts with. */
  code: number;
  says: string;
}

const editor = () => usersApi(as.userEditor.call);

const attempts: Attempt[] = [
  // PUT Users/{id}: 吴婷 edits users of the market department.
  {
    route: 'PUT Users/{id}',
    attempt: 'widen own organisations (add the company)',
    run: async () => editor().update(ids.wuting, await userForm(ids.wuting, (u) => ({ ...u, organizeIds: [...(u.organizeIds ?? []), ids.kiln] }))),
    code: 403,
    says: '不能修改自己的组织、岗位、角色或分组',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'give oneself a role (开发人员)',
    run: async () => editor().update(ids.wuting, await userForm(ids.wuting, (u) => ({ ...u, roleIds: [...(u.roleIds ?? []), ids['role:developer']] }))),
    code: 403,
    says: '不能修改自己的组织、岗位、角色或分组',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'place a user of one’s scope in another department (研发部)',
    run: async () => editor().update(ids.sunli, await userForm(ids.sunli, (u) => ({ ...u, organizeIds: [...(u.organizeIds ?? []), ids.rd] }))),
    code: 403,
    says: '不能把用户放到您的数据权限之外的组织：研发部',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'move a user of one’s scope out of it (main organisation 研发部)',
    run: async () => editor().update(ids.sunli, await userForm(ids.sunli, (u) => ({ ...u, organizeIds: [ids.rd], positionIds: [] }))),
    code: 403,
    says: '不能把用户放到您的数据权限之外的组织',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'give a role one does not hold (开发人员)',
    run: async () => editor().update(ids.sunli, await userForm(ids.sunli, (u) => ({ ...u, roleIds: [...(u.roleIds ?? []), ids['role:developer']] }))),
    code: 403,
    says: '“开发人员”含有您没有的权限，不能授予：',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'name a manager outside one’s scope (李娜)',
    run: async () => editor().update(ids.sunli, await userForm(ids.sunli, (u) => ({ ...u, managerId: ids.lina }))),
    code: 403,
    says: '这些用户不在您的数据权限内：李娜',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'make oneself the manager of a user not below one (徐军)',
    run: async () => editor().update(ids.xujun, await userForm(ids.xujun, (u) => ({ ...u, managerId: ids.wuting }))),
    code: 403,
    says: '不能把不在您下属中的用户调到您的下属之下：徐军',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'put a user not below one under one’s own report (徐军 under 马勇)',
    run: async () => editor().update(ids.xujun, await userForm(ids.xujun, (u) => ({ ...u, managerId: ids.mayong }))),
    code: 403,
    says: '不能把不在您下属中的用户调到您的下属之下：徐军',
  },
  {
    route: 'PUT Users/{id}',
    attempt: 'touch an administrator',
    run: async () => editor().update(ids.admin, await userForm(ids.admin, (u) => ({ ...u, realName: '改名' }))),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  // POST Users: 朱霞 adds users to the finance department.
  {
    route: 'POST Users',
    attempt: 'create a user in another department (研发部)',
    run: () =>
      usersApi(as.userAdder.call).create({
        account: 'planted1',
        realName: '植入',
        gender: 1,
        sortCode: 0,
        enabledMark: 1,
        organizeIds: [ids.rd],
        positionIds: [],
        roleIds: [],
      }),
    code: 403,
    says: '不能把用户放到您的数据权限之外的组织：研发部',
  },
  {
    route: 'POST Users',
    attempt: 'create a user with roles one does not hold (开发人员)',
    run: () =>
      usersApi(as.userAdder.call).create({
        account: 'planted2',
        realName: '植入',
        gender: 1,
        sortCode: 0,
        enabledMark: 1,
        organizeIds: [ids.finance],
        positionIds: [],
        roleIds: [ids['role:manager'], ids['role:developer']],
      }),
    code: 403,
    says: '“开发人员”含有您没有的权限，不能授予：',
  },
  // Users' other writes, on an administrator and outside the scope.
  {
    route: 'PUT Users/{id}/Actions/State',
    attempt: 'switch an administrator',
    run: () => editor().toggleState(ids.admin),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  {
    route: 'PUT Users/{id}/Actions/unlock',
    attempt: 'unlock an administrator',
    run: () => usersApi(as.everyUserEditor.call).unlock(ids.admin),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  {
    route: 'POST Users/{id}/Actions/ResetPassword',
    attempt: 'reset the password of a user outside one’s scope (李娜)',
    run: () => editor().resetPassword(ids.lina, { newPassword: 'Taken2026', repeatPassword: 'Taken2026' }),
    code: 404,
    says: '用户不存在',
  },
  // POST Users/workHandover.
  {
    route: 'POST Users/workHandover',
    attempt: 'hand over an administrator’s work',
    run: () => usersApi(as.everyUserEditor.call).handOver({ fromId: ids.admin, toId: ids.sunli, kinds: ['organize', 'user', 'record'] }),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'move an administrator among the reports handed over',
    run: () => usersApi(as.everyUserEditor.call).handOver({ fromId: ids.xujun, toId: ids.huchao, kinds: ['user'] }),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'hand over to a user outside one’s scope (李娜)',
    run: () => editor().handOver({ fromId: ids.xujun, toId: ids.lina, kinds: ['user'] }),
    code: 403,
    says: '这些用户不在您的数据权限内：李娜',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'hand work over to oneself',
    run: () => editor().handOver({ fromId: ids.xujun, toId: ids.wuting, kinds: ['user', 'record'] }),
    code: 403,
    says: '不能把工作移交给自己',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'hand the work of a user not below one to one’s own report (徐军 → 马勇)',
    run: () => editor().handOver({ fromId: ids.xujun, toId: ids.mayong, kinds: ['user', 'record'] }),
    code: 403,
    says: '不能把您下属之外的用户的工作移交给您的下属',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'move records of a kind one may not change (单据规则)',
    run: () => editor().handOver({ fromId: ids.mayong, toId: ids.sunli, kinds: ['record'] }),
    code: 403,
    says: '您没有修改“单据规则”的权限，不能移交',
  },
  {
    route: 'POST Users/workHandover',
    attempt: 'move records past one’s data scheme (孙丽’s purchase request)',
    run: () => usersApi(as.everyUserEditor.call).handOver({ fromId: ids.sunli, toId: ids.huchao, kinds: ['record'] }),
    code: 403,
    says: '采购申请中有不在您的数据权限内的记录，不能移交',
  },
  // PUT Authority/Data/{id}: 刘洋 holds the grant screen.
  {
    route: 'PUT Authority/Data/{id}',
    attempt: 'grant oneself user, role and menu management and all data',
    run: () =>
      authorizeApi(as.grantor.call).save(
        ids.liuyang,
        grantsOf({
          objectType: 'User',
          module: ['menu-authorize', 'menu-users', 'menu-role', 'menu-system-menu'],
          button: ['menu-authorize-btn-edit'],
          resource: ['menu-users-scheme-all'],
        }),
      ),
    code: 403,
    says: '不能修改自己或自己所属角色、岗位、分组的权限',
  },
  {
    route: 'PUT Authority/Data/{id}',
    attempt: 'grant a role one belongs to (开发人员)',
    run: () => authorizeApi(as.grantor.call).save(ids['role:developer'], grantsOf({ objectType: 'Role', module: ['menu-users'] })),
    code: 403,
    says: '不能修改自己或自己所属角色、岗位、分组的权限',
  },
  {
    route: 'PUT Authority/Data/{id}',
    attempt: 'give a user of one’s scope what one does not hold (角色管理, all users)',
    run: () =>
      authorizeApi(as.grantor.call).save(
        ids.huangmin,
        grantsOf({ objectType: 'User', module: ['menu-users', 'menu-role'], resource: ['menu-users-scheme-all'] }),
      ),
    code: 403,
    says: '您不能授予自己没有的权限：角色管理、用户管理·全部用户',
  },
  {
    route: 'PUT Authority/Data/{id}',
    attempt: 'grant a user outside one’s scope (孙丽) what one holds',
    run: () => authorizeApi(as.grantor.call).save(ids.sunli, grantsOf({ objectType: 'User', module: ['menu-authorize'] })),
    code: 403,
    says: '“孙丽”不在您的数据权限内',
  },
  {
    route: 'PUT Authority/Data/{id}',
    attempt: 'grant an administrator',
    run: () => authorizeApi(as.grantor.call).save(ids.admin, grantsOf({ objectType: 'User', module: ['menu-authorize'] })),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  // POST UserRelation/{id}: 周强 manages members for R&D's users.
  {
    route: 'POST UserRelation/{id}',
    attempt: 'add oneself to a role (开发人员)',
    run: async () =>
      userRelationApi(as.memberEditor.call).save(ids['role:developer'], {
        objectType: 'Role',
        userIds: [...(await members(ids['role:developer'])), ids.zhouqiang],
      }),
    code: 403,
    says: '不能修改自己的组织、岗位、角色或分组',
  },
  {
    route: 'POST UserRelation/{id}',
    attempt: 'give a role one does not hold (部门经理)',
    run: async () =>
      userRelationApi(as.memberEditor.call).save(ids['role:manager'], { objectType: 'Role', userIds: [...(await members(ids['role:manager'])), ids.huangmin] }),
    code: 403,
    says: '“部门经理”含有您没有的权限，不能授予：',
  },
  {
    route: 'POST UserRelation/{id}',
    attempt: 'place a user outside one’s scope in a group (孙丽)',
    run: async () => userRelationApi(as.memberEditor.call).save(ids.review, { objectType: 'Group', userIds: [...(await members(ids.review)), ids.sunli] }),
    code: 403,
    says: '这些用户不在您的数据权限内：孙丽',
  },
  {
    route: 'POST UserRelation/{id}',
    attempt: 'add an administrator to a group',
    run: async () => userRelationApi(as.memberEditor.call).save(ids.review, { objectType: 'Group', userIds: [...(await members(ids.review)), ids.admin] }),
    code: 403,
    says: '管理员账户只能由管理员修改',
  },
  // PUT ModuleDataAuthorizeScheme/{id}: 刘洋 also edits menu entries.
  {
    route: 'PUT ModuleDataAuthorizeScheme/{id}',
    attempt: 'widen a scheme others hold to every row (用户管理 · 本组织及下级组织的用户)',
    run: async () => {
      const { data } = await menuApi(admin.call).schemes.get('menu-users-scheme-organize');
      return menuApi(as.grantor.call).schemes.update(data.id, {
        moduleId: data.moduleId,
        enCode: data.enCode,
        fullName: data.fullName,
        conditionJson: '[]',
        allData: 1,
        enabledMark: 1,
      });
    },
    code: 403,
    says: '只有拥有“用户管理”全部数据权限的用户才能修改其数据权限方案',
  },
  {
    route: 'PUT Role/{id}/Actions/State',
    attempt: 'switch a role one belongs to (普通员工)',
    run: () => roleApi(as.memberEditor.call).toggle(ids['role:staff']),
    code: 403,
    says: '不能修改自己所属的角色、岗位或分组',
  },
];

async function members(objectId: string): Promise<string[]> {
  return (await userRelationApi(admin.call).members(objectId)).data.ids;
}

describe('a delegated administrator cannot escalate', () => {
  it.each(attempts)('$route — $attempt: refused, nothing changed', async ({ run, code, says }) => {
    const before = await snapshot();
    const answer = await run();
    expect({ code: answer.code, msg: answer.msg }).toMatchObject({ code, msg: expect.stringContaining(says) });
    expect(await snapshot()).toBe(before);
  });

  it('POST Users/ImportData — fails alone each row placed outside one’s scope or given a role one does not hold, writing none of it', async () => {
    const importer = importApi(as.userAdder.call, '/api/permission/Users');
    const before = await snapshot();
    const row = (account: string, extra: ImportRow): ImportRow => ({ account, realName: '导入', gender: '女', organizeId: 'finance', ...extra });
    const result = await importer.importData([
      row('plantedrd', { organizeId: 'rd' }),
      row('planteddev', { roleId: '开发人员' }),
      row('plantedadmin', { roleId: '部门经理,开发人员' }),
    ]);
    expect(result.data).toMatchObject({ snum: 0, fnum: 3 });
    expect(result.data.failResult.map((failure) => [failure.account, failure.errorsInfo])).toEqual([
      ['plantedrd', '不能把用户放到您的数据权限之外的组织：研发部'],
      ['planteddev', expect.stringContaining('“开发人员”含有您没有的权限，不能授予：')],
      ['plantedadmin', expect.stringContaining('“开发人员”含有您没有的权限，不能授予：')],
    ]);
    expect(await snapshot()).toBe(before);
    // The row she may write goes through beside them.
    const mixed = await importer.importData([row('importedok', { roleId: '部门经理' }), row('plantedrd2', { organizeId: 'rd' })]);
    expect(mixed.data).toMatchObject({ snum: 1, fnum: 1 });
  });

  it('lets the same members do what they hold, within their scope', async () => {
    // 吴婷 gives 孙丽 the role she holds herself, and changes her own name (not her memberships).
    expect((await editor().update(ids.sunli, await userForm(ids.sunli, (u) => ({ ...u, roleIds: [...(u.roleIds ?? []), ids['role:manager']] })))).code).toBe(
      200,
    );
    expect((await editor().update(ids.wuting, await userForm(ids.wuting, (u) => ({ ...u, realName: '吴婷婷' })))).code).toBe(200);
    // 朱霞 adds a user to finance with a role she holds.
    expect(
      (
        await usersApi(as.userAdder.call).create({
          account: 'financenew',
          realName: '新会计',
          gender: 2,
          sortCode: 0,
          enabledMark: 1,
          organizeIds: [ids.finance],
          positionIds: [ids.accountant],
          roleIds: [ids['role:manager']],
        })
      ).code,
    ).toBe(200);
    // 刘洋 gives 黄敏 what he holds, and keeps what the manager role already had while adding to it.
    const granted = await authorizeApi(as.grantor.call).save(
      ids.huangmin,
      grantsOf({ objectType: 'User', module: ['menu-authorize'], button: ['menu-authorize-btn-edit'] }),
    );
    expect(granted.code).toBe(200);
    const managerRole = await db().selectFrom('base_authorize').select(['item_type', 'item_id']).where('object_id', '=', ids['role:manager']).execute();
    const kept = grantsOf({ objectType: 'Role' });
    for (const row of managerRole) (kept[row.item_type === 'system' ? 'systemIds' : row.item_type] as string[]).push(row.item_id);
    kept.module.push('menu-authorize');
    expect((await authorizeApi(as.grantor.call).save(ids['role:manager'], kept)).code).toBe(200);
    // 周强 puts a colleague of R&D in a group (it carries nothing) and in the role he holds, and hands nothing over he may not.
    expect(
      (await userRelationApi(as.memberEditor.call).save(ids.review, { objectType: 'Group', userIds: [...(await members(ids.review)), ids.huangmin] })).code,
    ).toBe(200);
    expect(await members(ids.review)).toContain(ids.huangmin);
    // 何涛 may hand over what nobody's scheme holds back: 徐军 made no purchase request.
    expect((await usersApi(as.everyUserEditor.call).handOver({ fromId: ids.xujun, toId: ids.mayong, kinds: ['record'] })).code).toBe(200);
  });

  it('leaves administrators free to give anything', async () => {
    const adminClient = server.client();
    await adminClient.signIn('admin', adminPassword);
    expect(
      (
        await usersApi(adminClient.call).update(
          ids.sunli,
          await userForm(ids.sunli, (u) => ({ ...u, organizeIds: [...(u.organizeIds ?? []), ids.rd], roleIds: [...(u.roleIds ?? []), ids['role:developer']] })),
        )
      ).code,
    ).toBe(200);
    expect(
      (await authorizeApi(adminClient.call).save(ids.sunli, grantsOf({ objectType: 'User', module: ['menu-users'], resource: ['menu-users-scheme-all'] })))
        .code,
    ).toBe(200);
  });
});
