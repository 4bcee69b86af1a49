// The organisation, department and position pickers' reads (spec 03 §7
// Directory pickers): reference reads any signed-in user may make, a level at a
// time, only enabled nodes, only what a picker shows; the ByAuth reads keep a
// member to their own organisations and below.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgPickerApi, type OrgPickerNode } from '@core/api/orgPickers';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof orgPickerApi>;
let member: ReturnType<typeof orgPickerApi>;
const org: Record<string, string> = {};
const pos: Record<string, string> = {};

const db = () => server.app.kiln.db;

/** Adds an organisation below `parent` straight into the table (the management screen is not under test). */
async function addOrganize(code: string, name: string, parent: string, category: 'company' | 'department', enabled = 1) {
  const id = newId();
  const parentTree = (await db().selectFrom('base_organize').select('organize_id_tree').where('id', '=', parent).executeTakeFirstOrThrow()).organize_id_tree;
  await db()
    .insertInto('base_organize')
    .values({ id, parent_id: parent, category, en_code: code, full_name: name, sort_code: 50, enabled_mark: enabled, created_at: Date.now(), organize_id_tree: `${parentTree},${id}` })
    .execute();
  org[code] = id;
}

async function addPosition(code: string, name: string, organize: string, enabled = 1) {
  const id = newId();
  await db().insertInto('base_position').values({ id, organize_id: organize, en_code: code, full_name: name, sort_code: 50, enabled_mark: enabled, created_at: Date.now() }).execute();
  pos[code] = id;
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = orgPickerApi(admin.call);
  for (const row of await db().selectFrom('base_organize').select(['id', 'en_code']).execute()) org[row.en_code] = row.id;
  for (const row of await db().selectFrom('base_position').select(['id', 'en_code']).execute()) pos[row.en_code] = row.id;
  // Below 研发部: a team, a disabled team with a department of its own; a subsidiary company below the group.
  await addOrganize('rdWeb', '前端组', org.rd, 'department');
  await addOrganize('rdOld', '停用组', org.rd, 'department', 0);
  await addOrganize('rdOldSub', '停用组下属', org.rdOld, 'department');
  await addOrganize('sub', 'Kiln 子公司', org.kiln, 'company');
  await addOrganize('subSales', '子公司销售部', org.sub, 'department');
  await addPosition('webLead', '前端组长', org.rdWeb);
  await addPosition('retired', '停用岗位', org.rd, 0);
  await addPosition('ghost', '停用组岗位', org.rdOld);
  member = orgPickerApi((await memberOf(server, 'liuyang')).call);
});
afterAll(async () => {
  await server?.close();
});

const ids = (list: readonly OrgPickerNode[]) => list.map((node) => node.id);
const names = (list: readonly OrgPickerNode[]) => list.map((node) => node.fullName);
/** Every field any picker answer may carry: nothing personal. */
const pickerFields = new Set(['id', 'fullName', 'lastFullName', 'type', 'parentId', 'icon', 'isLeaf', 'hasChildren', 'organize', 'organizeIds', 'organizeId', 'children']);
function strayFields(list: readonly OrgPickerNode[]): string[] {
  return list.flatMap((node) => [...Object.keys(node).filter((key) => !pickerFields.has(key)), ...strayFields(node.children ?? [])]);
}

