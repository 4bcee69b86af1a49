// Spreadsheets that unpack to far more than they weigh, sent to the user
// import's Uploader of Kiln in a process of its own (`npx tsx bench/importBomb.ts`):
// how long the answer took, how slow a health check sent meanwhile was, the
// server's event-loop delay, and its peak memory (resident set, from
// /proc/<pid>/status), alone and four at once; a real 1,000-row file beside
// them, uploaded, previewed and imported, and four imports of it at once. Each
// case gets a fresh server, so its peak is its own. Figures, never assertions.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { userExportColumns } from '@core/api/users';
import { startChildServer, underHealthWatch } from './childControl';
import { expandingWorkbook } from '../tests/api/expandingWorkbooks';

const titles = [
  '账户',
  '姓名',
  '性别',
  '电子邮箱',
  '所属组织',
  '直属主管',
  '岗位',
  '职级',
  '角色',
  '排序',
  '状态',
  '说明',
  '民族',
  '籍贯',
  '入职时间',
  '证件类型',
  '证件号码',
  '文化程度',
  '出生年月',
  '办公电话',
  '办公座机',
  '手机号码',
  '紧急联系',
  '紧急电话',
  '通讯地址',
];
const mebibyte = 1_048_576;

interface Row {
  case: string;
  'file KB': number;
  'took ms': number;
  'health max ms': number;
  'loop p99 ms': number;
  'loop max ms': number;
  'peak RSS MB': number | string;
  outcome: string;
}

/** The resident set's high-water mark of a process, in MB (Linux). */
function peakRss(pid: number | undefined): number | string {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]);
    return Number.isFinite(kilobytes) ? Math.round(kilobytes / 1024) : '—';
  } catch {
    return '—';
  }
}

