// A released model's pages for Kiln's own client (OnlineDev/{id}/Pages): the
// list and form schemas worked out for the menu entry and what its user may see,
// the form's check served as a script per version and run as the browser runs
// it, creators listed by name, and a tree table listed a level at a time.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import type { ModelPagesAnswer } from '@core/model/pages';
import type { FormNode } from '@core/form';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { grantUser } from './grants';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let modelId: string;
let menuId: string;
const db = () => server.app.kiln.db;
const pagesOf = (client: TestClient, id: string, menu?: string) =>
  client.call<ModelPagesAnswer>('GET', `/api/visualdev/OnlineDev/${id}/Pages`, menu ? { menuId: menu } : {});

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string; keyword: string; params: Record<string, unknown> }[] | null };

/** Runs the served script as the browser does: imported as a module and handed ajv's helpers. */
async function loadValidator(script: string): Promise<Validate> {
  const requireHelper = createRequire(import.meta.url);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(script).toString('base64')}`)) as {
    default: (require: (id: string) => unknown) => Validate;
  };
  return module.default((id) => requireHelper(id));
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const models = visualDevApi(admin.call);
  const input = await claimInput(server, 'claimPages', 'ext_claim_pages');
  input.design.list.permissions = { column: true, form: true, button: true, data: false };
  modelId = (await models.create(input)).data.id;
  const released = await models.release(modelId, { pcModuleParentId: 'menu-devtools' });
  expect(released.code).toBe(200);
  menuId = released.data.menuIds[0];
});
afterAll(async () => {
  await server.close();
});

describe('pages', () => {
  it("draws the model's list and form for its menu entry, with the record travelling as {id, data}", async () => {
    const answer = await pagesOf(admin, modelId, menuId);
    expect(answer.code).toBe(200);
    const { list, form, version, validator } = answer.data;
    expect(version).toBe(1);
    expect(list.type).toBe('list');
    if (list.type !== 'list') return;
    expect(list.columns.map((column) => column.prop)).toEqual(['title', 'kind', 'claimDate', 'amount', 'creatorUserId']);
    expect(list.columns[1]).toMatchObject({ label: '类别', format: { kind: 'widget', widget: 'select' } });
    expect(list.search?.map((field) => [field.field, field.searchType])).toEqual([
      ['kind', 'equal'],
      ['claimDate', 'range'],
    ]);
    expect(list.api).toMatchObject({ list: { url: `/api/visualdev/OnlineDev/${modelId}/List`, params: { menuId } }, searchAs: 'queryJson' });
    expect(list.toolbar?.map((action) => [action.key, action.permission])).toEqual([
      ['add', 'btn_add'],
      ['download', 'btn_download'],
      ['upload', 'btn_upload'],
      ['batchRemove', 'btn_batchRemove'],
    ]);
    expect(list.rowActions?.map((action) => action.key)).toEqual(['edit', 'detail', 'remove']);
    expect(list.rowActions?.[1]).toMatchObject({ label: 'common.detail', opens: { form: form.id, mode: 'view' } });
    expect(form.api).toMatchObject({ record: 'data', get: { url: `/api/visualdev/OnlineDev/${modelId}/{id}` } });
    expect(form.form.map((node) => node.field)).toEqual(['title', 'kind', 'claimDate', 'amount', 'lines']);
    expect(validator).toBe(`/api/visualdev/OnlineDev/${modelId}/Validator/1.js`);
  });

  it('serves the form check as a script anyone may cache, refusing what the server refuses', async () => {
    const anonymous = server.client();
    const response = await anonymous.raw('GET', `/api/visualdev/OnlineDev/${modelId}/Validator/1.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const validate = await loadValidator(await response.text());
    expect(validate({ title: '差旅', lines: [] })).toBe(true);
    expect(validate({ kind: 'travel' })).toBe(false);
    expect(validate.errors?.some((error) => error.params.missingProperty === 'title' || JSON.stringify(error).includes('title'))).toBe(true);
    expect(validate({ title: 'x'.repeat(101) })).toBe(false);

    const codeOf = async (file: string) =>
      ((await (await anonymous.raw('GET', `/api/visualdev/OnlineDev/${modelId}/Validator/${file}`)).json()) as { code: number }).code;
    expect(await codeOf('7.js')).toBe(404);
    expect(await codeOf('x.js')).toBe(400);
  });

  it('shows a member only the columns granted, and carries the form fields they may not see without showing them', async () => {
    const member = await memberOf(server, 'zhaolei');
    expect((await pagesOf(member, modelId, menuId)).code).toBe(403);
    const itemIds = async (table: 'base_module_column' | 'base_module_form', codes: string[]) =>
      (await db().selectFrom(table).select('id').where('module_id', '=', menuId).where('en_code', 'in', codes).execute()).map((row) => row.id);
    const userId = await grantUser(server, 'zhaolei', { module: [menuId] });
    const granted = [
      ...(await itemIds('base_module_column', ['title', 'claimDate'])).map((id) => ({ item_type: 'column' as const, id })),
      ...(await itemIds('base_module_form', ['title', 'claimDate', 'lines'])).map((id) => ({ item_type: 'form' as const, id })),
    ];
    await db()
      .insertInto('base_authorize')
      .values(granted.map((item) => ({ id: newId(), item_type: item.item_type, item_id: item.id, object_type: 'User' as const, object_id: userId })))
      .execute();
    await server.app.kiln.grants.changed([userId]);

    const answer = await pagesOf(member, modelId, menuId);
    expect(answer.code).toBe(200);
    const { list, form } = answer.data;
    if (list.type !== 'list') throw new Error('a plain list was expected');
    expect(list.columns.map((column) => column.prop)).toEqual(['title', 'claimDate']);
    expect(list.module).toBe((await db().selectFrom('base_module').select('en_code').where('id', '=', menuId).executeTakeFirstOrThrow()).en_code);
    const hidden = (nodes: FormNode[]): string[] =>
      nodes.flatMap((node) => [...(node.visible === false ? [node.field ?? ''] : []), ...hidden(node.children ?? [])]);
    expect(hidden(form.form)).toEqual(['kind', 'amount']);
  });

  it('answers 404 for a model never released', async () => {
    const input = await claimInput(server, 'claimDraft', 'ext_claim_draft');
    const draft = (await visualDevApi(admin.call).create(input)).data.id;
    expect((await pagesOf(admin, draft)).code).toBe(404);
  });
});

