// The user import wizard's calls against the real server: the template opens
// as .xlsx with the titles; uploads are refused by size, extension, content and
// row count in the spec's words; good rows become users with their
// organisations, positions, roles and manager resolved from names and codes;
// bad and duplicate rows fail one by one with their reasons (a row the user
// checks or the database refuse rolls back alone, the others are created
// whole), and export as .xlsx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { importApi, type ImportFailure, type ImportRow } from '@core/api/imports';
import { dictionaryApi } from '@core/api/dictionary';
import { userImportRoutes } from '@server/modules/users/importRoutes';
import type { UserInput } from '@core/api/users';
import { ApiError } from '@server/http/errors';
import { uniqueViolationMessage } from '@server/http/constraints';
import { initialUserPassword, UserService } from '@server/modules/users/service';
import { DataScope } from '@server/permission/dataScope';
import { issueCaptcha, memberOf, passwordDigest, startAsAdmin, testCaptcha, type TestClient, type TestServer } from './harness';

const base = '/api/permission/Users';
const titles = ['账户', '姓名', '性别', '电子邮箱', '所属组织', '直属主管', '岗位', '职级', '角色', '排序', '状态', '说明', '民族', '籍贯', '入职时间', '证件类型', '证件号码', '文化程度', '出生年月', '办公电话', '办公座机', '手机号码', '紧急联系', '紧急电话', '通讯地址'];

let server: TestServer;
let admin: TestClient;
let api: ReturnType<typeof importApi>;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin(
    {},
    {
      // Mounted here until the users module mounts the import routes itself.
      beforeListen: (app) => {
        if (!app.hasRoute({ method: 'GET', url: `${base}/TemplateDownload` })) void userImportRoutes(app, app.kiln);
      },
    },
  ));
  api = importApi(admin.call, base);
  // A Rank item to name in the ranks column (the seed may already hold the dictionary).
  const dictionaries = dictionaryApi(admin.call);
  const known = (await dictionaries.all()).data.list.find((entry) => entry.enCode === 'Rank');
  const typeId = known?.id ?? (await dictionaries.createType({ parentId: '1', fullName: '职级', enCode: 'Rank', isTree: 0, sortCode: 1, description: '' })).data.id;
  const created = await dictionaries.createItem({ dictionaryTypeId: typeId, parentId: '0', fullName: '高级工程师', enCode: 'seniorEngineer', sortCode: 1, enabledMark: 1, description: '' });
  expect(created.code).toBe(200);
});
afterAll(async () => {
  await server.close();
});

