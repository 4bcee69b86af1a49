// The list kinds beyond the plain list, on the real server: a grouped list (3),
// a list edited in place (4) and a left tree from a data interface (2) pass the
// design check, release and serve their pages; the rows an editable list saves go
// through the form's checks; a member holding the menu entry may ask the tree's
// interface; and designs that name lost fields, range-search text or lack what
// their kind needs are refused with every problem named, by the labels the form
// gives the fields. JNPF exports import with lists the check takes: what it
// would refuse is put right and reported.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataInterfaceApi } from '@core/api/dataInterface';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import type { ModelPagesAnswer } from '@core/model/pages';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { grantUser } from './grants';
import { claimInput } from './modelFixtures';
import { interfaceCategory, staticInterface } from './dataInterfaceFixtures';

let server: TestServer;
let admin: TestClient;
let interfaceId: string;

const pagesOf = (client: TestClient, id: string, menuId: string) => client.call<ModelPagesAnswer>('GET', `/api/visualdev/OnlineDev/${id}/Pages`, { menuId });

/** Creates and releases a claim model whose list is changed by `list`; answers its id and menu entry. */
async function released(code: string, list: Partial<Awaited<ReturnType<typeof claimInput>>['design']['list']>) {
  const models = visualDevApi(admin.call);
  const input = await claimInput(server, code, `ext_${code.toLowerCase()}`);
  input.design.list = { ...input.design.list, ...list };
  const created = await models.create(input);
  expect(created.code, created.msg).toBe(200);
  const release = await models.release(created.data.id, { pcModuleParentId: 'menu-devtools' });
  expect(release.code, release.msg).toBe(200);
  return { modelId: created.data.id, menuId: release.data.menuIds[0] };
}

/** A fixture export as JNPF writes it (nested parts as JSON text), its columnData first changed by `change`. */
function jnpfExport(name: string, change: (columnData: Record<string, unknown>) => void = () => {}): string {
  const row = JSON.parse(fs.readFileSync(path.resolve('tests/fixtures/jnpf', name), 'utf8')) as Record<string, unknown>;
  change(row.columnData as Record<string, unknown>);
  for (const part of ['tables', 'formData', 'columnData', 'appColumnData', 'flowTemplateJson']) {
    if (row[part] !== null && typeof row[part] === 'object') row[part] = JSON.stringify(row[part]);
  }
  return JSON.stringify(row);
}

async function imported(text: string) {
  const form = new FormData();
  form.append('file', new Blob([text]), 'model.vdd');
  const answer = await admin.raw('POST', '/api/visualdev/OnlineDev/Actions/Import', { body: form });
  return (await answer.json()) as { code: number; msg: string; data: { id: string; unmapped: { part: string; field: string; reason: string }[] } };
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const category = await interfaceCategory(server);
  const created = await dataInterfaceApi(admin.call).create(
    staticInterface(category, 'claimKinds', [
      { id: 'travel', fullName: '差旅' },
      { id: 'office', fullName: '办公' },
    ]),
  );
  expect(created.code, created.msg).toBe(200);
  interfaceId = created.data.id;
});
afterAll(async () => {
  await server.close();
});

