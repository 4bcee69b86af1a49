// A released model's data out and in as spreadsheets: the export of the list's
// page or of every row its filters find, with the chosen columns written as the
// widgets' text; a member held to btn_download, the menu's data scheme and the
// columns granted; the import template; and import through the shared wizard —
// an export that imports back to the same values, and rows refused one by one
// with their field's message, nothing of them written, downloadable as failed rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { importApi, type ImportFailure, type ImportRow } from '@core/api/imports';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import type { FormNode } from '@core/form';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { addDataScheme, grantUser } from './grants';
import { claimForm, claimInput } from './modelFixtures';

let server: TestServer;
let admin: TestClient;
let modelId: string;
let menuId: string;
let records: ReturnType<typeof onlineDevApi>;
let adminName: string;
let sexItems: Record<string, string>;
const db = () => server.app.kiln.db;
const base = () => `/api/visualdev/OnlineDev/${modelId}`;

/** The claim form with a dictionary item, a switch of its own words, and a unique title. */
const transferForm = (): FormNode[] => {
  const form = claimForm();
  form[0].rules = { ...form[0].rules, unique: true };
  form[3].rules = { min: 0 };
  return [
    ...form,
    { id: 'nGender', widget: 'dicSelect', field: 'gender', label: '性别', props: { dictionaryType: 'sex' } },
    { id: 'nUrgent', widget: 'switch', field: 'urgent', label: '加急', props: { activeText: '是', inactiveText: '否' } },
  ];
};

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date).getTime();
const titlesOfSheet = ['标题', '类别', '日期', '金额', '性别', '加急'];

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  const models = visualDevApi(admin.call);
  const input = await claimInput(server, 'claimTransfer', 'ext_claim_transfer');
  input.design.form = transferForm();
  input.design.list.columns = [
    { field: 'title' },
    { field: 'kind' },
    { field: 'claimDate' },
    { field: 'amount', sortable: true },
    { field: 'gender' },
    { field: 'urgent' },
    { field: 'creatorUserId' },
  ];
  input.design.list.permissions = { column: true, form: true, button: true, data: true };
  const created = await models.create(input);
  expect(created.code, created.msg).toBe(200);
  modelId = created.data.id;
  const released = await models.release(modelId, { pcModuleParentId: 'menu-devtools' });
  expect(released.code, released.msg).toBe(200);
  menuId = released.data.menuIds[0];
  records = onlineDevApi(admin.call);
  adminName = (await db().selectFrom('base_user').select('real_name').where('account', '=', 'admin').executeTakeFirstOrThrow()).real_name;
  const items = await db()
    .selectFrom('base_dictionary_data as d')
    .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
    .select(['d.id', 'd.full_name'])
    .where('t.en_code', '=', 'sex')
    .execute();
  sexItems = Object.fromEntries(items.map((item) => [item.full_name, item.id]));

  const claims = [
    { title: '差旅一', kind: 'travel', claimDate: day(2026, 1, 15), amount: 120.5, gender: sexItems['男'], urgent: 1 },
    { title: '差旅二', kind: 'travel', claimDate: day(2026, 2, 1), amount: 30, gender: sexItems['女'], urgent: 0 },
    { title: '办公一', kind: 'office', claimDate: day(2026, 3, 9), amount: 1234.5 },
  ];
  for (const claim of claims) expect((await records.create(modelId, claim)).code).toBe(200);
});
afterAll(async () => {
  await server.close();
});

async function readLink(url: string): Promise<Buffer> {
  const response = await server.client().raw('GET', url);
  expect(response.headers.get('content-type') ?? '').toContain('spreadsheetml');
  return Buffer.from(await response.arrayBuffer());
}

/** A workbook's first sheet as rows of cell texts. */
async function sheetOf(content: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((line) =>
    rows.push((line.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))),
  );
  return rows;
}

async function exportOf(client: TestClient, body: Record<string, unknown>) {
  return client.call<{ name: string; url: string }>('POST', `${base()}/Actions/Export`, { menuId, ...body });
}