describe('Department/Selector: companies and departments a level at a time', () => {
  it('starts with the top company, its path in ids and names, and says it has children', async () => {
    const { code, data } = await api.departmentSelector('0');
    expect(code).toBe(200);
    expect(data.list).toEqual([
      { id: org.kiln, fullName: 'Kiln 示例集团', type: 'company', parentId: '-1', icon: 'icon-ym icon-ym-tree-organization3', isLeaf: false, hasChildren: true, organize: 'Kiln 示例集团', organizeIds: [org.kiln] },
    ]);
    expect((await api.departmentSelector('-1')).data.list.map((node) => node.id)).toEqual([org.kiln]);
  });

  it('answers only the children of the node asked for, never the levels below them', async () => {
    const { data } = await api.departmentSelector(org.kiln);
    expect(names(data.list)).toEqual(['总经办', '研发部', '市场部', '财务部', '人力资源部', 'Kiln 子公司']);
    expect(data.list.every((node) => node.children === undefined)).toBe(true);
    const rd = data.list.find((node) => node.id === org.rd)!;
    expect(rd).toMatchObject({ type: 'department', hasChildren: true, isLeaf: false, organize: 'Kiln 示例集团/研发部', organizeIds: [org.kiln, org.rd] });
    expect(data.list.find((node) => node.id === org.office)).toMatchObject({ hasChildren: false, isLeaf: true });
  });

  it('leaves disabled organisations out, and what is below them', async () => {
    const { data } = await api.departmentSelector(org.rd);
    expect(names(data.list)).toEqual(['前端组']);
    expect(data.list[0]).toMatchObject({ organize: 'Kiln 示例集团/研发部/前端组', organizeIds: [org.kiln, org.rd, org.rdWeb], isLeaf: true });
    expect((await api.departmentSelector(org.rdOld)).data.list).toEqual([]);
    expect((await api.departmentSelector(org.rd, { keyword: '停用' })).data.list).toEqual([]);
  });

  it('searches every level below the node by a substring of the name, flat', async () => {
    const everywhere = await api.departmentSelector('0', { keyword: '部' });
    expect(names(everywhere.data.list)).toEqual(['研发部', '市场部', '财务部', '人力资源部', '子公司销售部']);
    const below = await api.departmentSelector(org.sub, { keyword: '部' });
    expect(names(below.data.list)).toEqual(['子公司销售部']);
    expect(below.data.list[0].organize).toBe('Kiln 示例集团/Kiln 子公司/子公司销售部');
  });

  it('answers an unknown node with an empty list', async () => {
    expect((await api.departmentSelector('nothing-here')).data.list).toEqual([]);
  });
});

describe('the ByAuth reads: a member sees their own organisations and below', () => {
  it('gives an administrator everything', async () => {
    expect(ids((await api.departmentSelectorByAuth('0')).data.list)).toEqual([org.kiln]);
    expect(names((await api.departmentSelectorByAuth(org.kiln)).data.list)).toContain('研发部');
  });

  it('starts a member at their own department, and opens it', async () => {
    const top = await member.departmentSelectorByAuth('0');
    expect(top.code).toBe(200);
    expect(top.data.list).toEqual([expect.objectContaining({ id: org.rd, fullName: '研发部', organize: 'Kiln 示例集团/研发部', organizeIds: [org.kiln, org.rd], hasChildren: true })]);
    expect(names((await member.departmentSelectorByAuth(org.rd)).data.list)).toEqual(['前端组']);
  });

  it('gives a member nothing above or beside their organisation, by browsing or by search', async () => {
    expect((await member.departmentSelectorByAuth(org.kiln)).data.list).toEqual([]);
    expect((await member.departmentSelectorByAuth(org.market)).data.list).toEqual([]);
    expect(names((await member.departmentSelectorByAuth('0', { keyword: '部' })).data.list)).toEqual(['研发部']);
    expect(names((await member.departmentSelectorByAuth('0', { keyword: '组' })).data.list)).toEqual(['前端组']);
  });

  it('follows the organisations a member is given besides their main one', async () => {
    const liuyang = (await db().selectFrom('base_user').select('id').where('account', '=', 'liuyang').executeTakeFirstOrThrow()).id;
    await db().insertInto('base_user_relation').values({ id: newId(), user_id: liuyang, object_type: 'Organize', object_id: org.market }).execute();
    try {
      expect(names((await member.departmentSelectorByAuth('0')).data.list)).toEqual(['研发部', '市场部']);
    } finally {
      await db().deleteFrom('base_user_relation').where('user_id', '=', liuyang).where('object_id', '=', org.market).execute();
    }
  });

  it('Organize/SelectorByAuth offers companies only: the subsidiary below the group, no departments', async () => {
    expect(ids((await api.organizeSelectorByAuth('0')).data.list)).toEqual([org.kiln]);
    const below = await api.organizeSelectorByAuth(org.kiln);
    expect(below.data.list).toEqual([expect.objectContaining({ id: org.sub, type: 'company', hasChildren: false, organize: 'Kiln 示例集团/Kiln 子公司' })]);
    expect((await api.organizeSelectorByAuth(org.kiln)).data.list.some((node) => node.type === 'department')).toBe(false);
    // The member's organisation is a department: no company is theirs.
    expect((await member.organizeSelectorByAuth('0')).data.list).toEqual([]);
  });
});

