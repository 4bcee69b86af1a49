// The user import wizard against the real server (`npx tsx bench/import.ts`):
// 1,000 good users in an .xlsx, uploaded, previewed and imported, each step
// timed from request to answer on loopback, beside the CPU time the process
// spent meanwhile (the server runs in it: on a busy machine that figure moves
// less than the wall clock). ImportData runs three times, 1,000 new users
// each. Figures, never assertions.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { importLimits, type ImportPreview, type ImportResult, type ImportUpload } from '@core/api/imports';
import { userExportColumns } from '@core/api/users';
import { buildApp } from '@server/app';
import { passwordDigest } from '@server/auth/passwords';
import { userImportRoutes } from '@server/modules/users/importRoutes';
import { benchConfig, benchPassword } from './benchServer';

const base = '/api/permission/Users';
const departments = [
  { organize: 'Kiln 示例集团/研发部', positions: ['前端工程师', '后端工程师', 'tester'] },
  { organize: 'market', positions: ['市场专员'] },
  { organize: '财务部', positions: ['会计', '出纳'] },
];

async function usersWorkbook(count: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(['账户', '姓名', '性别', '电子邮箱', '所属组织', '直属主管', '岗位', '职级', '角色', '排序', '状态', '说明', '民族', '籍贯', '入职时间', '证件类型', '证件号码', '文化程度', '出生年月', '办公电话', '办公座机', '手机号码', '紧急联系', '紧急电话', '通讯地址']);
  for (let i = 0; i < count; i += 1) {
    const department = departments[i % departments.length];
    const values: Record<string, string | number> = {
      account: `bench${i}`,
      realName: `压测用户${i}`,
      gender: i % 2 ? '男' : '女',
      email: `bench${i}@example.com`,
      organizeId: department.organize,
      managerId: '张伟/zhangwei',
      positionId: department.positions[i % department.positions.length],
      roleId: i % 3 ? '普通员工' : '普通员工,developer',
      sortCode: i,
      enabledMark: '启用',
      description: '批量导入',
      entryDate: '2024-03-01',
      mobilePhone: `139${String(i).padStart(8, '0')}`,
      postalAddress: '示例路1号',
    };
    sheet.addRow(userExportColumns.map((field) => values[field] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Kiln signed in as the administrator, with the user import mounted if the users module does not mount it yet. */
async function start() {
  const config = benchConfig('kiln-bench-import-');
  const app = await buildApp(config);
  if (!app.hasRoute({ method: 'GET', url: `${base}/TemplateDownload` })) await userImportRoutes(app, app.kiln);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const url = `http://127.0.0.1:${address.port}`;
  const signIn = await fetch(`${url}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: passwordDigest(benchPassword) }).toString(),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  return { app, url, token, dataDir: config.dataDir };
}

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; cpuMs: number; value: T }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await run();
  const spent = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (spent.user + spent.system) / 1000, value };
}

const importRuns = 3;

export async function benchImport(): Promise<void> {
  const { app, url, token, dataDir } = await start();
  try {
    const call = async <T>(method: string, path: string, body?: BodyInit, json = false) => {
      const response = await fetch(url + path, { method, body, headers: { authorization: token, ...(json ? { 'content-type': 'application/json' } : {}) } });
      const envelope = (await response.json()) as { code: number; msg: string; data: T };
      if (envelope.code !== 200) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
      return envelope.data;
    };
    const content = await usersWorkbook(importLimits.maxRows);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), 'users.xlsx');
    const upload = await timed(() => call<ImportUpload>('POST', `${base}/Uploader`, form));
    const preview = await timed(() => call<ImportPreview>('GET', `${base}/ImportPreview?fileName=${upload.value.name}`));
    const body = JSON.stringify({ list: preview.value.dataRow });
    const imports = [];
    for (let run = 0; run < importRuns; run += 1) {
      // The same rows under new accounts after the first run.
      const list = run === 0 ? body : JSON.stringify({ list: preview.value.dataRow.map((row) => ({ ...row, account: `run${run}${String(row.account)}`, email: `run${run}${String(row.email)}` })) });
      const result = await timed(() => call<ImportResult>('POST', `${base}/ImportData`, list, true));
      if (result.value.snum !== importLimits.maxRows) throw new Error(`imported ${result.value.snum}: ${result.value.failResult[0]?.errorsInfo}`);
      imports.push(result);
    }
    const failures = Array.from({ length: importLimits.maxRows }, (_, i) => ({ ...preview.value.dataRow[i], errorsInfo: '账户已存在' }));
    const exported = await timed(() => call<{ url: string }>('POST', `${base}/ImportExceptionData`, JSON.stringify({ list: failures }), true));
    void exported.value;

    const rows = importLimits.maxRows;
    console.log(`\nUser import wizard, ${rows} good users (${(content.length / 1024).toFixed(0)} KB .xlsx, ${(body.length / 1024).toFixed(0)} KB list), SQLite`);
    const figures = (ms: number, cpuMs: number) => ({ ms: Math.round(ms), 'cpu ms': Math.round(cpuMs) });
    console.table([
      { step: 'Uploader (read, check, store)', ...figures(upload.ms, upload.cpuMs) },
      { step: 'ImportPreview', ...figures(preview.ms, preview.cpuMs) },
      ...imports.map((result, run) => ({ step: `ImportData, run ${run + 1}`, ...figures(result.ms, result.cpuMs), 'ms per row': +(result.ms / rows).toFixed(2) })),
      { step: 'ImportExceptionData (1,000 rows)', ...figures(exported.ms, exported.cpuMs) },
    ]);
  } finally {
    await app.close();
    // The bench's own database file (thousands of users) goes with it.
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImport();
