// Organisations (spec 02 §7.6): companies and departments in one tree — the
// lazy management list, the picker tree, the two forms, moves that carry a
// subtree along, and deletes refused while anything hangs on a node.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizeApi, type CompanyInput, type DepartmentInput, type OrganizeRow } from '@core/api/organize';
import type { DirectoryNode } from '@core/api/directory';
import { flattenTree } from '@core/tree';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof organizeApi>;
let companyId: string;
const departmentIds = new Map<string, string>();

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = organizeApi(admin.call);
  const top = (await api.list()).data.list;
  companyId = top.find((row) => row.enCode === 'kiln')!.id;
  for (const row of (await api.list({ parentId: companyId })).data.list) departmentIds.set(row.enCode, row.id);
});
afterAll(async () => {
  await server?.close();
});

const company = (overrides: Partial<CompanyInput> = {}): CompanyInput => ({ parentId: companyId, fullName: '华东分公司', enCode: 'east', sortCode: 1, enabledMark: 1, description: '', ...overrides });
const department = (overrides: Partial<DepartmentInput> = {}): DepartmentInput => ({ parentId: companyId, fullName: '测试部', enCode: 'qa', sortCode: 1, enabledMark: 1, description: '', ...overrides });

/** Creates a department and answers its id, failing the test if it is refused. */
async function addDepartment(overrides: Partial<DepartmentInput>): Promise<string> {
  const result = await api.createDepartment(department(overrides));
  expect(result.msg).toBe('新建成功');
  return result.data.id;
}

const db = () => server.app.kiln.db;

describe('the management list', () => {
  it('starts with the top companies, each saying whether it has children', async () => {
    const { data } = await api.list();
    expect(data.list.map((row) => row.parentId)).toEqual(data.list.map(() => '-1'));
    expect(data.list.find((row) => row.id === companyId)).toMatchObject({ fullName: 'Kiln 示例集团', type: 'company', category: 'company', hasChildren: true, isLeaf: false, organizeIdTree: [companyId] });
  });

  it('loads a company\'s departments by parent id, with their paths', async () => {
    const rows = (await api.list({ parentId: companyId })).data.list;
    expect(rows.map((row) => row.fullName)).toEqual(['总经办', '研发部', '市场部', '财务部', '人力资源部']);
    expect(rows[1]).toMatchObject({ type: 'department', parentId: companyId, organizeIdTree: [companyId, rows[1].id], hasChildren: false });
  });

  it('searches every level by name or code, and by type', async () => {
    expect((await api.list({ keyword: '研发' })).data.list.map((row) => row.enCode)).toEqual(['rd']);
    expect((await api.list({ keyword: 'KILN' })).data.list.map((row) => row.fullName)).toContain('Kiln 示例集团');
    const departments = (await api.list({ type: 'department' })).data.list;
    expect(departments.length).toBeGreaterThanOrEqual(5);
    expect(departments.every((row: OrganizeRow) => row.type === 'department')).toBe(true);
  });

  it('refuses an unknown type', async () => {
    expect((await admin.call('GET', '/api/permission/Organize', { type: 'team' })).code).toBe(400);
  });
});

describe('the organisation tree', () => {
  it('holds companies and departments as picker nodes', async () => {
    const roots = (await api.tree()).data.list;
    const root = roots.find((node) => node.id === companyId)!;
    expect(root).toMatchObject({ type: 'company', hasChildren: true, isLeaf: false, organizeIds: [companyId], enCode: 'kiln' });
    expect(root.children!.map((node) => node.fullName)).toContain('研发部');
    expect(root.children!.find((node) => node.enCode === 'rd')).toMatchObject({ type: 'department', isLeaf: true, organizeIds: [companyId, departmentIds.get('rd')] });
  });

  it('gives only companies, under the top node, without a node being edited', async () => {
    const roots = (await api.tree({ category: 'company', top: true })).data.list;
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ id: '-1', fullName: '顶级节点' });
    expect(flattenTree<DirectoryNode>(roots).every((node) => node.type === 'company')).toBe(true);
    const without = flattenTree<DirectoryNode>((await api.tree({ excludeId: companyId })).data.list);
    expect(without.map((node) => node.id)).not.toContain(companyId);
    expect(without.map((node) => node.id)).not.toContain(departmentIds.get('rd'));
  });
});