describe('OrganizeCondition: the custom pickers\' organisations', () => {
  it('gives the allowed organisations named by path, their own names aside, once each', async () => {
    const { data } = await member.organizeCondition({ departIds: [org.rd, org.rdWeb, org.finance] });
    expect(data.list).toEqual([
      expect.objectContaining({ id: org.rd, fullName: 'Kiln 示例集团/研发部', lastFullName: '研发部', organizeIds: [org.kiln, org.rd], hasChildren: true }),
      expect.objectContaining({ id: org.finance, fullName: 'Kiln 示例集团/财务部', lastFullName: '财务部', hasChildren: false }),
    ]);
  });

  it('leaves out disabled, unknown and disabled-above organisations', async () => {
    expect((await api.organizeCondition({ departIds: [org.rdOld, org.rdOldSub, 'nothing'] })).data.list).toEqual([]);
    expect((await api.organizeCondition({ departIds: [] })).data.list).toEqual([]);
  });

  it('searches at or below the allowed organisations only', async () => {
    const found = await api.organizeCondition({ departIds: [org.rd], keyword: '组' });
    expect(found.data.list).toEqual([expect.objectContaining({ id: org.rdWeb, fullName: 'Kiln 示例集团/研发部/前端组', lastFullName: '前端组' })]);
    expect((await api.organizeCondition({ departIds: [org.rd], keyword: '市场' })).data.list).toEqual([]);
  });

  it('refuses a malformed list and says why', async () => {
    const tooMany = await api.organizeCondition({ departIds: Array.from({ length: 1001 }, (_, i) => `id${i}`) });
    expect(tooMany.code).toBe(400);
    expect(tooMany.msg).toBe('组织编号不正确，一次最多1000个');
    const missing = await admin.call('POST', '/api/permission/Organize/OrganizeCondition', {});
    expect(missing.code).toBe(400);
    const longKeyword = await api.organizeCondition({ departIds: [org.rd], keyword: 'x'.repeat(51) });
    expect(longKeyword.msg).toBe('关键词不能超过50个字符');
  });
});

describe('Position/Selector: an organisation\'s positions and sub-organisations, an organisation at a time', () => {
  it('starts with the top organisations, without positions', async () => {
    const { data } = await member.positionSelector();
    expect(data.list).toEqual([expect.objectContaining({ id: org.kiln, type: 'company', hasChildren: true })]);
    expect(ids((await member.positionSelector({ parentId: '0' })).data.list)).toEqual([org.kiln]);
  });

  it('opens an organisation into its enabled positions, then its sub-organisations', async () => {
    const { data } = await member.positionSelector({ parentId: org.rd });
    expect(names(data.list)).toEqual(['研发经理', '前端工程师', '后端工程师', '测试工程师', '前端组']);
    expect(data.list[0]).toEqual({
      id: pos.rdManager,
      fullName: '研发经理',
      type: 'position',
      parentId: org.rd,
      organizeId: org.rd,
      icon: 'icon-ym icon-ym-tree-position1',
      isLeaf: true,
      hasChildren: false,
      organize: 'Kiln 示例集团/研发部',
      organizeIds: [org.kiln, org.rd],
    });
    // An organisation with positions but no sub-organisations still opens.
    expect(data.list.find((node) => node.id === org.rdWeb)).toMatchObject({ hasChildren: true });
    expect(names((await member.positionSelector({ parentId: org.rdWeb })).data.list)).toEqual(['前端组长']);
    expect((await member.positionSelector({ parentId: org.rdOld })).data.list).toEqual([]);
  });

  it('searches positions of every level by name, flat, without disabled ones', async () => {
    const { data } = await member.positionSelector({ keyword: '前端' });
    expect(names(data.list)).toEqual(['前端工程师', '前端组长']);
    expect((await member.positionSelector({ keyword: '停用' })).data.list).toEqual([]);
  });
});