describe('list kinds', () => {
  it('serve a grouped list grouping by a shown column', async () => {
    const { modelId, menuId } = await released('claimGrouped', { type: 3, groupField: 'kind' });
    const pages = await pagesOf(admin, modelId, menuId);
    expect(pages.code).toBe(200);
    expect(pages.data.list).toMatchObject({ type: 'list', kind: 'grouped', groupBy: 'kind' });
    const runtime = onlineDevApi(admin.call);
    await runtime.create(modelId, { title: 'a', kind: 'travel' });
    await runtime.create(modelId, { title: 'b', kind: 'office' });
    // The rows carry the group's value: the page groups them as they come, still paged by the server.
    const rows = await runtime.list(modelId, { currentPage: 1, pageSize: 1, menuId } as Parameters<typeof runtime.list>[1]);
    expect(rows.data.pagination).toMatchObject({ total: 2, pageSize: 1 });
    expect(rows.data.list[0]).toHaveProperty('kind');
  });

  it('serve an editable list whose rows save through the form and its checks', async () => {
    const { modelId, menuId } = await released('claimEditable', { type: 4 });
    const pages = await pagesOf(admin, modelId, menuId);
    expect(pages.data.list).toMatchObject({ kind: 'editable', editable: { form: pages.data.form.id, fields: ['title', 'kind', 'claimDate', 'amount'] } });
    const runtime = onlineDevApi(admin.call);
    const created = await runtime.create(modelId, { title: '差旅费' });
    const record = await runtime.get(modelId, created.data.id);
    const values = JSON.parse(record.data.data) as Record<string, unknown>;
    expect((await runtime.update(modelId, created.data.id, { ...values, amount: 12.5 })).code).toBe(200);
    const refused = await runtime.update(modelId, created.data.id, { ...values, title: '' });
    expect(refused.code).toBe(400);
    expect((refused.data as unknown as { errors: { field: string }[] }).errors.map((error) => error.field)).toContain('title');
  });

  it('serve a left tree from a data interface that a member holding the entry may ask', async () => {
    const tree = { source: 'dataInterface' as const, interfaceId, labelField: 'fullName', valueField: 'id', field: 'kind' };
    const { modelId, menuId } = await released('claimTree', { type: 2, tree });
    const pages = await pagesOf(admin, modelId, menuId);
    expect(pages.data.list).toMatchObject({
      type: 'tree',
      tree: { api: { method: 'POST', url: `/api/system/DataInterface/${interfaceId}/Actions/Preview` }, labelField: 'fullName', valueField: 'id' },
      list: { api: { fixedSearch: { kind: '{node.id}' } } },
    });
    const member = await memberOf(server, 'zhaolei');
    await grantUser(server, 'zhaolei', { module: [menuId] });
    const nodes = await dataInterfaceApi(member.call).preview(interfaceId);
    expect(nodes.code, nodes.msg).toBe(200);
    expect(nodes.data.map((node) => node.id)).toEqual(['travel', 'office']);
    // The chosen node filters the list on the tree's field.
    const runtime = onlineDevApi(admin.call);
    await runtime.create(modelId, { title: 'x', kind: 'travel' });
    await runtime.create(modelId, { title: 'y', kind: 'office' });
    const filtered = await runtime.list(modelId, { currentPage: 1, pageSize: 20, queryJson: JSON.stringify({ kind: 'office' }), menuId } as Parameters<
      typeof runtime.list
    >[1]);
    expect(filtered.data.list.map((row) => row.title)).toEqual(['y']);
  });

  it('refuse list designs with every problem named where it is', async () => {
    const models = visualDevApi(admin.call);
    const input = await claimInput(server, 'claimBadList', 'ext_claim_bad_list');
    input.design.list = {
      ...input.design.list,
      type: 3,
      columns: [{ field: 'title' }, { field: 'gone' }],
      search: [{ field: 'title', searchType: 3 }],
      keywordFields: ['amount'],
      groupField: 'kind',
    };
    const refused = await models.create(input);
    expect(refused.code).toBe(400);
    const errors = (refused.data as unknown as { errors: { field: string; message: string }[] }).errors;
    expect(errors.map((error) => error.field)).toEqual([
      'design.list.columns.1.field',
      'design.list.search.0.field',
      'design.list.keywordFields.0',
      'design.list.groupField',
    ]);
    // Fields by the labels the form gives them; one the form lacks by its name.
    expect(errors.map((error) => error.message)).toEqual([
      '列表设计引用了不存在的字段gone',
      '“标题”不是日期或数字，不能范围查询',
      '“金额”不是文本字段，不能作为关键词',
      '分组字段“类别”须为列表字段',
    ]);

    input.design.list = { ...input.design.list, type: 2, columns: [{ field: 'title' }], search: [], keywordFields: [], groupField: undefined };
    input.design.list.tree = { source: 'dataInterface', interfaceId, field: 'kind' };
    const noFields = await models.create(input);
    expect(noFields.code).toBe(400);
    expect(noFields.msg).toBe('请选择左侧树的数据接口并输入主键字段和显示字段');
    input.design.list.tree = { source: 'dataInterface', interfaceId: 'no-such-interface', labelField: 'fullName', valueField: 'id', field: 'kind' };
    const unknown = await models.create(input);
    expect(unknown.code).toBe(400);
    expect(unknown.msg).toBe('左侧树的数据接口不存在');
  });
});

describe('imported JNPF lists', () => {
  it('import as they are when the check takes them', async () => {
    for (const name of ['order-3.4.json', 'contract-5.x.json']) {
      const answer = await imported(jnpfExport(name));
      expect(answer.code, `${name}: ${answer.msg}`).toBe(200);
      expect((await visualDevApi(admin.call).get(answer.data.id)).data.design.list.search.length).toBeGreaterThan(0);
    }
  });

  it('import with what the check would refuse put right and reported, and serve their pages', async () => {
    const text = jnpfExport('order-3.4.json', (columnData) => {
      columnData.type = 3;
      columnData.groupField = 'F_Level';
      (columnData.searchList as object[]).push({ prop: 'F_DeliverTime', label: '送达时间', searchType: 3 });
    });
    const row = JSON.parse(text) as Record<string, unknown>;
    // Its own code, name and tables (named from the code): the first test imported the same export.
    const answer = await imported(JSON.stringify({ ...row, enCode: 'orderGrouped', fullName: '分组订单', tables: '[]' }));
    expect(answer.code, answer.msg).toBe(200);
    const listItems = answer.data.unmapped.filter((item) => item.part === 'list' && ['F_DeliverTime', 'F_Level'].includes(item.field));
    expect(listItems.map((item) => item.reason)).toEqual([
      'a range search needs a date or number field; it was left out',
      'a grouped list groups by one of its columns; the group field was added as a column (shown as the group rows, not as a column of its own)',
    ]);
    const release = await visualDevApi(admin.call).release(answer.data.id, { pcModuleParentId: 'menu-devtools' });
    expect(release.code, release.msg).toBe(200);
    const pages = await pagesOf(admin, answer.data.id, release.data.menuIds[0]);
    expect(pages.data.list).toMatchObject({ type: 'list', kind: 'grouped', groupBy: 'F_Level' });
  });
});