/** An .xlsx with these header titles and rows, as a person would fill in the template. */
async function workbook(headers: string[], rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A row in the template's column order from the fields it fills. */
const fields = ['account', 'realName', 'gender', 'email', 'organizeId', 'managerId', 'positionId', 'ranks', 'roleId', 'sortCode', 'enabledMark', 'description', 'nation', 'nativePlace', 'entryDate', 'certificatesType', 'certificatesNumber', 'education', 'birthday', 'telePhone', 'landline', 'mobilePhone', 'urgentContacts', 'urgentTelePhone', 'postalAddress'];
const row = (values: Record<string, string | number | Date>) => fields.map((field) => values[field] ?? '');

async function upload(content: Buffer | Uint8Array, name: string, client: TestClient = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await client.raw('POST', `${base}/Uploader`, { body: form });
  return (await response.json()) as { code: number; msg: string; data: { name: string; fileId: string; fileSize: number } | null };
}

async function readLink(url: string) {
  const response = await server.client().raw('GET', url);
  return { type: response.headers.get('content-type') ?? '', content: Buffer.from(await response.arrayBuffer()) };
}

async function sheetOf(content: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(content as unknown as ExcelJS.Buffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet.eachRow((line) => rows.push((line.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
}

/** Uploads the rows and previews them: the rows the server read. */
async function previewOf(rows: (string | number | Date)[][], headers = titles) {
  const uploaded = await upload(await workbook(headers, rows), 'users.xlsx');
  expect(uploaded.code, uploaded.msg).toBe(200);
  return api.preview(uploaded.data!.name);
}

const userByAccount = (account: string) => server.app.kiln.db.selectFrom('base_user').selectAll().where('account', '=', account).executeTakeFirst();
const relationsOf = async (userId: string) =>
  server.app.kiln.db.selectFrom('base_user_relation').select(['object_type', 'object_id']).where('user_id', '=', userId).orderBy('id').execute();
const idOf = async (table: 'base_organize' | 'base_position' | 'base_role', enCode: string) =>
  (await server.app.kiln.db.selectFrom(table).select('id').where('en_code', '=', enCode).executeTakeFirstOrThrow()).id;
const userCount = async () => Number((await server.app.kiln.db.selectFrom('base_user').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

describe('the template', () => {
  it('opens as .xlsx with the titles of JNPF\'s user template, in the request\'s language', async () => {
    const link = await api.template();
    expect(link.code).toBe(200);
    expect(link.data.url).toMatch(/^\/api\/file\/Download\/export\/\d+\?ticket=/);
    const file = await readLink(link.data.url);
    expect(file.type).toContain('spreadsheetml');
    expect(await sheetOf(file.content)).toEqual([titles]);
    // The link serves once.
    expect((await readLink(link.data.url)).type).not.toContain('spreadsheetml');

    const english = importApi(server.client({ token: admin.token, language: 'en' }).call, base);
    const englishFile = await readLink((await english.template()).data.url);
    expect((await sheetOf(englishFile.content))[0].slice(0, 3)).toEqual(['Account', 'Name', 'Gender']);
  });
});

describe('uploads', () => {
  it('answers name, fileId and fileSize for a good file', async () => {
    const content = await workbook(titles, [row({ account: 'upload1', realName: '上传', gender: '男', organizeId: 'rd' })]);
    const uploaded = await upload(content, 'users.xlsx');
    expect(uploaded).toMatchObject({ code: 200, msg: '上传成功', data: { name: uploaded.data?.fileId, fileSize: content.length } });
  });

  it('keeps only the latest file of a user', async () => {
    const first = await upload(await workbook(titles, [row({ account: 'first' })]), 'first.xlsx');
    const second = await upload(await workbook(titles, [row({ account: 'second' })]), 'second.xlsx');
    expect(await api.preview(first.data!.name)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
    expect((await api.preview(second.data!.name)).data.dataRow[0].account).toBe('second');
    const kept = await server.app.kiln.db.selectFrom('base_file').select('id').where('upload_type', '=', 'import').execute();
    expect(kept.map((file) => file.id)).toEqual([second.data!.fileId]);
  });

  it('refuses a file of 500 KB or more in the spec\'s words', async () => {
    expect(await upload(Buffer.alloc(500 * 1024, 1), 'big.xlsx')).toMatchObject({ code: 400, msg: '文件大小不能超过500KB' });
    expect(await upload(Buffer.alloc(2 * 1024 * 1024, 1), 'huge.xlsx')).toMatchObject({ code: 400, msg: '文件大小不能超过500KB' });
  });

  it('refuses another extension, and a file that is not a readable workbook', async () => {
    expect(await upload(Buffer.from('account,realName\n'), 'users.csv')).toMatchObject({ code: 400, msg: '请上传.xls/.xlsx格式的文件' });
    const unreadable = '无法读取该文件，请使用下载的模板填写，并保存为xlsx格式后重新上传';
    expect(await upload(Buffer.from('not a workbook'), 'users.xlsx')).toMatchObject({ code: 400, msg: unreadable });
    // An old .xls (a compound file) cannot be read as a workbook of today.
    const compoundFile = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect(await upload(compoundFile, 'users.xls')).toMatchObject({ code: 400, msg: unreadable });
  });

  it('refuses more than 1,000 rows, and takes 1,000', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, i) => row({ account: `many${i}`, realName: '多', gender: '男', organizeId: 'rd' }));
    const tooMany = await upload(await workbook(titles, rows(1001)), 'many.xlsx');
    expect(tooMany).toMatchObject({ code: 400, msg: '导入数据不能超过1000条，请分成多个文件导入' });
    const preview = await previewOf(rows(1000));
    expect(preview.data.dataRow).toHaveLength(1000);
  });

  it('refuses an ungranted user at every step', async () => {
    const member = await memberOf(server, 'liuyang');
    const theirs = importApi(member.call, base);
    expect((await theirs.template()).code).toBe(403);
    expect((await upload(await workbook(titles, []), 'users.xlsx', member)).code).toBe(403);
    expect((await theirs.preview('1')).code).toBe(403);
    expect((await theirs.importData([{ account: 'x' }])).code).toBe(403);
    expect((await theirs.exportFailures([{ account: 'x', errorsInfo: 'y' }])).code).toBe(403);
  });
});

describe('the preview', () => {
  it('answers headerRow and dataRow, reading columns by their titles in any order and dates as days', async () => {
    const headers = ['姓名', '账户', '性别', '所属组织', '入职时间', '不认识的列'];
    const preview = await previewOf([['张三', 'zhangsan', '男', 'Kiln 示例集团/研发部', new Date(Date.UTC(2024, 0, 31)), 'x']], headers);
    expect(preview.code).toBe(200);
    expect(preview.data.headerRow).toHaveLength(titles.length);
    expect(preview.data.headerRow[0]).toEqual({ id: 'account', fullName: '账户', jnpfKey: 'comInput', children: [] });
    expect(preview.data.dataRow).toEqual([expect.objectContaining({ account: 'zhangsan', realName: '张三', gender: '男', organizeId: 'Kiln 示例集团/研发部', entryDate: '2024-01-31', email: '' })]);
  });

  it('names the required columns a file lacks, and refuses a file that is not the caller\'s upload', async () => {
    const missing = await previewOf([['张三', '男']], ['姓名', '性别']);
    expect(missing).toMatchObject({ code: 400, msg: '表头与模板不一致，缺少列：账户、所属组织' });
    expect(await api.preview('123456')).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
    // Another user's upload, and a file stored by the file service for another purpose, are not read.
    const uploaded = await upload(await workbook(titles, [row({ account: 'someone' })]), 'users.xlsx');
    const lina = (await userByAccount('lina'))!;
    await server.app.kiln.db.updateTable('base_file').set({ owner_id: lina.id }).where('id', '=', uploaded.data!.fileId).execute();
    expect(await api.preview(uploaded.data!.name)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbook(titles, []))]), 'annex.xlsx');
    const annex = (await (await admin.raw('POST', '/api/file/Uploader/annex', { body: form })).json()) as { code: number; data: { fileId: string } };
    expect(annex.code).toBe(200);
    expect(await api.preview(annex.data.fileId)).toMatchObject({ code: 400, msg: '文件不存在，请重新上传' });
  });
});

describe('importing', () => {
  it('creates good users with names and codes resolved to ids', async () => {
    const preview = await previewOf([
      row({ account: 'imp1', realName: '导入一', gender: '男', email: 'imp1@example.com', organizeId: 'Kiln 示例集团/研发部', managerId: '李娜/lina', positionId: '前端工程师', ranks: '高级工程师', roleId: '开发人员,staff', sortCode: 5, enabledMark: '禁用', mobilePhone: '13900000001', entryDate: '2024-02-01' }),
      row({ account: 'imp2', realName: '导入二', gender: '女', organizeId: 'market', positionId: 'marketer', roleId: '普通员工' }),
      row({ account: 'imp3', realName: '导入三', gender: '保密', organizeId: '财务部,研发部', positionId: '会计,tester', managerId: 'zhuxia' }),
    ]);
    const before = await userCount();
    const result = await api.importData(preview.data.dataRow);
    expect(result).toMatchObject({ code: 200, data: { resultType: 0, snum: 3, fnum: 0, failResult: [] } });
    expect(await userCount()).toBe(before + 3);

    const first = (await userByAccount('imp1'))!;
    expect(first).toMatchObject({ real_name: '导入一', gender: 1, email: 'imp1@example.com', mobile: '13900000001', sort_code: 5, enabled_mark: 0, organize_id: await idOf('base_organize', 'rd') });
    expect(first.manager_id).toBe((await userByAccount('lina'))!.id);
    expect(first.entry_date).toBe(new Date(2024, 1, 1).getTime());
    expect(first.password_hash).toMatch(/^\$argon2id\$/);
    expect(first.ranks).not.toBe('');
    expect(await relationsOf(first.id)).toEqual(
      expect.arrayContaining([
        { object_type: 'Organize', object_id: await idOf('base_organize', 'rd') },
        { object_type: 'Position', object_id: await idOf('base_position', 'frontend') },
        { object_type: 'Role', object_id: await idOf('base_role', 'developer') },
        { object_type: 'Role', object_id: await idOf('base_role', 'staff') },
      ]),
    );
    // They sign in with the initial password, hashed once for the whole import.
    const newcomer = server.client();
    const signIn = await newcomer.oauth.login({ account: 'imp2', password: passwordDigest(initialUserPassword), code: testCaptcha, timestamp: await issueCaptcha(newcomer) });
    expect(signIn.code, signIn.msg).toBe(200);
    const third = (await userByAccount('imp3'))!;
    expect(third.organize_id).toBe(await idOf('base_organize', 'finance'));
    expect((await relationsOf(third.id)).filter((relation) => relation.object_type === 'Position').map((relation) => relation.object_id)).toEqual([
      await idOf('base_position', 'accountant'),
      await idOf('base_position', 'tester'),
    ]);
  });

  it('fails bad and duplicate rows one by one with their reasons, and imports the rest', async () => {
    const rows: ImportRow[] = [
      { account: 'good1', realName: '好的', gender: '男', organizeId: 'rd' },
      { account: 'liuyang', realName: '重名', gender: '男', organizeId: 'rd' },
      { account: 'twice', realName: '第一次', gender: '女', organizeId: 'rd' },
      { account: 'twice', realName: '第二次', gender: '女', organizeId: 'rd' },
      { account: 'bad1', realName: '', gender: '未知', organizeId: 'rd', email: 'not-mail' },
      { account: 'bad2', realName: '坏的', gender: '男', organizeId: '不存在的部门', managerId: 'nobody' },
      { account: 'bad3', realName: '坏的', gender: '男', organizeId: 'rd', positionId: '会计' },
      { account: 'bad 4', realName: '坏的', gender: '男', organizeId: 'rd', sortCode: '-1', birthday: '2024-02-30', mobilePhone: '123' },
      { account: 'good2', realName: '也好', gender: '女', organizeId: 'hr', enabledMark: '启用' },
    ];
    const before = await userCount();
    const result = await api.importData(rows);
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({ resultType: 1, snum: 3, fnum: 6 });
    expect(await userCount()).toBe(before + 3);
    expect(await userByAccount('good1')).toBeTruthy();
    expect(await userByAccount('good2')).toBeTruthy();
    expect((await userByAccount('twice'))?.real_name).toBe('第一次');
    const reasons = Object.fromEntries(result.data.failResult.map((failure) => [`${failure.account}/${failure.realName}`, failure.errorsInfo]));
    expect(reasons).toEqual({
      'liuyang/重名': '账户“liuyang”已存在',
      'twice/第二次': '账户“twice”在文件中重复',
      'bad1/': '姓名不能为空；性别只能填写：男/女/保密；电子邮箱：请正确输入您的邮箱地址',
      'bad2/坏的': '所属组织“不存在的部门”不存在；直属主管“nobody”不存在',
      'bad3/坏的': '岗位“会计”不属于所属组织',
      'bad 4/坏的': '账户：只能输入数字英文；排序必须是0到999999之间的整数；出生年月不是有效的日期（如2024-01-31）；手机号码：请正确输入您的手机号',
    });
    // Each failed row comes back as sent, with every column.
    expect(result.data.failResult[0]).toEqual(expect.objectContaining({ account: 'liuyang', description: '', errorsInfo: '账户“liuyang”已存在' }));
  });

  it('fails a row refused by the user checks or by the database in the middle of good ones alone, and creates the others whole', async () => {
    const db = server.app.kiln.db;
    // A role of the market department only, which a user of 研发部 cannot hold (the import leaves that check to the service).
    await db.insertInto('base_role').values({ id: 'role-import-market', en_code: 'importMarketOnly', full_name: '导入市场专用', sort_code: 9, enabled_mark: 1, created_at: Date.now(), global_mark: 0 }).execute();
    await db.insertInto('base_organize_relation').values({ id: 'rel-import-market', organize_id: await idOf('base_organize', 'market'), object_type: 'Role', object_id: 'role-import-market' }).execute();
    // A unique index the checks know nothing of: the second user given this role is refused by the
    // database, after its user row is written, which must then go too.
    await db.insertInto('base_role').values({ id: 'role-import-once', en_code: 'importOnce', full_name: '导入唯一角色', sort_code: 9, enabled_mark: 1, created_at: Date.now(), global_mark: 1 }).execute();
    await db.schema.createIndex('ux_import_test_once').on('base_user_relation').column('object_id').unique().where('object_id', '=', 'role-import-once').execute();
    try {
      const good = (account: string, extra: ImportRow = {}): ImportRow => ({ account, realName: '整行', gender: '男', organizeId: 'rd', positionId: 'tester', roleId: 'staff', ...extra });
      const result = await api.importData([
        good('whole1'),
        good('whole2', { roleId: '导入市场专用' }),
        good('whole3', { roleId: 'staff,导入唯一角色' }),
        good('whole4', { roleId: 'staff,导入唯一角色' }),
        good('whole5'),
      ]);
      expect(result.code).toBe(200);
      expect(result.data).toMatchObject({ resultType: 1, snum: 3, fnum: 2 });
      expect(result.data.failResult.map((failure) => [failure.account, failure.errorsInfo])).toEqual([
        ['whole2', '角色不属于所选组织'],
        ['whole4', '数据已存在'],
      ]);
      expect(await userByAccount('whole2')).toBeUndefined();
      expect(await userByAccount('whole4')).toBeUndefined();
      for (const account of ['whole1', 'whole3', 'whole5']) {
        const user = (await userByAccount(account))!;
        expect(await relationsOf(user.id)).toEqual([
          { object_type: 'Organize', object_id: await idOf('base_organize', 'rd') },
          { object_type: 'Position', object_id: await idOf('base_position', 'tester') },
          { object_type: 'Role', object_id: await idOf('base_role', 'staff') },
          ...(account === 'whole3' ? [{ object_type: 'Role', object_id: 'role-import-once' }] : []),
        ]);
      }
      // Nothing of the refused rows is left behind: every membership belongs to a user.
      const orphans = await db
        .selectFrom('base_user_relation as r')
        .select('r.id')
        .where((eb) => eb.not(eb.exists(eb.selectFrom('base_user as u').select('u.id').whereRef('u.id', '=', 'r.user_id'))))
        .execute();
      expect(orphans).toEqual([]);
    } finally {
      await db.schema.dropIndex('ux_import_test_once').execute();
    }
  });

  it('creates many users in one transaction through the service, each whole or refused alone', async () => {
    const db = server.app.kiln.db;
    const adminUser = (await userByAccount('admin'))!;
    const rd = await idOf('base_organize', 'rd');
    const staff = await idOf('base_role', 'staff');
    const input = (account: string, extra: Partial<UserInput> = {}): UserInput => ({ account, realName: '批量', gender: 1, sortCode: 0, enabledMark: 1, organizeIds: [rd], positionIds: [], roleIds: [staff], ...extra });
    // As above: a role the database lets only one user hold.
    await db.insertInto('base_role').values({ id: 'role-many-once', en_code: 'manyOnce', full_name: '批量唯一角色', sort_code: 9, enabled_mark: 1, created_at: Date.now(), global_mark: 1 }).execute();
    await db.schema.createIndex('ux_import_test_many').on('base_user_relation').column('object_id').unique().where('object_id', '=', 'role-many-once').execute();
    const once = { roleIds: [staff, 'role-many-once'] };
    try {
      const before = await userCount();
      const outcomes = await new UserService(server.app.kiln).createMany(
        [input('many1', once), input('MANY1'), input('many2', { organizeIds: ['no-such-organize'] }), input('many3', once), input('many4', { managerId: 'nobody' }), input('many5')],
        { userId: adminUser.id, isAdministrator: true },
        DataScope.everything,
      );
      // Each refusal's message key: the checks' ApiErrors, and the database's unique index.
      const reasons = outcomes.map((outcome) => {
        if (!('refusal' in outcome)) return null;
        return outcome.refusal instanceof ApiError ? outcome.refusal.message_.key : uniqueViolationMessage(outcome.refusal as Error)?.key;
      });
      expect(reasons).toEqual([null, 'user.accountExists', 'user.organizeNotFound', 'duplicate.record', 'user.managerNotFound', null]);
      expect(await userCount()).toBe(before + 2);
      expect(await userByAccount('many3')).toBeUndefined();
      for (const [i, account, roles] of [[0, 'many1', 2], [5, 'many5', 1]] as const) {
        const user = (await userByAccount(account))!;
        expect(user.id).toBe((outcomes[i] as { id: string }).id);
        expect((await relationsOf(user.id)).filter((relation) => relation.object_type === 'Role')).toHaveLength(roles);
      }
    } finally {
      await db.schema.dropIndex('ux_import_test_many').execute();
    }
  });

  it('reads an organisation path from its last levels only, in order', async () => {
    const result = await api.importData([
      { account: 'path1', realName: '路径', gender: '男', organizeId: '研发部' },
      { account: 'path2', realName: '路径', gender: '男', organizeId: '研发部/Kiln 示例集团' },
      { account: 'path3', realName: '路径', gender: '男', organizeId: 'Kiln 示例集团/不存在' },
    ]);
    expect(result.data.snum).toBe(1);
    expect(result.data.failResult.map((failure) => failure.errorsInfo)).toEqual(['所属组织“研发部/Kiln 示例集团”不存在', '所属组织“Kiln 示例集团/不存在”不存在']);
  });

  it('answers an empty list in the spec\'s words and refuses more than 1,000 rows', async () => {
    expect(await api.importData([])).toMatchObject({ code: 400, msg: '导入数据为空' });
    const many = Array.from({ length: 1001 }, (_, i) => ({ account: `x${i}` }));
    expect((await api.importData(many)).code).toBe(400);
  });
});

describe('failed rows', () => {
  it('export as .xlsx with the titles and a reason column, under either name', async () => {
    const failures: ImportFailure[] = [
      { account: 'liuyang', realName: '重名', gender: '男', organizeId: 'rd', errorsInfo: '账户“liuyang”已存在' },
      { account: 'bad', realName: '', gender: '', organizeId: '', errorsInfo: '姓名不能为空' },
    ];
    for (const call of [api.exportFailures, (list: ImportFailure[]) => admin.call<{ url: string }>('POST', `${base}/ExportExceptionData`, { list })]) {
      const link = await call(failures);
      expect(link.code).toBe(200);
      const rows = await sheetOf((await readLink(link.data.url)).content);
      expect(rows[0]).toEqual([...titles, '异常原因']);
      expect(rows[1].slice(0, 2)).toEqual(['liuyang', '重名']);
      expect(rows[1].at(-1)).toBe('账户“liuyang”已存在');
      expect(rows[2].at(-1)).toBe('姓名不能为空');
    }
  });
});
