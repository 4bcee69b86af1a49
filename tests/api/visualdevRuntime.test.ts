// One runtime for every released model (OnlineDev): records created, listed,
// searched, read, changed and deleted in JNPF's wire shapes; the form checked by
// the server (required, calculations recomputed, sub-table rows in the same
// write); and a member held to the menu's buttons, its data scheme, its column
// grants and its form grants.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let modelId: string;
let menuId: string;
let records: ReturnType<typeof onlineDevApi>;
const db = () => server.app.kiln.db;

const itemIds = async (table: 'base_module_button' | 'base_module_column' | 'base_module_form', codes: string[]) =>
  (await db().selectFrom(table).select('id').where('module_id', '=', menuId).where('en_code', 'in', codes).execute()).map((row) => row.id);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const models = visualDevApi(admin.call);
  const input = await claimInput(server, 'claimRun', 'ext_claim_run');
  input.design.list.permissions = { column: true, form: true, button: true, data: true };
  input.design.form[0].rules = { ...input.design.form[0].rules, unique: true };
  modelId = (await models.create(input)).data.id;
  const released = await models.release(modelId, { pcModuleParentId: 'menu-devtools' });
  expect(released.code).toBe(200);
  menuId = released.data.menuIds[0];
  records = onlineDevApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

describe('records', () => {
  it('serves Config, creates a record with its lines, and reads it back as {id, data}', async () => {
    const config = await records.config(modelId);
    expect(config.data).toMatchObject({ webType: 2, version: 1 });
    expect(typeof config.data.formData).toBe('string');
    const created = await records.create(modelId, {
      title: '北京出差',
      kind: 'travel',
      claimDate: 1767225600000,
      amount: 10,
      lines: [{ item: '机票', qty: 2, price: 450.5, lineTotal: 1 }],
    });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const record = await records.get(modelId, created.data.id);
    const data = JSON.parse(record.data.data) as Record<string, unknown>;
    expect(data).toMatchObject({ title: '北京出差', kind: 'travel', amount: 10, lines: [{ item: '机票', qty: 2, price: 450.5, lineTotal: 901 }] });
    expect(data.creatorUserId).toBeTruthy();
    expect((await records.dataChange(modelId, created.data.id)).data.id).toBe(created.data.id);
  });

  it('refuses a record the form refuses, and a duplicate of a unique field with its message', async () => {
    const missing = await records.create(modelId, { kind: 'office' });
    expect(missing.code).toBe(400);
    expect(missing.msg).toBe('不能为空');
    await records.create(modelId, { title: '唯一的标题' });
    const duplicate = await records.create(modelId, { title: '唯一的标题' });
    expect(duplicate).toMatchObject({ code: 400, msg: '标题已存在' });
    const race = await Promise.all(Array.from({ length: 8 }, () => records.create(modelId, { title: '同时提交' })));
    expect(race.filter((answer) => answer.code === 200)).toHaveLength(1);
    expect(race.filter((answer) => answer.code === 400).map((answer) => answer.msg)).toEqual(Array(7).fill('标题已存在'));
  });

  it('lists with keyword, search fields, sort and paging in SQL', async () => {
    await records.create(modelId, { title: '上海培训', kind: 'office', claimDate: 1769904000000, amount: 300 });
    const byKeyword = await records.list(modelId, { keyword: '上海', pageSize: 10 });
    expect(byKeyword.data.list.map((row) => row.title)).toEqual(['上海培训']);
    const byKind = await records.list(modelId, { queryJson: JSON.stringify({ kind: 'travel' }) });
    expect(byKind.data.list.every((row) => row.kind === 'travel')).toBe(true);
    const byRange = await records.list(modelId, { queryJson: { claimDate: [1769000000000, 1770000000000] } });
    expect(byRange.data.list.map((row) => row.title)).toEqual(['上海培训']);
    const sorted = await records.list(modelId, { sidx: 'amount', sort: 'desc', pageSize: 1 });
    expect(sorted.data.list[0].amount).toBe(300);
    expect(sorted.data.pagination.total).toBeGreaterThan(2);
    expect((await records.list(modelId, { queryJson: { title: 'x' } })).code).toBe(400);
    expect((await records.list(modelId, { sidx: 'nothing' })).code).toBe(400);
  });

  it('changes and deletes records, batch deletes', async () => {
    const { data } = await records.create(modelId, { title: '待修改', amount: 1 });
    expect((await records.update(modelId, data.id, { title: '已修改', amount: 2 })).code).toBe(200);
    expect(JSON.parse((await records.get(modelId, data.id)).data.data)).toMatchObject({ title: '已修改', amount: 2 });
    expect((await records.remove(modelId, data.id)).code).toBe(200);
    expect((await records.get(modelId, data.id)).code).toBe(404);
    const two = await Promise.all([records.create(modelId, { title: '批量一' }), records.create(modelId, { title: '批量二' })]);
    expect(
      (
        await records.batchDelete(
          modelId,
          two.map((answer) => answer.data.id),
        )
      ).data.deleted,
    ).toBe(2);
  });
});

describe('a member', () => {
  it('is held to the buttons, the data scheme, the columns and the form fields granted', async () => {
    const zhaolei = await memberOf(server, 'zhaolei');
    const theirs = onlineDevApi(zhaolei.call);
    expect((await theirs.list(modelId)).code).toBe(403);
    const schemeId = newId();
    await addDataScheme(server, {
      id: schemeId,
      menuId,
      enCode: 'own',
      fullName: '本人的',
      condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }],
    });
    const userId = await grantUser(server, 'zhaolei', {
      module: [menuId],
      button: await itemIds('base_module_button', ['btn_add', 'btn_edit']),
      resource: [schemeId],
    });
    const columns = await itemIds('base_module_column', ['title', 'claimDate']);
    const forms = await itemIds('base_module_form', ['title', 'claimDate', 'lines']);
    await db()
      .insertInto('base_authorize')
      .values(
        [...columns.map((id) => ({ item_type: 'column' as const, id })), ...forms.map((id) => ({ item_type: 'form' as const, id }))].map((item) => ({
          id: newId(),
          item_type: item.item_type,
          item_id: item.id,
          object_type: 'User' as const,
          object_id: userId,
        })),
      )
      .execute();
    await server.app.kiln.grants.changed([userId]);

    expect((await theirs.list(modelId)).data.list).toEqual([]);
    const mine = await theirs.create(modelId, { title: '赵磊的报销', amount: 999, kind: 'travel' });
    expect(mine.code).toBe(200);
    const listed = await theirs.list(modelId);
    expect(listed.data.list).toEqual([{ id: mine.data.id, title: '赵磊的报销', claimDate: null }]);
    const stored = JSON.parse((await records.get(modelId, mine.data.id)).data.data) as Record<string, unknown>;
    expect(stored.amount).toBeUndefined();
    expect(JSON.parse((await theirs.get(modelId, mine.data.id)).data.data)).not.toHaveProperty('kind');

    const others = await records.list(modelId, { keyword: '上海' });
    const shanghai = others.data.list[0].id;
    expect((await theirs.get(modelId, shanghai)).code).toBe(404);
    expect((await theirs.update(modelId, shanghai, { title: '改别人的' })).code).toBe(404);
    expect((await theirs.remove(modelId, mine.data.id)).code).toBe(403);
  });
});
