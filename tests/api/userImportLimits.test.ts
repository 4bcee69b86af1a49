// Spreadsheets that cannot take the server down, against the real server: a
// small .xlsx that unpacks to 100 MiB is refused in words before it takes the
// memory, whether its zip declares that size or hides it; so is one with too
// many shared strings, and one with too many rows, where reading stops at the
// first row past the limit. Nothing of a refused file is kept. A file is read
// once, on upload: the preview and the import work from the rows kept then,
// even with the stored spreadsheet gone and the server restarted.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { importApi } from '@core/api/imports';
import { startAsAdmin, type TestClient, type TestServer } from './harness';
import { declaredUnpackedSize, expandingWorkbook } from './expandingWorkbooks';

const base = '/api/permission/Users';
const titles = ['账户', '姓名', '性别', '电子邮箱', '所属组织', '直属主管', '岗位', '职级', '角色', '排序', '状态', '说明'];
const mebibyte = 1_048_576;
const tooLarge = '文件内容解压后不能超过32 MB，请删除多余的工作表、图片或格式后重新上传';

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof importApi>;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = importApi(admin.call, base);
});
afterAll(async () => {
  await server.close();
});

async function upload(content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'users.xlsx');
  const response = await admin.raw('POST', `${base}/Uploader`, { body: form });
  return (await response.json()) as { code: number; msg: string; data: { name: string; fileId: string } | null };
}

/** Import files and the rows kept for them, in the database and on disk. */
async function stored() {
  const db = server.app.kiln.db;
  const files = await db.selectFrom('base_file').select(['id', 'storage_key']).where('upload_type', '=', 'import').orderBy('id').execute();
  const kept = await db.selectFrom('base_import_upload').select('id').orderBy('id').execute();
  const folder = path.join(server.app.kiln.config.dataDir, 'files');
  const onDisk = files.filter((file) => fs.existsSync(path.join(folder, file.storage_key.slice(-2), file.storage_key))).length;
  return { files: files.map((file) => file.id), kept: kept.map((row) => row.id), onDisk };
}

/** A workbook as a person fills in the template: these rows under the titles. */
async function workbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(titles);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const person = (account: string) => [account, `姓名${account}`, '男', '', 'rd'];

describe('a spreadsheet that unpacks to far more than it weighs', () => {
  it('is refused by the size its zip declares (a 100 KB file of 100 MiB), and nothing of it is kept', async () => {
    const bomb = await expandingWorkbook({ headers: titles, sheetFill: { xml: ' ', times: 100 * mebibyte } });
    expect(bomb.length).toBeLessThan(500 * 1024);
    expect(declaredUnpackedSize(bomb)).toBeGreaterThan(100 * mebibyte);
    const before = await stored();
    expect(await upload(bomb)).toMatchObject({ code: 400, msg: tooLarge, data: null });
    expect(await stored()).toEqual(before);
  });

  it('is refused by the bytes it inflates when its zip understates them', async () => {
    const bomb = await expandingWorkbook({ headers: titles, sheetFill: { xml: ' ', times: 100 * mebibyte }, understateSizes: true });
    expect(declaredUnpackedSize(bomb)).toBeLessThan(mebibyte);
    const before = await stored();
    expect(await upload(bomb)).toMatchObject({ code: 400, msg: tooLarge });
    expect(await stored()).toEqual(before);
  });

  it("is refused with more shared strings than the limit, in the request's language", async () => {
    const strings = await expandingWorkbook({ headers: titles, sharedStrings: { xml: '<si><t>x</t></si>', times: 200_000 } });
    const before = await stored();
    expect(await upload(strings)).toMatchObject({
      code: 400,
      msg: '文件中不同的文本不能超过100000个，请删除多余的工作表后重新上传',
    });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(strings)]), 'users.xlsx');
    const english = await server.client({ token: admin.token, language: 'en' }).raw('POST', `${base}/Uploader`, { body: form });
    expect(((await english.json()) as { msg: string }).msg).toBe(
      'The file cannot hold more than 100000 different texts: remove extra sheets and upload it again',
    );
    expect(await stored()).toEqual(before);
  });

  it('stops at the first row past the 1,000-row limit: the 100 MiB after it is never inflated', async () => {
    const bomb = await expandingWorkbook({
      headers: titles,
      fillRows: 1001,
      sheetFill: (row) => `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>user${row}</t></is></c></row>`,
      padding: { xml: ' ', times: 100 * mebibyte },
      understateSizes: true,
    });
    expect(await upload(bomb)).toMatchObject({ code: 400, msg: '导入数据不能超过1000条，请分成多个文件导入' });
  });

  it('meets the limits system configuration sets', async () => {
    const content = await workbook([person('limited1'), person('limited2')]);
    const config = server.app.kiln.sysConfig;
    try {
      await config.set({ importMaxUncompressedBytes: 2 * 1024 });
      expect(await upload(content)).toMatchObject({
        code: 400,
        msg: '文件内容解压后不能超过2 KB，请删除多余的工作表、图片或格式后重新上传',
      });
      await config.set({ importMaxUncompressedBytes: 32 * mebibyte, importMaxSharedStrings: 3 });
      expect(await upload(content)).toMatchObject({ code: 400, msg: '文件中不同的文本不能超过3个，请删除多余的工作表后重新上传' });
    } finally {
      await config.set({ importMaxUncompressedBytes: 32 * mebibyte, importMaxSharedStrings: 100_000 });
    }
    expect((await upload(content)).code).toBe(200);
  });
});

describe('the rows kept at upload', () => {
  it('serve the preview and the import with the stored spreadsheet damaged, after a restart', async () => {
    const uploaded = await upload(await workbook([person('kept1'), person('kept2')]));
    expect(uploaded.code, uploaded.msg).toBe(200);
    const fileId = uploaded.data!.fileId;
    expect((await stored()).kept).toEqual([fileId]);
    // The spreadsheet's bytes are no longer a workbook: only the rows kept can answer.
    const file = (await server.app.kiln.files.find(fileId))!;
    fs.writeFileSync(path.join(server.app.kiln.config.dataDir, 'files', file.storage_key.slice(-2), file.storage_key), 'not a workbook any more');
    await server.restart();

    const preview = await api.preview(uploaded.data!.name);
    expect(preview.code, preview.msg).toBe(200);
    expect(preview.data.dataRow.map((row) => [row.account, row.realName, row.organizeId])).toEqual([
      ['kept1', '姓名kept1', 'rd'],
      ['kept2', '姓名kept2', 'rd'],
    ]);
    const imported = await api.importData(preview.data.dataRow);
    expect(imported).toMatchObject({ code: 200, data: { snum: 2, fnum: 0 } });
  });

  it("are kept for a user's latest upload only, and for no one else", async () => {
    const first = await upload(await workbook([person('older')]));
    const second = await upload(await workbook([person('newer')]));
    expect((await stored()).kept).toEqual([second.data!.fileId]);
    expect(await api.preview(first.data!.name)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
    // Rows kept under another owner's name are not read either.
    await server.app.kiln.db.updateTable('base_import_upload').set({ owner_id: 'someone-else' }).where('id', '=', second.data!.fileId).execute();
    expect(await api.preview(second.data!.name)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
  });
});