/** The rows an export writes, header first. */
async function exportedRows(body: Record<string, unknown>, client: TestClient = admin): Promise<string[][]> {
  const link = await exportOf(client, body);
  expect(link.code, link.msg).toBe(200);
  expect(link.data.name).toMatch(/\.xlsx$/);
  return sheetOf(await readLink(link.data.url));
}

async function upload(content: Buffer, client: TestClient = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'claims.xlsx');
  const response = await client.raw('POST', `${base()}/Uploader`, { body: form });
  return (await response.json()) as { code: number; msg: string; data: { name: string } | null };
}

/** How many records hold these titles (the model's table, which no static schema names). */
const titlesStored = async (titles: string[]) =>
  Number((await sql<{ n: number }>`select count(*) as n from ext_claim_transfer where title in (${sql.join(titles)})`.execute(db())).rows[0].n);

describe('the data export', () => {
  it('writes the page the list shows, of the chosen columns, as the widgets write them', async () => {
    const rows = await exportedRows({ dataType: 0, currentPage: 1, pageSize: 2, sidx: 'amount', sort: 'asc', selectKey: 'title,amount,urgent' });
    expect(rows).toEqual([
      ['标题', '金额', '加急'],
      ['差旅二', '30.00', '否'],
      ['差旅一', '120.50', '是'],
    ]);
    const second = await exportedRows({ dataType: 0, currentPage: 2, pageSize: 2, sidx: 'amount', sort: 'asc', selectKey: ['title'] });
    expect(second).toEqual([['标题'], ['办公一']]);
  });

  it('writes every row the filters find: dictionary names, option labels, dates and the creator by name', async () => {
    const rows = await exportedRows({ dataType: 1, queryJson: JSON.stringify({ kind: 'travel' }), sidx: 'amount', sort: 'desc' });
    expect(rows).toEqual([
      [...titlesOfSheet, '创建人员'],
      ['差旅一', '差旅', '2026-01-15', '120.50', '男', '是', `${adminName}/admin`],
      ['差旅二', '差旅', '2026-02-01', '30.00', '女', '否', `${adminName}/admin`],
    ]);
    expect(await exportedRows({ dataType: 1, keyword: '办公', selectKey: 'title,claimDate' })).toEqual([
      ['标题', '日期'],
      ['办公一', '2026-03-09'],
    ]);
    expect(
      await exportedRows({ dataType: '1', queryJson: { claimDate: [day(2026, 2, 1), day(2026, 3, 31)] }, selectKey: 'title', sidx: 'amount', sort: 'asc' }),
    ).toEqual([['标题'], ['差旅二'], ['办公一']]);
  });

  it('refuses filters the list refuses, and a choice of no column', async () => {
    expect((await exportOf(admin, { dataType: 1, queryJson: { title: 'x' } })).code).toBe(400);
    expect((await exportOf(admin, { dataType: 1, sidx: 'nothing' })).code).toBe(400);
    expect(await exportOf(admin, { dataType: 1, selectKey: 'nothing' })).toMatchObject({ code: 400, msg: '请选择要导出的列' });
  });
});

