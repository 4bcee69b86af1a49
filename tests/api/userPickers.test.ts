// The user pickers' reference reads (spec 02 §7.4, spec 03 §4, §7): a lazy tree
// of organisations and users, paged searches, the caller's organisation and
// subordinates, custom lists of able users, and stored ids named — for any
// signed-in user, and never with anyone's phone number or e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryNode } from '@core/api/directory';
import { userPickersApi, type UserPickersApi } from '@core/api/userPickers';
import type { Envelope } from '@core/api/envelope';
import { newId } from '@server/db/ids';
import { directoryNames } from '@server/modules/users/pickerNames';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: UserPickersApi;
const answers: unknown[] = [];

const db = () => server.app.kiln.db;
const idOf = async (table: 'base_organize' | 'base_position' | 'base_role' | 'base_group', code: string) =>
  (await db().selectFrom(table).select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const names = (nodes: readonly DirectoryNode[]) => nodes.map((node) => node.fullName);
const accounts = (nodes: readonly DirectoryNode[]) => nodes.map((node) => node.account).sort();

/** Every answer is kept, to look for personal data in all of them at the end. */
const kept = <T,>(result: Envelope<T>): Envelope<T> => {
  answers.push(result);
  return result;
};
const pickersOf = (client: TestClient): UserPickersApi => {
  const raw = userPickersApi(client.call);
  return Object.fromEntries(Object.entries(raw).map(([name, call]) => [name, (...args: never[]) => (call as (...a: never[]) => Promise<Envelope<unknown>>)(...args).then(kept)])) as unknown as UserPickersApi;
};

let company: string;
let rd: string;
let market: string;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = pickersOf(admin);
  company = await idOf('base_organize', 'kiln');
  rd = await idOf('base_organize', 'rd');
  market = await idOf('base_organize', 'market');
  // 45 more people in the market department, for the pages of a search.
  const model = await db().selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
  const rows = Array.from({ length: 45 }, (_, index) => ({ ...model, id: newId(), account: `pager${String(index + 1).padStart(2, '0')}`, real_name: `翻页${String(index + 1).padStart(2, '0')}`, manager_id: '', sort_code: 100 + index }));
  await db().insertInto('base_user').values(rows).execute();
  await db().insertInto('base_user_relation').values(rows.map((row) => ({ id: newId(), user_id: row.id, object_type: 'Organize' as const, object_id: market }))).execute();
});
afterAll(async () => {
  await server.close();
});

