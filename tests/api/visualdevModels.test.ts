// /api/visualdev/Base: models as administrators keep them — listed, read,
// created with their design checked (every problem of the form named by its
// node), changed, copied and deleted; the screen's buttons guard each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visualDevApi } from '@core/api/visualdev';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof visualDevApi>;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = visualDevApi(admin.call);
});
afterAll(async () => {
  await server.close();
});

describe('models', () => {
  it('exports a model as a .vdd file and imports it back as the same design', async () => {
    const input = await claimInput(server, 'claimV', 'ext_claim_v');
    const { data: created } = await api.create(input);
    const link = await admin.call<{ url: string }>('POST', `/api/visualdev/OnlineDev/${created.id}/Actions/ExportData`);
    expect(link.code).toBe(200);
    const file = await (await admin.raw('GET', link.data.url)).text();
    await api.remove(created.id);
    const form = new FormData();
    form.append('file', new Blob([file]), 'claim.vdd');
    const upload = async (path: string, body: FormData) =>
      (await (await admin.raw('POST', path, { body })).json()) as { code: number; data: { id: string; unmapped: unknown[] } };
    const imported = await upload('/api/visualdev/OnlineDev/Model/Actions/ImportData', form);
    expect(imported).toMatchObject({ code: 200, data: { unmapped: [] } });
    expect((await api.get(imported.data.id)).data.design).toEqual(input.design);
    const bad = new FormData();
    bad.append('file', new Blob(['not json']), 'bad.vdd');
    expect((await upload('/api/visualdev/OnlineDev/Actions/Import', bad)).code).toBe(400);
  });

  it('creates a model, reads it back, and lists it by keyword and category', async () => {
    const input = await claimInput(server, 'claimA', 'ext_claim_a');
    const created = await api.create(input);
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const { data } = await api.get(created.data.id);
    expect(data).toMatchObject({ fullName: input.fullName, enCode: 'claimA', tableName: 'ext_claim_a', isRelease: 0, version: 0, design: input.design });
    expect(data.categoryName).toBe('业务表单');
    const page = await api.page({ keyword: 'claimA', category: input.category });
    expect(page.data.list.map((row) => row.id)).toEqual([created.data.id]);
    expect(page.data.list[0].creatorUser).toMatch(/\/admin$/);
    expect((await api.page({ isRelease: 1, keyword: 'claimA' })).data.list).toEqual([]);
  });

  it('refuses a form with mistakes, naming each by its node, and stores nothing', async () => {
    const input = await claimInput(server, 'claimBad', 'ext_claim_bad');
    input.design.form = [
      ...input.design.form,
      { id: 'nDup', widget: 'comInput', field: 'title', label: '重复' },
      { id: 'nCalc', widget: 'calculate', field: 'total', label: '合计', props: { expression: 'missing + 1' } },
    ];
    const answer = await api.create(input);
    expect(answer.code).toBe(400);
    const errors = (answer.data as unknown as { errors: { field: string; message: string }[] }).errors;
    expect(errors.map((error) => error.field)).toContain('design.form.nDup');
    // Each problem in the asker's language (zh by default), naming what it is about.
    expect(errors).toContainEqual({ field: 'design.form.nDup', message: '字段title重复（已用于form[0]）' });
    expect(errors).toContainEqual({ field: 'design.form.nCalc', message: '计算公式引用的missing不是表单的字段' });
    expect((await api.page({ keyword: 'claimBad' })).data.list).toEqual([]);
  });

  it('refuses a list naming a field the form lacks, a taken code and a taken table', async () => {
    const input = await claimInput(server, 'claimList', 'ext_claim_list');
    input.design.list.columns.push({ field: 'nothing' });
    const answer = await api.create(input);
    expect(answer.code).toBe(400);
    expect(answer.msg).toBe('列表设计引用了不存在的字段nothing');
    expect((await api.create(await claimInput(server, 'claimA', 'ext_claim_other'))).msg).toBe('功能编码已存在');
    expect((await api.create(await claimInput(server, 'claimOther', 'ext_claim_a'))).msg).toBe('数据表ext_claim_a已被使用');
    const platform = await claimInput(server, 'claimPlatform', 'base_user');
    expect((await api.create(platform)).msg).toContain('base_');
  });

  it('changes, copies and deletes a model', async () => {
    const { data: created } = await api.create(await claimInput(server, 'claimC', 'ext_claim_c'));
    const input = await claimInput(server, 'claimC', 'ext_claim_c');
    input.fullName = '报销单（改）';
    expect((await api.update(created.id, input)).code).toBe(200);
    expect((await api.get(created.id)).data.fullName).toBe('报销单（改）');
    const copy = await api.copy(created.id);
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    const copied = (await api.get(copy.data.id)).data;
    expect(copied.enCode).toMatch(/^claimC_/);
    expect(copied.tableName).toMatch(/^ext_claim_c_/);
    expect((await api.remove(copy.data.id)).code).toBe(200);
    expect((await api.get(copy.data.id)).code).toBe(404);
  });

  it('needs the 功能设计 screen to read and its buttons to write', async () => {
    const member = await memberOf(server, 'zhaolei');
    const theirs = visualDevApi(member.call);
    expect((await theirs.page()).code).toBe(403);
    expect((await theirs.create(await claimInput(server, 'claimM', 'ext_claim_m'))).code).toBe(403);
  });
});