describe('a member', () => {
  const itemIds = async (table: 'base_module_button' | 'base_module_column' | 'base_module_form', codes: string[]) =>
    (await db().selectFrom(table).select('id').where('module_id', '=', menuId).where('en_code', 'in', codes).execute()).map((row) => row.id);

  it('exports only with btn_download, only their rows under the data scheme, never a column not granted', async () => {
    const zhaolei = await memberOf(server, 'zhaolei');
    const userId = await grantUser(server, 'zhaolei', { module: [menuId], button: await itemIds('base_module_button', ['btn_add']) });
    const columns = (await itemIds('base_module_column', ['title', 'amount'])).map((id) => ({ itemType: 'column' as const, id }));
    const forms = (await itemIds('base_module_form', ['title', 'amount'])).map((id) => ({ itemType: 'form' as const, id }));
    await db()
      .insertInto('base_authorize')
      .values(
        [...columns, ...forms].map((item) => ({ id: newId(), item_type: item.itemType, item_id: item.id, object_type: 'User' as const, object_id: userId })),
      )
      .execute();
    const schemeId = newId();
    await addDataScheme(server, {
      id: schemeId,
      menuId,
      enCode: 'ownClaims',
      fullName: '本人的',
      condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }],
    });
    await grantUser(server, 'zhaolei', { resource: [schemeId] });
    expect((await onlineDevApi(zhaolei.call).create(modelId, { title: '赵磊的报销', amount: 88 })).code).toBe(200);

    expect((await exportOf(zhaolei, { dataType: 1 })).code).toBe(403);
    await grantUser(server, 'zhaolei', { button: await itemIds('base_module_button', ['btn_download']) });
    expect(await exportedRows({ dataType: 1, selectKey: 'title,kind,amount' }, zhaolei)).toEqual([
      ['标题', '金额'],
      ['赵磊的报销', '88.00'],
    ]);
    expect(await exportedRows({ dataType: 0 }, zhaolei)).toEqual([
      ['标题', '金额'],
      ['赵磊的报销', '88.00'],
    ]);
    expect(await exportOf(zhaolei, { dataType: 1, selectKey: 'kind' })).toMatchObject({ code: 400, msg: '请选择要导出的列' });
    // The import is another button.
    const theirs = importApi(zhaolei.call, base());
    expect((await theirs.template()).code).toBe(403);
    expect((await upload(Buffer.from('x'), zhaolei)).code).toBe(403);
    expect((await theirs.preview('1')).code).toBe(403);
    expect((await theirs.importData([{ title: 'x' }])).code).toBe(403);
    expect((await theirs.exportFailures([{ title: 'x', errorsInfo: 'y' }])).code).toBe(403);
  });
});