describe('the lazy user tree', () => {
  it('starts with the top organisations, which have children to load', async () => {
    const { code, data } = await api.tree('0');
    expect(code).toBe(200);
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ id: company, fullName: 'Kiln 示例集团', type: 'company', isLeaf: false, hasChildren: true, organize: 'Kiln 示例集团', organizeIds: [company] });
  });

  it('lists an organisation\'s child organisations first, then its own users', async () => {
    const { data } = await api.tree(company);
    expect(names(data.list)).toEqual(['总经办', '研发部', '市场部', '财务部', '人力资源部', '管理员/admin']);
    expect(data.list.slice(0, 5).every((node) => node.type === 'department' && node.hasChildren)).toBe(true);
    expect(data.list[5]).toMatchObject({ type: 'user', isLeaf: true, account: 'admin', parentId: company });
  });

  it('gives each user their name with account, organisation path and avatar', async () => {
    const { data } = await api.tree(rd);
    const liuyang = data.list.find((node) => node.account === 'liuyang');
    expect(liuyang).toMatchObject({ id: await userId('liuyang'), fullName: '刘洋/liuyang', type: 'user', parentId: rd, isLeaf: true, hasChildren: false, organize: 'Kiln 示例集团/研发部', organizeIds: [company, rd], headIcon: '' });
    expect(accounts(data.list)).toEqual(['chenjie', 'huangmin', 'liangyu', 'lina', 'liuyang', 'luohao', 'yangjing', 'zhaolei', 'zhouqiang']);
  });

  it('leaves disabled users out, and names them still by id', async () => {
    await db().updateTable('base_user').set({ enabled_mark: 0 }).where('account', '=', 'luohao').execute();
    try {
      expect(accounts((await api.tree(rd)).data.list)).not.toContain('luohao');
      expect(names((await api.userList([await userId('luohao')])).data.list)).toEqual(['罗浩/luohao']);
    } finally {
      await db().updateTable('base_user').set({ enabled_mark: 1 }).where('account', '=', 'luohao').execute();
    }
  });

  it('becomes a paged flat search with a keyword, finished when a page is short', async () => {
    const first = await api.search({ keyword: '翻页', currentPage: 1, pageSize: 20 });
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 45 });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]).toMatchObject({ fullName: '翻页01/pager01', type: 'user', organize: 'Kiln 示例集团/市场部' });
    const third = await api.search({ keyword: '翻页', currentPage: 3, pageSize: 20 });
    expect(names(third.data.list)).toEqual(['翻页41/pager41', '翻页42/pager42', '翻页43/pager43', '翻页44/pager44', '翻页45/pager45']);
    const everyone = new Set([...first.data.list, ...(await api.search({ keyword: '翻页', currentPage: 2, pageSize: 20 })).data.list, ...third.data.list].map((node) => node.id));
    expect(everyone.size).toBe(45);
  });

  it('searches names and accounts, within an organisation and below when one is given', async () => {
    expect(names((await api.search({ keyword: '刘洋' })).data.list)).toEqual(['刘洋/liuyang']);
    expect(names((await api.search({ keyword: 'LIUYANG' })).data.list)).toEqual(['刘洋/liuyang']);
    expect((await api.search({ keyword: '翻页' }, rd)).data.pagination.total).toBe(0);
    expect((await api.search({ keyword: '翻页' }, company)).data.pagination.total).toBe(45);
    expect((await api.search({ keyword: '%' })).data.list).toEqual([]);
  });
});

describe('what only a signed-in user may read', () => {
  it('refuses every picker read without a session', async () => {
    const anonymous = userPickersApi(server.client().call);
    const results = await Promise.all([
      anonymous.all(),
      anonymous.selector(),
      anonymous.contacts(),
      anonymous.tree('0'),
      anonymous.search({ keyword: 'a' }),
      anonymous.userList(['x']),
      anonymous.subordinates(),
      anonymous.organization(),
      anonymous.byPosition({ positionId: 'x' }),
      anonymous.byRoleOrg({ roleId: 'x' }),
      anonymous.byAuthorize('0'),
      anonymous.selectedList(['x--user']),
      anonymous.selectedUserList({ ids: ['x--user'] }),
    ]);
    expect(results.map((result) => result.code)).toEqual(results.map(() => 600));
    expect(results.every((result) => result.data === null)).toBe(true);
  });

  it('answers a staff member without any menu grant', async () => {
    const staff = pickersOf(await memberOf(server, 'huchao'));
    expect((await staff.tree(rd)).code).toBe(200);
    expect((await staff.selectedList([`${rd}--department`])).data.list).toHaveLength(1);
  });

  it('refuses more ids than a lookup takes, and ids that are not text', async () => {
    const tooMany = await api.userList(Array.from({ length: 1001 }, (_, index) => `u${index}`));
    expect(tooMany).toMatchObject({ code: 400, msg: '一次最多查询1000项' });
    const wrong = await admin.call('POST', '/api/permission/Users/getSelectedList', { ids: [{ id: 'x' }] });
    expect(wrong).toMatchObject({ code: 400, msg: '所选数据的编号不正确' });
    expect((await admin.call('POST', '/api/permission/Users/getUserList', {})).code).toBe(400);
  });
});

