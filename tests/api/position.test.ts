// Positions (spec 02 §7.7): listed by organisation and below, created under a
// company or department with a type from the PositionType dictionary, codes
// unique, and never deleted or moved while users hold them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionApi, type PositionInput } from '@core/api/position';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof positionApi>;
const org: Record<string, string> = {};

const db = () => server.app.kiln.db;
const count = async () => Number((await db().selectFrom('base_position').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const positionId = async (code: string) => (await db().selectFrom('base_position').select('id').where('en_code', '=', code).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = positionApi(admin.call);
  for (const row of await db().selectFrom('base_organize').select(['id', 'en_code']).execute()) org[row.en_code] = row.id;
});
afterAll(async () => {
  await server?.close();
});

const input = (overrides: Partial<PositionInput> = {}): PositionInput => ({
  organizeId: org.rd,
  fullName: '架构师',
  enCode: 'architect',
  type: 'technical',
  sortCode: 20,
  enabledMark: 1,
  description: '',
  ...overrides,
});

describe('position list', () => {
  it('lists a department\'s positions with the type name and organisation path', async () => {
    const { data } = await api.list({ organizeId: org.rd });
    expect(data.pagination.total).toBe(4);
    expect(data.list.map((p) => p.enCode)).toEqual(['rdManager', 'frontend', 'backend', 'tester']);
    expect(data.list[0]).toMatchObject({ fullName: '研发经理', organizeId: org.rd, department: 'Kiln 示例集团/研发部', enabledMark: 1 });
    expect(typeof data.list[0].creatorTime).toBe('number');
  });

  it('takes the organisations below the chosen one, a page at a time', async () => {
    const all = await api.list({ organizeId: org.kiln, pageSize: 4 });
    expect(all.data.pagination).toEqual({ currentPage: 1, pageSize: 4, total: 11 });
    expect(all.data.list).toHaveLength(4);
    const third = await api.list({ organizeId: org.kiln, pageSize: 4, currentPage: 3 });
    expect(third.data.list.map((p) => p.enCode)).toEqual(['accountant', 'cashier', 'hrSpecialist']);
  });

  it('filters by a list of organisations and by keyword', async () => {
    const both = await api.list({ organizeIds: `${org.rd},${org.market}` });
    expect(both.data.pagination.total).toBe(6);
    const engineers = await api.list({ keyword: '工程师' });
    expect(engineers.data.list.map((p) => p.enCode).sort()).toEqual(['backend', 'frontend', 'tester']);
    expect((await api.list({ keyword: 'rdmanager' })).data.list.map((p) => p.enCode)).toEqual(['rdManager']);
  });

  it('takes cleared search fields as no filter', async () => {
    const cleared = await admin.call<{ pagination: { total: number } }>('GET', '/api/permission/Position', { organizeId: '', organizeIds: '', type: '', enabledMark: '', keyword: '' });
    expect(cleared).toMatchObject({ code: 200, data: { pagination: { total: 11 } } });
  });

  it('refuses a bad paging or status query', async () => {
    expect((await api.list({ pageSize: 0 })).code).toBe(400);
    expect((await admin.call('GET', '/api/permission/Position', { enabledMark: 5 })).code).toBe(400);
  });
});

describe('position changes', () => {
  it('creates a position from what JNPF\'s form sends, recording who and when', async () => {
    const before = Date.now();
    // JNPF's form also sends id and organizeIdTree; they are not stored.
    const created = await admin.call<{ id: string }>('POST', '/api/permission/Position', { ...input(), id: '', organizeIdTree: [org.kiln, org.rd] });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ ...input(), id: created.data.id, organizeIdTree: [org.kiln, org.rd] });
    expect(data.creatorTime).toBeGreaterThanOrEqual(before);
    const row = await db().selectFrom('base_position').select(['creator_user_id', 'updated_at']).where('id', '=', created.data.id).executeTakeFirstOrThrow();
    const adminId = (await db().selectFrom('base_user').select('id').where('account', '=', 'admin').executeTakeFirstOrThrow()).id;
    expect(row.creator_user_id).toBe(adminId);
    expect(Number(row.updated_at)).toBeGreaterThanOrEqual(before);
    const listed = (await api.list({ organizeId: org.rd, keyword: 'architect' })).data.list[0];
    expect(listed).toMatchObject({ type: '技术岗', typeCode: 'technical', department: 'Kiln 示例集团/研发部' });
  });

  it('filters by type, by item id or code, and by status', async () => {
    const item = await db()
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', 'PositionType')
      .where('d.en_code', '=', 'technical')
      .executeTakeFirstOrThrow();
    // The demo's engineers are technical positions too (the seed gives every position a type).
    const technical = ['architect', 'frontend', 'backend', 'tester'];
    expect((await api.list({ type: item.id })).data.list.map((p) => p.enCode).sort()).toEqual([...technical].sort());
    expect((await api.list({ type: 'technical' })).data.list.map((p) => p.enCode).sort()).toEqual([...technical].sort());
    expect((await api.list({ enabledMark: 0 })).data.pagination.total).toBe(0);
  });

  it.each([
    [{ fullName: '' }, '请输入岗位名称', 'fullName'],
    [{ fullName: '坏$名' }, '名称不能含有特殊符号', 'fullName'],
    [{ fullName: '岗'.repeat(51) }, '岗位名称最多为50个字符！', 'fullName'],
    [{ enCode: '' }, '请输入岗位编码', 'enCode'],
    [{ enCode: '.lead' }, '编码只能输入英文、数字和小数点且小数点不能放在首尾', 'enCode'],
    [{ organizeId: '' }, '请选择所属组织', 'organizeId'],
    [{ organizeId: 'nowhere' }, '所属组织不存在', 'organizeId'],
    [{ type: '' }, '请选择岗位类型', 'type'],
    [{ type: 'astronaut' }, '岗位类型不存在', 'type'],
    [{ sortCode: 1_000_000 }, '排序只能是0-999999之间的整数', 'sortCode'],
    [{ sortCode: -1 }, '排序只能是0-999999之间的整数', 'sortCode'],
    [{ description: 'x'.repeat(501) }, '说明最多为500个字符！', 'description'],
    [{ enCode: 'frontend' }, '岗位编码已存在', 'enCode'],
    [{ fullName: '前端工程师' }, '该组织下已有同名岗位', 'fullName'],
  ])('refuses %j and writes nothing', async (overrides, message, field) => {
    const before = await count();
    const result = await api.create(input({ enCode: 'another', fullName: '另一个岗位', ...overrides }));
    expect(result.code).toBe(400);
    expect(result.msg).toBe(message);
    expect((result.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field)).toContain(field);
    expect(await count()).toBe(before);
  });

  it('allows one name in two organisations', async () => {
    const created = await api.create(input({ organizeId: org.market, enCode: 'frontendMarket', fullName: '前端工程师' }));
    expect(created.code).toBe(200);
    expect((await api.remove(created.data.id)).code).toBe(200);
  });

  it('answers in the request\'s language', async () => {
    const english = positionApi(server.client({ token: admin.token, language: 'en' }).call);
    expect((await english.create(input({ enCode: 'frontend', fullName: '另一个岗位' }))).msg).toBe('The position code is taken');
  });

  it('updates a position, and refuses another\'s code', async () => {
    const id = await positionId('architect');
    const updated = await api.update(id, input({ fullName: '系统架构师', type: 'management', sortCode: 5, description: '负责架构' }));
    expect(updated).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await api.get(id)).data).toMatchObject({ fullName: '系统架构师', type: 'management', sortCode: 5, description: '负责架构' });
    const clash = await api.update(id, input({ enCode: 'backend' }));
    expect(clash).toMatchObject({ code: 400, msg: '岗位编码已存在' });
    expect((await api.get(id)).data.enCode).toBe('architect');
  });

  it('moves an unheld position to another organisation, but not a held one', async () => {
    const id = await positionId('architect');
    expect((await api.update(id, input({ organizeId: org.office }))).code).toBe(200);
    expect((await api.get(id)).data.organizeIdTree).toEqual([org.kiln, org.office]);
    const held = await positionId('frontend');
    const moved = await api.update(held, input({ enCode: 'frontend', fullName: '前端工程师', organizeId: org.market }));
    expect(moved).toMatchObject({ code: 400, msg: '该岗位下有用户，不能更改所属组织' });
    expect((await api.get(held)).data.organizeId).toBe(org.rd);
  });

  it('answers 404 for a position that is not there', async () => {
    expect((await api.get('missing')).code).toBe(404);
    expect((await api.update('missing', input({ enCode: 'ghost', fullName: '幽灵' }))).code).toBe(404);
    expect((await api.remove('missing')).code).toBe(404);
  });

  it('refuses to delete a position users hold', async () => {
    const held = await positionId('frontend');
    expect(await api.remove(held)).toMatchObject({ code: 400, msg: '该岗位下有用户，不能删除' });
    expect((await api.get(held)).code).toBe(200);
  });

  it('deletes an unheld position with its grants', async () => {
    const id = await positionId('architect');
    await db().insertInto('base_authorize').values({ id: 'grant-architect', item_type: 'module', item_id: 'menu-position', object_type: 'Position', object_id: id }).execute();
    expect(await api.remove(id)).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await api.get(id)).code).toBe(404);
    expect(await db().selectFrom('base_authorize').select('id').where('object_id', '=', id).execute()).toEqual([]);
  });
});