describe('the import', () => {
  const api = () => importApi(admin.call, base());

  it("offers a template of the importable fields, at Template and at the wizard's TemplateDownload", async () => {
    const link = await admin.call<{ url: string }>('GET', `${base()}/Template`, { menuId });
    expect(link.code, link.msg).toBe(200);
    expect(await sheetOf(await readLink(link.data.url))).toEqual([titlesOfSheet]);
    const wizard = await api().template();
    expect(wizard.code).toBe(200);
    expect(await sheetOf(await readLink(wizard.data.url))).toEqual([titlesOfSheet]);
  });

  it('imports an export back to the same values', async () => {
    const before = (await records.list(modelId, { pageSize: 100, sidx: 'amount', sort: 'asc', queryJson: { kind: 'travel' } })).data.list;
    const link = await exportOf(admin, { dataType: 1, queryJson: { kind: 'travel' }, sidx: 'amount', sort: 'asc' });
    const file = await readLink(link.data.url);
    expect(
      (
        await records.batchDelete(
          modelId,
          before.map((row) => row.id),
        )
      ).data.deleted,
    ).toBe(2);

    const uploaded = await upload(file);
    expect(uploaded).toMatchObject({ code: 200, msg: '上传成功' });
    const preview = await api().preview(uploaded.data!.name);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.headerRow.map((header) => header.fullName)).toEqual(titlesOfSheet);
    expect(preview.data.headerRow[4]).toEqual({ id: 'gender', fullName: '性别', jnpfKey: 'dicSelect', children: [] });
    expect(preview.data.dataRow[0]).toEqual({ title: '差旅二', kind: '差旅', claimDate: '2026-02-01', amount: '30.00', gender: '女', urgent: '否' });

    const result = await api().importData(preview.data.dataRow);
    expect(result).toMatchObject({ code: 200, data: { resultType: 0, snum: 2, fnum: 0, failResult: [] } });
    const after = (await records.list(modelId, { pageSize: 100, sidx: 'amount', sort: 'asc', queryJson: { kind: 'travel' } })).data.list;
    const values = (rows: typeof before) => rows.map(({ id: _id, ...rest }) => rest);
    expect(values(after)).toEqual(values(before));
    expect(after[1]).toMatchObject({ title: '差旅一', claimDate: day(2026, 1, 15), amount: 120.5, gender: sexItems['男'], urgent: 1 });
  });

  it("refuses rows one by one with their field's message, writes nothing of them, and exports them", async () => {
    const list: ImportRow[] = [
      { title: '导入的报销', kind: '办公', claimDate: '2026-04-01', amount: '12', gender: '保密', urgent: '是' },
      { title: '', kind: '差旅', amount: '1' },
      { title: '办公一', amount: '2' },
      { title: '文件里重复', amount: '3' },
      { title: '文件里重复', amount: '4' },
      { title: '日期不对', claimDate: '2026-02-30' },
      { title: '类别不对', kind: '旅游' },
      { title: '金额不对', amount: '十二' },
      { title: '字典不对', gender: '未知' },
    ];
    const result = await api().importData(list);
    expect(result.code, result.msg).toBe(200);
    expect(result.data).toMatchObject({ resultType: 1, snum: 2, fnum: 7 });
    const reasons = Object.fromEntries(result.data.failResult.map((row) => [`${row.title}|${row.amount ?? ''}`, row.errorsInfo]));
    expect(reasons).toEqual({
      '|1': '标题不能为空',
      '办公一|2': '标题已存在',
      '文件里重复|4': '标题“文件里重复”在文件中重复',
      '日期不对|': '日期不是有效的日期（如2024-01-31）',
      '类别不对|': '类别只能填写：差旅/办公',
      '金额不对|十二': '金额必须是数字',
      '字典不对|': '性别“未知”不在数据字典中',
    });
    expect(await titlesStored(['导入的报销', '文件里重复'])).toBe(2);
    expect(await titlesStored(['日期不对', '类别不对', '金额不对', '字典不对'])).toBe(0);
    const imported = (await records.list(modelId, { keyword: '导入的报销' })).data.list[0];
    expect(imported).toMatchObject({ kind: 'office', claimDate: day(2026, 4, 1), amount: 12, gender: sexItems['保密'], urgent: 1 });

    const failures = await api().exportFailures(result.data.failResult);
    expect(failures.code, failures.msg).toBe(200);
    const rows = await sheetOf(await readLink(failures.data.url));
    expect(rows[0]).toEqual([...titlesOfSheet, '异常原因']);
    expect(rows).toHaveLength(8);
    expect(rows[1]).toEqual(['', '差旅', '', '1', '', '', '标题不能为空']);
  });

  it("checks each row as a create: the form's rules after the cells, and a unique value raced by another import", async () => {
    const refused = await api().importData([{ title: 'x'.repeat(101) }, { title: '负数', amount: '-5' }]);
    expect(refused.data).toMatchObject({ snum: 0, fnum: 2 });
    expect(refused.data.failResult[0].errorsInfo).toBe('标题不能超过100个字符');
    // The form's own rule, named by its field.
    expect(refused.data.failResult[1].errorsInfo).toMatch(/^金额：.*0/);
    expect(await titlesStored(['负数'])).toBe(0);
    // Both pass the look before writing; the unique index lets one in and the other answers the field's message.
    const race = await Promise.all(Array.from({ length: 4 }, () => api().importData([{ title: '同时导入', amount: '1' }])));
    expect(race.map((answer) => answer.data.snum).sort()).toEqual([0, 0, 0, 1]);
    const raced: ImportFailure[] = race.flatMap((answer) => answer.data.failResult);
    expect(raced.map((row) => row.errorsInfo)).toEqual(Array(3).fill('标题已存在'));
    expect(await titlesStored(['同时导入'])).toBe(1);
  });

  it('names the required columns a file lacks, and reads only uploads made for this model', async () => {
    const book = new ExcelJS.Workbook();
    book.addWorksheet('报销').addRow(['金额']);
    book.getWorksheet('报销')!.addRow(['5']);
    const uploaded = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(uploaded.code).toBe(200);
    expect(await api().preview(uploaded.data!.name)).toMatchObject({ code: 400, msg: '表头与模板不一致，缺少列：标题' });
    const users = importApi(admin.call, '/api/permission/Users');
    expect(await users.preview(uploaded.data!.name)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
  });
});