describe('the caller\'s organisation and subordinates', () => {
  it('lists the caller\'s current organisation\'s users, by keyword', async () => {
    const liuyang = pickersOf(await memberOf(server, 'liuyang'));
    const { data } = await liuyang.organization({ keyword: '' });
    expect(Array.isArray(data)).toBe(true);
    expect(accounts(data)).toEqual(['chenjie', 'huangmin', 'liangyu', 'lina', 'liuyang', 'luohao', 'yangjing', 'zhaolei', 'zhouqiang']);
    expect(names((await liuyang.organization({ keyword: '杨' })).data)).toEqual(['杨静/yangjing']);
    expect((await liuyang.organization({ organizeId: market, keyword: '翻页', currentPage: 3, pageSize: 20 })).data).toHaveLength(5);
  });

  it('follows the manager chain down: a manager\'s reports, and theirs in turn', async () => {
    const lina = pickersOf(await memberOf(server, 'lina'));
    expect(accounts((await lina.subordinates()).data)).toEqual(['chenjie', 'huangmin', 'liangyu', 'liuyang', 'luohao', 'yangjing', 'zhaolei', 'zhouqiang']);
    expect(names((await lina.subordinates('刘')).data)).toEqual(['刘洋/liuyang']);
    const chief = accounts((await pickersOf(await memberOf(server, 'zhangwei')).subordinates()).data);
    // 刘洋 reports to 李娜, who reports to 张伟.
    expect(chief).toContain('lina');
    expect(chief).toContain('liuyang');
    expect(chief).toHaveLength(19);
    expect((await pickersOf(await memberOf(server, 'liuyang')).subordinates()).data).toEqual([]);
  });

  it('stops at a cycle in the chain and never lists the caller', async () => {
    const liuyangId = await userId('liuyang');
    const chiefId = await userId('zhangwei');
    await db().updateTable('base_user').set({ manager_id: liuyangId }).where('id', '=', chiefId).execute();
    try {
      const lina = accounts((await pickersOf(await memberOf(server, 'lina')).subordinates()).data);
      expect(lina).toContain('zhangwei');
      expect(lina).not.toContain('lina');
    } finally {
      await db().updateTable('base_user').set({ manager_id: '' }).where('id', '=', chiefId).execute();
    }
  });

  it('pages subordinates when a page is asked for', async () => {
    const chief = pickersOf(await memberOf(server, 'zhangwei'));
    const pages = await Promise.all([1, 2].map((currentPage) => chief.subordinates('', { currentPage, pageSize: 10 })));
    expect(pages.map((page) => page.data.length)).toEqual([10, 9]);
  });
});

describe('stored ids named', () => {
  it('names users by id in the order asked, leaving unknown ids out', async () => {
    const ids = [await userId('zhangwei'), 'nobody', await userId('liuyang')];
    expect(names((await api.userList(ids)).data.list)).toEqual(['张伟/zhangwei', '刘洋/liuyang']);
  });

  it('names typed ids of every kind, and the system entries, for a selected pane', async () => {
    const frontend = await idOf('base_position', 'frontend');
    const developer = await idOf('base_role', 'developer');
    const duty = await idOf('base_group', 'duty');
    const liuyang = await userId('liuyang');
    const { data } = await api.selectedList([`${liuyang}--user`, `${rd}--department`, `${company}--company`, `${frontend}--position`, `${developer}--role`, `${duty}--group`, 'currentUser', '@currentOrg--system', 'nobody--user', 'x--planet']);
    expect(data.list.map((node) => [node.id, node.type, node.fullName])).toEqual([
      [liuyang, 'user', '刘洋/liuyang'],
      [rd, 'department', '研发部'],
      [company, 'company', 'Kiln 示例集团'],
      [frontend, 'position', '前端工程师'],
      [developer, 'role', '开发人员'],
      [duty, 'group', '值班组'],
      ['currentUser', 'user', '当前用户'],
      ['@currentOrg', 'system', '当前组织'],
    ]);
    expect(data.list[0]).toMatchObject({ organize: 'Kiln 示例集团/研发部', account: 'liuyang' });
    expect(data.list[1]).toMatchObject({ organize: 'Kiln 示例集团/研发部', organizeIds: [company, rd] });
    expect(data.list[3]).toMatchObject({ organize: 'Kiln 示例集团/研发部', parentId: rd });
  });

  it('names every stored value of an export at once, for its text format', async () => {
    const liuyang = await userId('liuyang');
    const names = await directoryNames(db(), [liuyang, `${liuyang}--user`, `${rd}--department`, `${rd}--company`, 'currentUser', 'gone--user'], (id) => (id === 'currentUser' ? '当前用户' : undefined));
    expect(Object.fromEntries(names)).toEqual({ [liuyang]: '刘洋/liuyang', [`${liuyang}--user`]: '刘洋/liuyang', [`${rd}--department`]: '研发部', [`${rd}--company`]: '研发部', currentUser: '当前用户' });
  });

  it('names a bare id as a user\'s, and in the caller\'s language', async () => {
    const english = userPickersApi(server.client({ token: admin.token, language: 'en' }).call);
    const { data } = await english.selectedList([await userId('lina'), 'currentUser']);
    expect(names(data.list)).toEqual(['李娜/lina', 'Current user']);
  });
});