describe('the other position reads', () => {
  it('Position/All: every enabled position with a place, flat, with its organisation\'s path', async () => {
    const { data } = await member.positionAll();
    expect(data.list).toHaveLength(12);
    expect(ids(data.list)).not.toContain(pos.retired);
    expect(ids(data.list)).not.toContain(pos.ghost);
    expect(data.list.find((node) => node.id === pos.webLead)).toMatchObject({ organize: 'Kiln 示例集团/研发部/前端组', organizeIds: [org.kiln, org.rd, org.rdWeb] });
  });

  it('getListByOrgIds: each organisation asked for in order, its positions as children', async () => {
    const { data } = await member.positionsByOrganizes([org.finance, org.rd, org.rdOld, 'nothing']);
    expect(ids(data.list)).toEqual([org.finance, org.rd]);
    expect(names(data.list[0].children!)).toEqual(['会计', '出纳']);
    expect(names(data.list[1].children!)).toEqual(['研发经理', '前端工程师', '后端工程师', '测试工程师']);
    expect(data.list[1]).toMatchObject({ fullName: '研发部', organize: 'Kiln 示例集团/研发部' });
  });

  it('PositionCondition: the allowed positions under their organisations named by path', async () => {
    const { data } = await member.positionCondition({ ids: [pos.frontend, pos.accountant, pos.retired, pos.ghost, 'nothing'] });
    expect(data.list).toEqual([
      expect.objectContaining({ id: org.rd, fullName: 'Kiln 示例集团/研发部', lastFullName: '研发部', children: [expect.objectContaining({ id: pos.frontend, fullName: '前端工程师' })] }),
      expect.objectContaining({ id: org.finance, fullName: 'Kiln 示例集团/财务部', children: [expect.objectContaining({ id: pos.accountant })] }),
    ]);
    const found = await member.positionCondition({ ids: [pos.frontend, pos.accountant], keyword: '会' });
    expect(found.data.list.flatMap((group) => names(group.children!))).toEqual(['会计']);
  });

  it('refuses a malformed list', async () => {
    expect((await member.positionCondition({ ids: [''] })).msg).toBe('岗位编号不正确，一次最多1000个');
    expect((await member.positionsByOrganizes([{ id: org.rd } as unknown as string])).msg).toBe('组织编号不正确，一次最多1000个');
  });
});

describe('names of stored ids', () => {
  it('names organisations by id, disabled ones too, with their paths; unknown ids are left out', async () => {
    const { data } = await member.organizeByIds([org.rdWeb, org.rdOld, 'nothing']);
    expect(data.list.map((node) => [node.id, node.fullName, node.organize]).sort()).toEqual(
      [
        [org.rdWeb, '前端组', 'Kiln 示例集团/研发部/前端组'],
        [org.rdOld, '停用组', 'Kiln 示例集团/研发部/停用组'],
      ].sort(),
    );
  });

  it('names positions by id, disabled ones too', async () => {
    const { data } = await member.positionByIds([pos.frontend, pos.retired]);
    expect(data.list.map((node) => node.fullName).sort()).toEqual(['停用岗位', '前端工程师'].sort());
    expect(data.list.find((node) => node.id === pos.frontend)!.organize).toBe('Kiln 示例集团/研发部');
  });
});

describe('what the reads give and to whom', () => {
  it('answer only picker fields: no phone, email or other personal data', async () => {
    const answers = await Promise.all([
      member.departmentSelector(org.kiln),
      member.departmentSelectorByAuth('0'),
      api.organizeSelectorByAuth(org.kiln),
      member.organizeCondition({ departIds: [org.rd] }),
      member.organizeByIds([org.rd]),
      member.positionSelector({ parentId: org.rd }),
      member.positionAll(),
      member.positionsByOrganizes([org.rd]),
      member.positionCondition({ ids: [pos.frontend] }),
      member.positionByIds([pos.frontend]),
    ]);
    for (const answer of answers) {
      expect(answer.code).toBe(200);
      expect(answer.data.list.length).toBeGreaterThan(0);
      expect(strayFields(answer.data.list)).toEqual([]);
    }
  });

  it('refuse a caller who is not signed in', async () => {
    const stranger = orgPickerApi(server.client().call);
    for (const answer of [await stranger.departmentSelector('0'), await stranger.positionAll(), await stranger.organizeByIds([org.rd])]) expect(answer.code).toBe(600);
  });
});
