// The role and group pickers' reference reads (spec 03 §2, §7; JNPF's
// api/permission/{role,group}.ts): any signed-in user reads them, they hold only
// enabled rows, and they answer in the shapes JNPF's pickers read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPickerApi, rolePickerApi, type PickerNode } from '@core/api/rolePickers';
import { galleryApi } from '@core/widgets/galleryIds';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let member: TestClient;
const ids = { company: '', rd: '', market: '', closedDepartment: '', orgRole: '', sharedRole: '', closedRole: '', roleOfClosedDepartment: '', closedGlobal: '', groupType: '', typedGroup: '', closedGroup: '' };

const db = () => server.app.kiln.db;
const organizeId = async (code: string) => (await db().selectFrom('base_organize').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const roleId = async (code: string) => (await db().selectFrom('base_role').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
const named = (code: string, name: string, enabled = 1) => ({ en_code: code, full_name: name, sort_code: 1, enabled_mark: enabled, created_at: Date.now() });

async function addRole(code: string, name: string, options: { global?: boolean; enabled?: boolean; organizes?: string[] } = {}) {
  const id = newId();
  await db().insertInto('base_role').values({ id, ...named(code, name, options.enabled === false ? 0 : 1), global_mark: options.global ? 1 : 0 }).execute();
  for (const organize of options.organizes ?? []) await db().insertInto('base_organize_relation').values({ id: newId(), organize_id: organize, object_type: 'Role', object_id: id }).execute();
  return id;
}

async function addGroup(code: string, name: string, type: string, enabled = 1) {
  const id = newId();
  await db().insertInto('base_group').values({ id, ...named(code, name, enabled), type }).execute();
  return id;
}

/** The id of an item of dictionary groupType (the category made here when the seed has none). */
async function groupTypeItem(name: string) {
  let type = await db().selectFrom('base_dictionary_type').select('id').where('en_code', '=', 'groupType').executeTakeFirst();
  if (!type) {
    type = { id: newId() };
    await db().insertInto('base_dictionary_type').values({ id: type.id, parent_id: '0', en_code: 'groupType', full_name: '分组类型', is_tree: 0, sort_code: 1, description: '', enabled_mark: 1, created_at: Date.now(), category: '' }).execute();
  }
  const id = newId();
  await db().insertInto('base_dictionary_data').values({ id, dictionary_type_id: type.id, parent_id: '0', ...named(`pickerType${id}`, name), sort_code: -1, description: '' }).execute();
  return id;
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  member = await memberOf(server, 'liuyang');
  ids.company = await organizeId('kiln');
  ids.rd = await organizeId('rd');
  ids.market = await organizeId('market');
  ids.closedDepartment = newId();
  await db()
    .insertInto('base_organize')
    .values({ id: ids.closedDepartment, parent_id: ids.company, category: 'department', organize_id_tree: `${ids.company},${ids.closedDepartment}`, ...named('pickerClosed', '停用部', 0) })
    .execute();
  ids.orgRole = await addRole('pickerRd', '研发评审', { organizes: [ids.rd] });
  ids.sharedRole = await addRole('pickerShared', '跨部门协调', { organizes: [ids.rd, ids.market] });
  ids.closedRole = await addRole('pickerClosedRole', '已停用角色', { enabled: false, organizes: [ids.rd] });
  ids.roleOfClosedDepartment = await addRole('pickerHidden', '停用部角色', { organizes: [ids.closedDepartment] });
  ids.closedGlobal = await addRole('pickerClosedGlobal', '停用全局角色', { global: true, enabled: false });
  ids.groupType = await groupTypeItem('评审类');
  ids.typedGroup = await addGroup('pickerTyped', '架构评审组', ids.groupType);
  ids.closedGroup = await addGroup('pickerClosedGroup', '已解散组', ids.groupType, 0);
});
afterAll(async () => {
  await server.close();
});

const flatten = (nodes: readonly PickerNode[]): PickerNode[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
const roleIdsOf = (nodes: readonly PickerNode[]) => flatten(nodes).filter((node) => node.type === 'role').map((node) => node.id);

describe('GET Role/Selector', () => {
  it('puts the global roles under the root with id 1, and the organisation roles under their organisations', async () => {
    const { code, data } = await rolePickerApi(member.call).selector();
    expect(code).toBe(200);
    const root = data.list.find((node) => node.id === '1')!;
    expect(root).toMatchObject({ fullName: '全局', type: 'global', onlyId: '1' });
    expect(root.children!.map((node) => node.id)).toEqual(expect.arrayContaining([await roleId('manager'), await roleId('staff'), await roleId('developer')]));
    expect(root.children!.every((node) => node.type === 'role' && node.parentId === '1')).toBe(true);

    const company = data.list.find((node) => node.id === ids.company)!;
    expect(company).toMatchObject({ type: 'company', fullName: 'Kiln 示例集团' });
    const rd = company.children!.find((node) => node.id === ids.rd)!;
    expect(rd).toMatchObject({ type: 'department', organize: 'Kiln 示例集团/研发部', organizeIds: [ids.company, ids.rd] });
    expect(rd.children!.filter((node) => node.type === 'role').map((node) => node.id)).toEqual(expect.arrayContaining([ids.orgRole, ids.sharedRole]));
    const market = company.children!.find((node) => node.id === ids.market)!;
    expect(market.children!.map((node) => node.id)).toEqual([ids.sharedRole]);
  });

  it('keys every node by a unique onlyId, since a role of two organisations shows under both', async () => {
    const nodes = flatten((await rolePickerApi(admin.call).selector()).data.list);
    expect(nodes.filter((node) => node.id === ids.sharedRole)).toHaveLength(2);
    expect(new Set(nodes.map((node) => node.onlyId)).size).toBe(nodes.length);
  });

  it('holds only enabled roles under enabled organisations, and only organisations that lead to a role', async () => {
    const { data } = await rolePickerApi(admin.call).selector();
    const roles = roleIdsOf(data.list);
    for (const hidden of [ids.closedRole, ids.roleOfClosedDepartment, ids.closedGlobal]) expect(roles).not.toContain(hidden);
    const organizes = flatten(data.list).filter((node) => node.type === 'company' || node.type === 'department');
    expect(organizes.map((node) => node.id)).not.toContain(ids.closedDepartment);
    // 财务部 holds no role of its own, so the tree does not carry it.
    expect(organizes.map((node) => node.id)).not.toContain(await organizeId('finance'));
  });

  it('answers only what a picker shows', async () => {
    const { data } = await rolePickerApi(admin.call).selector();
    const fields = new Set(flatten(data.list).flatMap((node) => Object.keys(node)));
    expect([...fields].sort()).toEqual(['children', 'enCode', 'fullName', 'hasChildren', 'icon', 'id', 'isLeaf', 'onlyId', 'organize', 'organizeIds', 'parentId', 'type'].sort());
  });

  it('speaks the language of the request', async () => {
    const english = server.client({ token: admin.token, language: 'en' });
    const { data } = await rolePickerApi(english.call).selector();
    expect(data.list.find((node) => node.id === '1')?.fullName).toBe('Global');
  });
});

describe('GET Role/SelectorByPermission', () => {
  it('gives administrators the whole tree', async () => {
    const { data } = await rolePickerApi(admin.call).selectorByPermission();
    expect(roleIdsOf(data.list)).toEqual(expect.arrayContaining([ids.orgRole, ids.sharedRole, await roleId('manager')]));
  });

  it('gives others the roles of their own organisations, without the global ones', async () => {
    // 刘洋 belongs to 研发部.
    const { code, data } = await rolePickerApi(member.call).selectorByPermission();
    expect(code).toBe(200);
    expect(data.list.map((node) => node.id)).not.toContain('1');
    const roles = roleIdsOf(data.list);
    expect(roles).toEqual(expect.arrayContaining([ids.orgRole, ids.sharedRole]));
    expect(roles).not.toContain(await roleId('manager'));
    expect(flatten(data.list).map((node) => node.id)).not.toContain(ids.market);
  });
});

describe('POST Role/RoleCondition', () => {
  it('answers the enabled roles among the ids, flat, with their organisations', async () => {
    const asked = [ids.orgRole, ids.sharedRole, ids.closedRole, await roleId('staff'), 'no-such-role'];
    const { data } = await rolePickerApi(member.call).condition({ ids: asked });
    expect(data.list.map((node) => node.id).sort()).toEqual([ids.orgRole, ids.sharedRole, await roleId('staff')].sort());
    expect(data.list.every((node) => !node.children)).toBe(true);
    const byId = new Map(data.list.map((node) => [node.id, node]));
    expect(byId.get(ids.orgRole)).toMatchObject({ type: 'role', fullName: '研发评审', organize: 'Kiln 示例集团/研发部', organizeIds: [ids.company, ids.rd] });
    expect(byId.get(ids.sharedRole)?.organize?.split(',').sort()).toEqual(['Kiln 示例集团/市场部', 'Kiln 示例集团/研发部']);
    expect(byId.get(await roleId('staff'))).toMatchObject({ parentId: '1' });
  });

  it('filters by a keyword in the name', async () => {
    const { data } = await rolePickerApi(admin.call).condition({ ids: [ids.orgRole, ids.sharedRole], keyword: '协调' });
    expect(data.list.map((node) => node.id)).toEqual([ids.sharedRole]);
  });

  it('answers nothing for no ids, and refuses more ids than a picker holds', async () => {
    expect((await rolePickerApi(admin.call).condition({ ids: [] })).data.list).toEqual([]);
    const tooMany = await rolePickerApi(admin.call).condition({ ids: Array.from({ length: 1001 }, (_, i) => `r${i}`) });
    expect(tooMany.code).toBe(400);
    expect((await admin.call('POST', '/api/permission/Role/RoleCondition', {})).code).toBe(400);
  });
});

describe('POST Role/ListByIds', () => {
  it('names roles by id, disabled ones too, so stored values keep their names; unknown ids are left out', async () => {
    const { data } = await rolePickerApi(member.call).byIds([ids.closedRole, ids.orgRole, 'no-such-role']);
    expect(data.list.map((node) => [node.id, node.fullName]).sort()).toEqual([[ids.closedRole, '已停用角色'], [ids.orgRole, '研发评审']].sort());
  });
});

describe('POST Role/getListByOrgIds', () => {
  it('answers the global roles, then each organisation asked for with its own roles', async () => {
    const { data } = await rolePickerApi(member.call).byOrganizes([ids.rd, ids.closedDepartment, 'no-such-organisation']);
    expect(data.list.map((group) => group.id)).toEqual(['1', ids.rd]);
    expect(data.list[0]).toMatchObject({ fullName: '全局', type: 'global' });
    expect(data.list[0].children.map((node) => node.id)).toEqual(expect.arrayContaining([await roleId('manager'), await roleId('staff')]));
    expect(data.list[0].children.map((node) => node.id)).not.toContain(ids.closedGlobal);
    expect(data.list[1]).toMatchObject({ fullName: '研发部', type: 'department', organize: 'Kiln 示例集团/研发部' });
    expect(data.list[1].children.map((node) => node.id).sort()).toEqual([ids.orgRole, ids.sharedRole].sort());
  });

  it('answers the global roles alone for no organisation, and refuses organizeIds that are no list', async () => {
    expect((await rolePickerApi(admin.call).byOrganizes([])).data.list.map((group) => group.id)).toEqual(['1']);
    expect((await admin.call('POST', '/api/permission/Role/getListByOrgIds', { organizeIds: { id: 'x' } })).code).toBe(400);
  });
});

describe('GET Group/Selector', () => {
  it('answers the tree itself as data: groups under their types, groups of no type at the top', async () => {
    const { code, data } = await groupPickerApi(member.call).selector();
    expect(code).toBe(200);
    expect(Array.isArray(data)).toBe(true);
    const holder = data.find((node) => node.id === ids.groupType)!;
    expect(holder).toMatchObject({ type: 'groupType', fullName: '评审类' });
    expect(holder.children!.map((node) => node.id)).toEqual([ids.typedGroup]);
    const seeded = await db().selectFrom('base_group').select('id').where('en_code', '=', 'review').executeTakeFirstOrThrow();
    expect(flatten(data).find((node) => node.id === seeded.id)).toMatchObject({ type: 'group' });
  });

  it('holds only enabled groups', async () => {
    const { data } = await groupPickerApi(admin.call).selector();
    expect(flatten(data).map((node) => node.id)).not.toContain(ids.closedGroup);
  });
});

describe('POST Group/GroupCondition', () => {
  it('answers the enabled groups among the ids', async () => {
    const { data } = await groupPickerApi(member.call).condition({ ids: [ids.typedGroup, ids.closedGroup, 'none'] });
    expect(data.list).toEqual([expect.objectContaining({ id: ids.typedGroup, fullName: '架构评审组', type: 'group', parentId: ids.groupType })]);
  });

  it('refuses a body that is no list of ids', async () => {
    expect((await admin.call('POST', '/api/permission/Group/GroupCondition', { ids: { id: 'x' } })).code).toBe(400);
  });
});

describe('POST Group/ListByIds', () => {
  it('names groups by id, disabled ones too', async () => {
    const { data } = await groupPickerApi(member.call).byIds([ids.closedGroup, 'none']);
    expect(data.list).toEqual([expect.objectContaining({ id: ids.closedGroup, fullName: '已解散组', type: 'group' })]);
  });
});

describe('currOrganize and currPosition on save', () => {
  it("take the saver's main organisation and main position, not the first position held", async () => {
    const positionId = async (code: string) => (await db().selectFrom('base_position').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;
    const adminId = (await db().selectFrom('base_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    // The administrator holds 总经理助理 first, but 总经理 is the main position, and 研发部 the main organisation.
    await db().insertInto('base_user_relation').values({ id: newId(), user_id: adminId, object_type: 'Position', object_id: await positionId('assistant') }).execute();
    await db().updateTable('base_user').set({ position_id: await positionId('ceo'), organize_id: ids.rd }).where('id', '=', adminId).execute();
    const created = await admin.call<{ id: string }>('POST', galleryApi, { title: 'placed', currOrganize: 'forged', currPosition: 'forged' });
    expect(created.code).toBe(200);
    const sample = (await admin.call<Record<string, unknown>>('GET', `${galleryApi}/${created.data.id}`)).data;
    expect(sample.currOrganize).toBe(ids.rd);
    expect(sample.currPosition).toBe(await positionId('ceo'));
  });
});

describe('without a session', () => {
  it.each([
    ['GET', '/api/permission/Role/Selector'],
    ['GET', '/api/permission/Role/SelectorByPermission'],
    ['POST', '/api/permission/Role/RoleCondition'],
    ['POST', '/api/permission/Role/getListByOrgIds'],
    ['GET', '/api/permission/Group/Selector'],
    ['POST', '/api/permission/Group/GroupCondition'],
    ['POST', '/api/permission/Role/ListByIds'],
    ['POST', '/api/permission/Group/ListByIds'],
  ] as const)('%s %s is refused with 600', async (method, url) => {
    const answer = await server.client().call(method, url, method === 'POST' ? { ids: [], organizeIds: [] } : undefined);
    expect(answer.code).toBe(600);
  });
});