describe('a custom picker\'s able users', () => {
  const able = async (query: Parameters<UserPickersApi['selectedUserList']>[0], client = api) => accounts((await client.selectedUserList(query)).data.list);

  it('offers the members of an organisation and below, paged as JNPF nests its paging', async () => {
    expect(await able({ ids: [`${rd}--department`], pagination: { keyword: '', currentPage: 1, pageSize: 20 } })).toHaveLength(9);
    const page = await api.selectedUserList({ ids: [`${company}--company`], pagination: { keyword: '', currentPage: 2, pageSize: 20 } });
    expect(page.data.pagination.total).toBe(66);
    expect(page.data.list).toHaveLength(20);
    expect(await able({ ids: [`${company}--company`], pagination: { keyword: '翻页4', currentPage: 1, pageSize: 20 } })).toHaveLength(6);
  });

  it('offers the holders of a position or role and the members of a group', async () => {
    expect(await able({ ids: [`${await idOf('base_position', 'frontend')}--position`] })).toEqual(['chenjie', 'liuyang', 'luohao']);
    expect(await able({ ids: [`${await idOf('base_group', 'duty')}--group`] })).toEqual(['chenjie', 'linmei', 'zhaolei']);
    expect(await able({ ids: [`${await idOf('base_role', 'manager')}--role`] })).toEqual(['hetao', 'lina', 'wuting', 'zhangwei', 'zhuxia']);
  });

  it('offers the users named, and the union of every kind', async () => {
    const zhangwei = await userId('zhangwei');
    expect(await able({ ids: [`${zhangwei}--user`, `${await idOf('base_group', 'duty')}--group`] })).toEqual(['chenjie', 'linmei', 'zhangwei', 'zhaolei']);
    expect(await able({ ableUserIds: [zhangwei], ableDepIds: [await idOf('base_organize', 'finance')] })).toEqual(['guoyan', 'huchao', 'zhangwei', 'zhuxia']);
    expect(await able({ ableIds: [`${zhangwei}--user`], keyword: '张' })).toEqual(['zhangwei']);
  });

  it('reads the system entries as the caller\'s own', async () => {
    const liuyang = pickersOf(await memberOf(server, 'liuyang'));
    expect(await able({ ids: ['currentUser'] }, liuyang)).toEqual(['liuyang']);
    expect(await able({ ids: ['@currentOrg--system'] }, liuyang)).toHaveLength(9);
  });

  it('offers nobody when the list is empty or names nothing', async () => {
    expect((await api.selectedUserList({ ids: [] })).data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    expect(await able({ ids: ['nobody--user'] })).toEqual([]);
  });
});

describe('trees limited to a position, a role or what the caller looks after', () => {
  it('gives a position\'s organisation holding its users', async () => {
    const { data } = await api.byPosition({ positionId: await idOf('base_position', 'frontend') });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: rd, fullName: '研发部', type: 'department' });
    expect(data[0].children).toHaveLength(9);
    expect(names((await api.byPosition({ positionId: await idOf('base_position', 'frontend'), keyword: '陈' })).data[0].children ?? [])).toEqual(['陈杰/chenjie']);
    expect((await api.byPosition({ positionId: 'nobody' })).data).toEqual([]);
  });

  it('walks a role\'s organisations, or everything for a global role', async () => {
    const developer = await idOf('base_role', 'developer');
    expect(names((await api.byRoleOrg({ roleId: developer })).data)).toEqual(['Kiln 示例集团']);
    await db().updateTable('base_role').set({ global_mark: 0 }).where('id', '=', developer).execute();
    await db().insertInto('base_organize_relation').values({ id: newId(), organize_id: rd, object_type: 'Role', object_id: developer }).execute();
    try {
      expect(names((await api.byRoleOrg({ roleId: developer })).data)).toEqual(['研发部']);
      expect((await api.byRoleOrg({ roleId: developer, organizeId: rd })).data).toHaveLength(9);
      expect((await api.byRoleOrg({ roleId: developer, organizeId: market })).data).toEqual([]);
      expect(names((await api.byRoleOrg({ roleId: developer, keyword: '张' })).data)).toEqual([]);
      expect(names((await api.byRoleOrg({ roleId: developer, keyword: '陈' })).data)).toEqual(['陈杰/chenjie']);
    } finally {
      await db().deleteFrom('base_organize_relation').where('object_id', '=', developer).execute();
      await db().updateTable('base_role').set({ global_mark: 1 }).where('id', '=', developer).execute();
    }
  });

  it('limits a member to their organisations and below; administrators see everything', async () => {
    expect(names((await api.byAuthorize('0')).data.list)).toEqual(['Kiln 示例集团']);
    const liuyang = pickersOf(await memberOf(server, 'liuyang'));
    expect(names((await liuyang.byAuthorize('0')).data.list)).toEqual(['研发部']);
    expect((await liuyang.byAuthorize(rd)).data.list).toHaveLength(9);
    expect((await liuyang.byAuthorize(company)).data.list).toEqual([]);
    expect(names((await liuyang.byAuthorize('0', '张伟')).data.list)).toEqual([]);
    expect(names((await liuyang.byAuthorize('0', '陈')).data.list)).toEqual(['陈杰/chenjie']);
  });
});