describe('companies', () => {
  it('creates a company with JNPF\'s propertyJson object and answers it as JNPF does', async () => {
    const created = await api.create(company({ propertyJson: { shortName: '华东', telePhone: '021-1234567', foundedTime: 1_600_000_000_000, manageEmail: 'east@example.com' } }));
    expect(created.code).toBe(200);
    const info = (await api.get(created.data.id)).data;
    expect(info).toMatchObject({ fullName: '华东分公司', enCode: 'east', category: 'company', parentId: companyId, parentName: 'Kiln 示例集团', organizeIdTree: [companyId, created.data.id] });
    expect(JSON.parse(info.propertyJson)).toEqual({ shortName: '华东', telePhone: '021-1234567', foundedTime: 1_600_000_000_000, manageEmail: 'east@example.com' });
    expect(info.shortName).toBe('华东');
  });

  it('takes the extras one by one (the company form) or as a JSON string, and updates them', async () => {
    const created = await api.create(company({ fullName: '华南分公司', enCode: 'south', shortName: '华南', propertyJson: JSON.stringify({ fax: '020-7654321', shortName: 'ignored' }) }));
    expect(created.code).toBe(200);
    expect(JSON.parse((await api.get(created.data.id)).data.propertyJson)).toEqual({ shortName: '华南', fax: '020-7654321' });
    expect((await api.update(created.data.id, company({ fullName: '华南公司', enCode: 'south', address: '广州' }))).msg).toBe('更新成功');
    expect((await api.get(created.data.id)).data).toMatchObject({ fullName: '华南公司', address: '广州', propertyJson: JSON.stringify({ address: '广州' }) });
  });

  it('makes a top company under -1', async () => {
    const created = await api.create(company({ parentId: '-1', fullName: '独立公司', enCode: 'solo' }));
    expect((await api.get(created.data.id)).data).toMatchObject({ parentId: '-1', organizeIdTree: [created.data.id], parentName: '' });
  });

  it.each([
    [{ fullName: '' }, '请输入公司名称'],
    [{ fullName: '坏$名' }, '名称不能含有特殊符号'],
    [{ enCode: '' }, '请输入公司编码'],
    [{ enCode: '.bad' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
    [{ enCode: 'rd' }, '组织编码已存在'],
    [{ parentId: '' }, '请选择上级公司'],
    [{ parentId: 'nowhere' }, '上级组织不存在'],
    [{ fullName: '华东分公司' }, '同一上级下已有同名组织'],
    [{ sortCode: 1_000_000 }, '排序只能是0-999999之间的整数'],
    [{ manageEmail: 'not-mail' }, '请正确输入您的邮箱地址'],
    [{ propertyJson: '{broken' }, '公司扩展信息格式不正确'],
  ])('refuses %j and creates nothing', async (overrides, message) => {
    const result = await api.create(company({ fullName: '另一家', enCode: 'another', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect((await api.list({ keyword: 'another' })).data.list).toEqual([]);
  });

  it('refuses a company under a department', async () => {
    const result = await api.create(company({ parentId: departmentIds.get('rd'), fullName: '子公司', enCode: 'sub' }));
    expect(result).toMatchObject({ code: 400, msg: '公司的上级只能是公司' });
  });

  it('answers in the request\'s language', async () => {
    const english = server.client({ token: admin.token, language: 'en' });
    expect((await organizeApi(english.call).create(company({ enCode: 'rd', fullName: '又一家' }))).msg).toBe('The organisation code is taken');
  });

  it('keeps the company and department routes to their own kind', async () => {
    expect((await api.update(departmentIds.get('rd')!, company({ parentId: companyId, fullName: '研发部', enCode: 'rd' }))).msg).toBe('该组织不是公司');
    expect((await api.updateDepartment(companyId, department({ parentId: '-1', fullName: 'Kiln 示例集团', enCode: 'kiln' }))).code).toBe(400);
    expect((await api.get('nowhere')).code).toBe(404);
  });
});

describe('departments', () => {
  it('creates a department under a company and another under it, with their paths', async () => {
    const parent = await addDepartment({ fullName: '平台部', enCode: 'platform' });
    const child = await addDepartment({ parentId: parent, fullName: '平台前端组', enCode: 'platformWeb' });
    const info = (await api.getDepartment(child)).data;
    expect(info).toMatchObject({ category: 'department', parentId: parent, parentName: '平台部', organizeIdTree: [companyId, parent, child], managerId: '' });
    expect((await api.list({ parentId: parent })).data.list.map((row) => row.id)).toEqual([child]);
  });

  it('takes the body JNPF\'s department form sends (its id and path along)', async () => {
    const body = { enabledMark: 1, parentId: companyId, fullName: '客服部', enCode: 'service', sortCode: 3, description: '', managerId: '', id: '', organizeIdTree: [companyId] };
    const created = await admin.call<{ id: string }>('POST', '/api/permission/Organize/Department', body);
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    expect((await api.getDepartment(created.data.id)).data).toMatchObject({ fullName: '客服部', organizeIdTree: [companyId, created.data.id] });
  });

  it('names a user as manager, and refuses one who does not exist', async () => {
    const manager = await db().selectFrom('base_user').select('id').where('account', '=', 'lina').executeTakeFirstOrThrow();
    const id = await addDepartment({ fullName: '架构组', enCode: 'arch', managerId: manager.id });
    expect((await api.getDepartment(id)).data.managerId).toBe(manager.id);
    expect(await api.createDepartment(department({ fullName: '无主部门', enCode: 'nobody', managerId: 'ghost' }))).toMatchObject({ code: 400, msg: '部门主管不存在' });
  });

  it.each([
    [{ fullName: '' }, '请输入部门名称'],
    [{ enCode: '' }, '请输入部门编码'],
    [{ enCode: 'office' }, '组织编码已存在'],
    [{ parentId: '' }, '请选择上级组织'],
    [{ parentId: '-1' }, '上级组织不存在'],
    [{ fullName: '研发部' }, '同一上级下已有同名组织'],
    [{ sortCode: -1 }, '排序只能是0-999999之间的整数'],
  ])('refuses %j', async (overrides, message) => {
    const result = await api.createDepartment(department({ enCode: 'refused', ...overrides }));
    expect(result).toMatchObject({ code: 400, msg: message });
  });
});

describe('moving a node', () => {
  it('carries every level below it along, and refuses moving under itself or below', async () => {
    const a = await addDepartment({ fullName: '移动一级', enCode: 'moveA' });
    const b = await addDepartment({ parentId: a, fullName: '移动二级', enCode: 'moveB' });
    const c = await addDepartment({ parentId: b, fullName: '移动三级', enCode: 'moveC' });
    const target = await addDepartment({ fullName: '新上级', enCode: 'moveTarget' });

    const moved = await api.updateDepartment(a, department({ parentId: target, fullName: '移动一级', enCode: 'moveA' }));
    expect(moved.msg).toBe('更新成功');
    expect((await api.getDepartment(a)).data.organizeIdTree).toEqual([companyId, target, a]);
    expect((await api.getDepartment(b)).data.organizeIdTree).toEqual([companyId, target, a, b]);
    expect((await api.getDepartment(c)).data.organizeIdTree).toEqual([companyId, target, a, b, c]);
    expect((await api.list({ parentId: target })).data.list.map((row) => row.id)).toEqual([a]);
    // The new parent keeps its own path.
    expect((await api.getDepartment(target)).data.organizeIdTree).toEqual([companyId, target]);

    for (const parentId of [a, c]) {
      const refused = await api.updateDepartment(a, department({ parentId, fullName: '移动一级', enCode: 'moveA' }));
      expect(refused).toMatchObject({ code: 400, msg: '不能移动到自身或其下级组织之下' });
    }
    expect((await api.getDepartment(c)).data.organizeIdTree).toEqual([companyId, target, a, b, c]);

    // Back to the company: the paths shorten again.
    await api.updateDepartment(a, department({ parentId: companyId, fullName: '移动一级', enCode: 'moveA' }));
    expect((await api.getDepartment(c)).data.organizeIdTree).toEqual([companyId, a, b, c]);
  });

  it('moves a company with its departments under another company', async () => {
    const parent = (await api.create(company({ fullName: '迁移公司', enCode: 'moving' }))).data.id;
    const child = await addDepartment({ parentId: parent, fullName: '迁移部门', enCode: 'movingDept' });
    const host = (await api.create(company({ parentId: '-1', fullName: '承接公司', enCode: 'host' }))).data.id;
    expect((await api.update(parent, company({ parentId: host, fullName: '迁移公司', enCode: 'moving' }))).code).toBe(200);
    expect((await api.getDepartment(child)).data.organizeIdTree).toEqual([host, parent, child]);
    expect(await api.update(parent, company({ parentId: child, fullName: '迁移公司', enCode: 'moving' }))).toMatchObject({ code: 400, msg: '不能移动到自身或其下级组织之下' });
  });
});

describe('deleting a node', () => {
  const stillThere = async (id: string) => expect((await api.getDepartment(id)).code).toBe(200);

  it('refuses a node with sub-organisations', async () => {
    const parent = await addDepartment({ fullName: '有下级', enCode: 'withChild' });
    await addDepartment({ parentId: parent, fullName: '下级', enCode: 'theChild' });
    expect(await api.remove(parent)).toMatchObject({ code: 400, msg: '该组织下有子组织，不能删除' });
    await stillThere(parent);
  });

  it('refuses a node that is a user\'s organisation', async () => {
    const id = await addDepartment({ fullName: '有用户', enCode: 'withUser' });
    await db().updateTable('base_user').set({ organize_id: id }).where('account', '=', 'zhouqiang').execute();
    expect(await api.remove(id)).toMatchObject({ code: 400, msg: '该组织下有用户，不能删除' });
    await stillThere(id);
    expect((await api.remove(departmentIds.get('finance')!)).msg).toBe('该组织下有用户，不能删除');
  });

  it('refuses a node a user belongs to through a relation', async () => {
    const id = await addDepartment({ fullName: '兼职用户', enCode: 'withMember' });
    const user = await db().selectFrom('base_user').select('id').where('account', '=', 'sunli').executeTakeFirstOrThrow();
    await db().insertInto('base_user_relation').values({ id: `rel-${id}`, user_id: user.id, object_type: 'Organize', object_id: id }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 400, msg: '该组织下有用户，不能删除' });
    await stillThere(id);
  });

  it('refuses a node with positions', async () => {
    const id = await addDepartment({ fullName: '有岗位', enCode: 'withPosition' });
    await db().insertInto('base_position').values({ id: `pos-${id}`, organize_id: id, en_code: `pos-${id}`, full_name: '岗位', sort_code: 0, enabled_mark: 1, created_at: Date.now() }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 400, msg: '该组织下有岗位，不能删除' });
    await stillThere(id);
  });

  it('refuses a node roles belong to', async () => {
    const id = await addDepartment({ fullName: '有角色', enCode: 'withRole' });
    const role = await db().selectFrom('base_role').select('id').where('en_code', '=', 'staff').executeTakeFirstOrThrow();
    await db().insertInto('base_organize_relation').values({ id: `orgrel-${id}`, organize_id: id, object_type: 'Role', object_id: role.id }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 400, msg: '该组织已关联角色，不能删除' });
    await stillThere(id);
  });

  it('deletes a node nothing hangs on', async () => {
    const id = await addDepartment({ fullName: '空部门', enCode: 'empty' });
    expect((await api.remove(id)).msg).toBe('删除成功');
    expect((await api.getDepartment(id)).code).toBe(404);
    expect((await api.remove(id)).code).toBe(404);
  });
});

describe('a member without the organisation menu', () => {
  it('is refused every management route, and nothing changes', async () => {
    const member = organizeApi((await memberOf(server, 'liuyang')).call);
    const rd = departmentIds.get('rd')!;
    const answers = await Promise.all([
      member.list(),
      member.list({ parentId: companyId }),
      member.tree(),
      member.get(companyId),
      member.getDepartment(rd),
      member.create(company({ fullName: '越权公司', enCode: 'intruder' })),
      member.update(companyId, company({ parentId: '-1', fullName: '改名', enCode: 'kiln' })),
      member.remove(rd),
      member.createDepartment(department({ fullName: '越权部门', enCode: 'intruderDept' })),
      member.updateDepartment(rd, department({ fullName: '改名部门', enCode: 'rd' })),
    ]);
    expect(answers.map((answer) => answer.code)).toEqual(answers.map(() => 403));
    expect((await api.get(companyId)).data.fullName).toBe('Kiln 示例集团');
    expect((await api.getDepartment(rd)).data).toMatchObject({ fullName: '研发部', parentId: companyId });
    expect((await api.list({ keyword: 'intruder' })).data.list).toEqual([]);
  });

  it('reads the organisation tree with the position screen\'s grant, and nothing more', async () => {
    const client = await memberOf(server, 'chenjie');
    const member = organizeApi(client.call);
    expect((await member.tree()).code).toBe(403);
    const user = await db().selectFrom('base_user').select('id').where('account', '=', 'chenjie').executeTakeFirstOrThrow();
    await db().insertInto('base_authorize').values({ id: 'organize-tree-grant', item_type: 'module', item_id: 'menu-position', object_type: 'User', object_id: user.id }).execute();
    await server.app.kiln.grants.changed([user.id]);
    expect((await member.tree()).data.list.map((node) => node.id)).toContain(companyId);
    expect((await member.list()).code).toBe(403);
  });
});