describe('position access', () => {
  it('grants through an enabled position only: disabling it takes its holders\' rights at once', async () => {
    const backend = await positionId('backend');
    await db().insertInto('base_authorize').values({ id: 'grant-backend-menu', item_type: 'module', item_id: 'menu-position', object_type: 'Position', object_id: backend }).execute();
    server.app.kiln.grants.forget('all');
    const holder = positionApi((await memberOf(server, 'yangjing')).call);
    expect((await holder.list()).code).toBe(200);
    const saved = { organizeId: org.rd, fullName: '后端工程师', enCode: 'backend', type: 'technical', sortCode: 5, description: '' };
    expect((await api.update(backend, { ...saved, enabledMark: 0 })).code).toBe(200);
    expect((await holder.list()).code).toBe(403);
    expect((await api.update(backend, { ...saved, enabledMark: 1 })).code).toBe(200);
    expect((await holder.list()).code).toBe(200);
    // A grant of the menu alone gives no buttons.
    expect((await holder.create(input({ enCode: 'byHolder', fullName: '越权岗位' }))).code).toBe(403);
  });

  it('refuses a member without the position menu, and changes nothing', async () => {
    const member = positionApi((await memberOf(server, 'liuyang')).call);
    const held = await positionId('frontend');
    const before = await count();
    expect((await member.list()).code).toBe(403);
    expect((await member.get(held)).code).toBe(403);
    expect((await member.create(input({ enCode: 'intruder', fullName: '闯入者' }))).code).toBe(403);
    expect((await member.update(held, input({ enCode: 'frontend', fullName: '改名' }))).code).toBe(403);
    expect((await member.remove(held)).code).toBe(403);
    expect(await count()).toBe(before);
    expect((await api.get(held)).data.fullName).toBe('前端工程师');
  });

  it('shows a member the positions of their data scheme only, and changes none outside it', async () => {
    // 黄敏 may open the screen, edit and delete, through a scheme: 研发部's positions but the tester.
    const condition = [{ logic: 'and', groups: [{ field: 'organizeId', op: 'Equal', value: org.rd }, { field: 'enCode', op: 'NotEqual', value: 'tester' }] }];
    await addDataScheme(server, { id: 'scheme-rd', menuId: 'menu-position', enCode: 'rd', fullName: '研发部', condition });
    await grantUser(server, 'huangmin', { module: ['menu-position'], button: ['menu-position-btn-edit', 'menu-position-btn-remove'], resource: ['scheme-rd'] });
    const member = positionApi((await memberOf(server, 'huangmin')).call);

    const inScheme = await db().selectFrom('base_position').select('en_code').where('organize_id', '=', org.rd).where('en_code', '!=', 'tester').execute();
    expect((await member.list({ pageSize: 100 })).data.list.map((p) => p.enCode).sort()).toEqual(inScheme.map((p) => p.en_code).sort());
    expect((await member.get(await positionId('frontend'))).code).toBe(200);
    const outside = await positionId('ceo');
    const before = await api.get(outside);
    expect((await member.get(outside)).code).toBe(404);
    expect((await member.update(outside, input({ organizeId: before.data.organizeId, enCode: 'ceo', fullName: '改名' }))).code).toBe(404);
    expect((await member.remove(outside)).code).toBe(404);
    expect((await api.get(outside)).data).toEqual(before.data);
  });
});