/** Filled-in rows of the user template, as a person would send them. */
async function usersWorkbook(count: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(titles);
  for (let i = 0; i < count; i += 1) {
    const values: Record<string, string | number> = {
      account: `bomb${i}`,
      realName: `用户${i}`,
      gender: i % 2 ? '男' : '女',
      email: `bomb${i}@example.com`,
      organizeId: 'Kiln 示例集团/研发部',
      roleId: '普通员工',
      sortCode: i,
      mobilePhone: `139${String(i).padStart(8, '0')}`,
      postalAddress: '示例路1号',
    };
    sheet.addRow(userExportColumns.map((field) => values[field] ?? ''));
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(base: string, token: string, content: Buffer): Promise<{ answer: string; name?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'users.xlsx');
  const response = await fetch(`${base}/api/permission/Users/Uploader`, { method: 'POST', headers: { authorization: token }, body: form });
  const body = (await response.json()) as { code: number; msg: string; data: { name: string } | null };
  return { answer: `${body.code} ${body.msg}`.slice(0, 48), name: body.data?.name };
}

async function call<T>(base: string, token: string, path: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const init = body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const response = await fetch(`${base}/api/permission/Users/${path}`, { ...init, headers: { ...init.headers, authorization: token } });
  return (await response.json()) as { code: number; msg: string; data: T };
}

type ImportRows = Record<string, string>[];

/** The rows of an upload as the preview answers them. */
async function previewRows(base: string, token: string, content: Buffer): Promise<ImportRows> {
  const uploaded = await upload(base, token, content);
  const preview = await call<{ dataRow: ImportRows }>(base, token, `ImportPreview?fileName=${uploaded.name}`);
  if (preview.code !== 200) throw new Error(`preview: ${uploaded.answer}; ${preview.msg}`);
  return preview.data.dataRow;
}

/** ImportData of the rows under accounts of their own (`prefix` + account), so that runs do not collide. */
async function importRows(base: string, token: string, rows: ImportRows, prefix: string): Promise<string> {
  const list = rows.map((row) => ({ ...row, account: `${prefix}${row.account}`, email: `${prefix}${row.email}` }));
  const result = await call<{ snum: number; fnum: number }>(base, token, 'ImportData', { list });
  return `${result.code}: ${result.data?.snum ?? 0} imported, ${result.data?.fnum ?? 0} failed`;
}

interface Case {
  label: string;
  /** The file the case sends (its size is shown). */
  content: Buffer;
  /** Set-up before the watch starts (a preview to import from, say). */
  prepare?: (base: string, token: string) => Promise<ImportRows>;
  /** The work watched; its answers, without repeats, are the outcome. */
  work: (base: string, token: string, prepared: ImportRows) => Promise<string>[];
}

/** `copies` uploads of a file at once. */
const uploads = (label: string, content: Buffer, copies: number): Case => ({
  label,
  content,
  work: (base, token) => Array.from({ length: copies }, async () => (await upload(base, token, content)).answer),
});

/** One case on a fresh server, warmed up first by a small upload, as a running server is. */
async function measure(test: Case, warmUp: Buffer): Promise<Row> {
  const { server, base, token, dataDir } = await startChildServer();
  try {
    await (await fetch(`${base}/api/health`)).text();
    await upload(base, token, warmUp);
    const prepared = (await test.prepare?.(base, token)) ?? [];
    const { took, outcome, loopP99, loopMax, healthMax } = await underHealthWatch(server, base, async () =>
      [...new Set(await Promise.all(test.work(base, token, prepared)))].join(' | '),
    );
    return {
      case: test.label,
      'file KB': Math.round(test.content.length / 1024),
      'took ms': Math.round(took),
      'health max ms': Math.round(healthMax),
      'loop p99 ms': loopP99,
      'loop max ms': loopMax,
      'peak RSS MB': peakRss(server.pid),
      outcome,
    };
  } finally {
    server.send('stop');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchImportBomb(): Promise<void> {
  // The files are made before any server starts: they are the client's work.
  // 2,620,000 short shared strings: about 100 MiB of XML in a 300 KB file, like the finding's.
  const strings = await expandingWorkbook({ headers: titles, sharedStrings: { xml: '<si><t>导入炸弹导入炸弹</t></si>', times: 2_620_000 } });
  // 100 MiB of blanks in the sheet, declared as such, and again with a directory that claims each entry unpacks to its packed size.
  const padding = await expandingWorkbook({ headers: titles, sheetFill: { xml: ' ', times: 100 * mebibyte } });
  const understated = await expandingWorkbook({ headers: titles, sheetFill: { xml: ' ', times: 100 * mebibyte }, understateSizes: true });
  const users = await usersWorkbook(1000);
  const warmUp = await usersWorkbook(10);

  const cases: Case[] = [
    uploads('shared strings → 100 MiB, one', strings, 1),
    uploads('shared strings → 100 MiB, four at once', strings, 4),
    uploads('sheet padding → 100 MiB, one', padding, 1),
    uploads('sheet padding → 100 MiB, four at once', padding, 4),
    uploads('the same, sizes understated, one', understated, 1),
    uploads('the same, sizes understated, four at once', understated, 4),
    uploads('1,000 user rows: upload, four at once', users, 4),
    {
      label: '1,000 user rows: upload, preview, import',
      content: users,
      work: (base, token) => [(async () => importRows(base, token, await previewRows(base, token, users), 'one'))()],
    },
    {
      label: '1,000 user rows: four imports at once',
      content: users,
      prepare: (base, token) => previewRows(base, token, users),
      work: (base, token, rows) => Array.from({ length: 4 }, (_, i) => importRows(base, token, rows, `run${i}`)),
    },
  ];
  const rows: Row[] = [];
  for (const test of cases) rows.push(await measure(test, warmUp));
  console.log(
    '\nSpreadsheets that unpack to 100 MiB, and a real 1,000-row file, sent to the user import' +
      ' (a fresh server per case; event loop sampled every 5 ms, health checked every 20 ms):',
  );
  console.table(rows);
}

// `npx tsx bench/importBomb.ts` runs this one alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'importBomb.ts')) await benchImportBomb();