describe('lists', () => {
  it('shows who created a record by name', async () => {
    const records = onlineDevApi(admin.call);
    expect((await records.create(modelId, { title: '名字', lines: [] })).code).toBe(200);
    const listed = await records.list(modelId, { keyword: '名字' });
    expect(listed.data.list[0].creatorUserId).toBe('管理员/admin');
  });

  it('lists a tree table a level at a time, each row saying whether it has children', async () => {
    const models = visualDevApi(admin.call);
    const input = await claimInput(server, 'claimTree', 'ext_claim_tree');
    input.design.form.push({ id: 'nParent', widget: 'comInput', field: 'parentId', label: '上级', rules: { maxLength: 64 } });
    input.design.list = { ...input.design.list, type: 5, treeTable: { parentField: 'parentId' } };
    const treeModel = (await models.create(input)).data.id;
    expect((await models.release(treeModel, { pcModuleParentId: 'menu-devtools' })).code).toBe(200);
    const records = onlineDevApi(admin.call);
    const root = (await records.create(treeModel, { title: '总部', lines: [] })).data.id;
    const child = (await records.create(treeModel, { title: '分部', parentId: root, lines: [] })).data.id;
    const leaf = (await records.create(treeModel, { title: '孤根', lines: [] })).data.id;

    const roots = await records.list(treeModel, { sidx: 'creatorTime', sort: 'asc' });
    expect(roots.data.list.map((row) => [row.id, row.hasChildren])).toEqual([
      [root, true],
      [leaf, false],
    ]);
    const children = await admin.call<{ list: { id: string }[] }>('POST', `/api/visualdev/OnlineDev/${treeModel}/List/${root}`, {});
    expect(children.data.list.map((row) => row.id)).toEqual([child]);
    const searched = await records.list(treeModel, { keyword: '分部' });
    expect(searched.data.list.map((row) => row.id)).toEqual([child]);

    const pages = await pagesOf(admin, treeModel);
    expect(pages.data.list).toMatchObject({ type: 'treeTable', treeRows: true, lazyChildren: { url: `/api/visualdev/OnlineDev/${treeModel}/List/{id}` } });
  });
});