describe('the whole directory, bounded', () => {
  it('lists chat contacts a page of 20 at a time, without the caller', async () => {
    const liuyang = pickersOf(await memberOf(server, 'liuyang'));
    const { data } = await liuyang.contacts({ currentPage: 1, pageSize: 20 });
    expect(data.pagination.total).toBe(65);
    expect(data.list).toHaveLength(20);
    expect(accounts(data.list)).not.toContain('liuyang');
    expect((await liuyang.contacts({ keyword: '李娜' })).data.list[0]).toMatchObject({ realName: '李娜', account: 'lina', department: '研发部', fullName: '李娜/lina' });
  });

  it('lists every enabled user, and the companies and departments holding them', async () => {
    expect((await api.all()).data.list).toHaveLength(66);
    expect(names((await api.all({ keyword: '刘洋' })).data.list)).toEqual(['刘洋/liuyang']);
    const tree = (await api.selector()).data.list;
    expect(names(tree)).toEqual(['Kiln 示例集团']);
    const children = tree[0].children ?? [];
    expect(names(children)).toEqual(['总经办', '研发部', '市场部', '财务部', '人力资源部', '管理员/admin']);
    expect(accounts(children[1].children ?? [])).toEqual(['chenjie', 'huangmin', 'liangyu', 'lina', 'liuyang', 'luohao', 'yangjing', 'zhaolei', 'zhouqiang']);
  });
});

describe('personal data', () => {
  it('is in no answer: no phone number, e-mail or ID number', () => {
    expect(answers.length).toBeGreaterThan(40);
    const text = JSON.stringify(answers);
    expect(text).not.toMatch(/1380000\d{4}/);
    expect(text).not.toContain('@kiln.example');
    for (const key of ['"mobile"', '"email"', '"telePhone"', '"certificatesNumber"', '"password', '"birthday"']) expect(text).not.toContain(key);
  });
});
