// Notices (spec 01 §2.8; ARCHITECTURE §8): the notice screen's holders write
// drafts and release them; a release delivers one message per receiver in one
// transaction, in batches, and pushes messagePush after the commit. The spec's
// paths and the 3.4.7 client's both answer.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legacyNoticePaths, messageApi, noticeApi, releaseBatchSize, type Notice, type NoticeForm, type NoticeInput, type NoticeRow } from '@core/api/message';
import { fileApi, type UploadedFile } from '@core/api/file';
import type { Paged } from '@core/api/envelope';
import type { ServerEvent } from '@server/realtime/hub';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { pngOf } from './fileFixtures';
import { openSocket } from './socketClient';
import { grantUser } from './grants';

let server: TestServer;
let admin: TestClient;
let liuyang: TestClient;
let api: ReturnType<typeof noticeApi>;
const rd: { id: string; members: string[] } = { id: '', members: [] };
let liuyangId = '';
let attachment: UploadedFile;
let cover: UploadedFile;

const db = () => server.app.kiln.db;
const receiversOf = async (messageId: string) =>
  (await db().selectFrom('base_message_receive').select('user_id').where('message_id', '=', messageId).execute()).map((row) => row.user_id).sort();
const enabledUserCount = async () =>
  Number(
    (
      await db()
        .selectFrom('base_user')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('enabled_mark', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  );

const input = (overrides: Partial<NoticeInput> = {}): NoticeInput => ({
  title: '关于年终总结的通知',
  toUserIds: '',
  category: '2',
  expirationTime: Date.now() + 86_400_000,
  coverImage: '',
  bodyText: '<p>请各部门于月底前提交<strong>年终总结</strong>。</p>',
  excerpt: '月底前提交',
  remindCategory: 1,
  files: '[]',
  ...overrides,
});

/** Users copied from a demo user into one new department, enough to need several insert batches. */
async function seedDepartment(code: string, count: number): Promise<string> {
  const company = await db().selectFrom('base_organize').select(['id', 'organize_id_tree']).where('parent_id', '=', '-1').executeTakeFirstOrThrow();
  const id = `dep-${code}`;
  const now = Date.now();
  await db()
    .insertInto('base_organize')
    .values({
      id,
      parent_id: company.id,
      organize_id_tree: `${company.organize_id_tree},${id}`,
      category: 'department',
      en_code: code,
      full_name: code,
      sort_code: 99,
      enabled_mark: 1,
      created_at: now,
    })
    .execute();
  const template = await db().selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
  for (let start = 0; start < count; start += 500) {
    const users = Array.from({ length: Math.min(500, count - start) }, (_, i) => {
      const n = start + i;
      return {
        ...template,
        id: `${code}-user-${String(n).padStart(5, '0')}`,
        account: `${code}${n}`,
        real_name: `${code}${n}`,
        mobile: `137${String(n).padStart(8, '0')}`,
        organize_id: id,
        manager_id: '',
        position_id: '',
        created_at: now,
      };
    });
    await db().insertInto('base_user').values(users).execute();
  }
  return id;
}

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  api = noticeApi(admin.call);
  liuyang = await memberOf(server, 'liuyang');
  liuyangId = (await db().selectFrom('base_user').select('id').where('account', '=', 'liuyang').executeTakeFirstOrThrow()).id;
  rd.id = (await db().selectFrom('base_organize').select('id').where('en_code', '=', 'rd').executeTakeFirstOrThrow()).id;
  attachment = (await fileApi(admin.call).upload('annex', new Blob(['年终总结模板']), '模板.txt')).data;
  cover = (await fileApi(admin.call).upload('annex', new Blob([new Uint8Array(pngOf(4, 4))]), 'cover.png')).data;
  rd.members = (await db().selectFrom('base_user').select('id').where('organize_id', '=', rd.id).where('enabled_mark', '=', 1).execute())
    .map((row) => row.id)
    .sort();
});
afterAll(async () => {
  await server?.close();
});

describe('notice permissions', () => {
  it('refuses a plain member on every path', async () => {
    const member = noticeApi(liuyang.call);
    const { data } = await api.create(input());
    expect((await member.list()).code).toBe(403);
    expect((await member.create(input())).code).toBe(403);
    expect((await member.get(data.id)).code).toBe(403);
    expect((await member.update(data.id, input())).code).toBe(403);
    expect((await member.release(data.id)).code).toBe(403);
    expect((await member.remove(data.id)).code).toBe(403);
    expect((await liuyang.call('POST', legacyNoticePaths.listOrCreate, {})).code).toBe(403);
    expect((await liuyang.call('POST', legacyNoticePaths.create, input())).code).toBe(403);
    expect((await liuyang.call('GET', legacyNoticePaths.one(data.id))).code).toBe(403);
    expect((await liuyang.call('PUT', legacyNoticePaths.release(data.id))).code).toBe(403);
    expect((await liuyang.call('DELETE', legacyNoticePaths.one(data.id))).code).toBe(403);
    expect((await api.get(data.id)).data.enabledMark).toBe(0);
    await api.remove(data.id);
  });
});

describe('a holder of the notice screen', () => {
  it('does what the buttons granted allow, and cites only files they may read', async () => {
    const buttons = await db().selectFrom('base_module_button').select(['id', 'en_code']).where('module_id', '=', 'menu-notice').execute();
    const addButton = buttons.find((button) => button.en_code === 'btn_add')?.id ?? '';
    await grantUser(server, 'luohao', { module: ['menu-notice'], button: [addButton] });
    const holder = await memberOf(server, 'luohao');
    const mine = noticeApi(holder.call);
    expect((await mine.list()).code).toBe(200);
    expect((await holder.call('GET', '/api/system/DictionaryData/NoticeType/Data/Selector')).code).toBe(200);
    const created = await mine.create(input({ title: '部门通知' }));
    expect(created.code).toBe(200);
    expect((await holder.call('POST', legacyNoticePaths.create, input({ title: '旧路径通知' }))).code).toBe(200);
    expect((await mine.get(created.data.id)).data.creatorUser).toBe('罗浩/luohao');
    expect((await mine.update(created.data.id, input())).code).toBe(403);
    expect((await mine.release(created.data.id)).code).toBe(403);
    expect((await mine.remove(created.data.id)).code).toBe(403);
    // Another user's upload is not theirs to cite; their own is.
    const theirs = (await fileApi(liuyang.call).upload('annex', new Blob(['私人文件']), 'mine.txt')).data;
    expect((await mine.create(input({ files: JSON.stringify([{ fileId: theirs.fileId, name: 'mine.txt' }]) }))).code).toBe(400);
    const own = (await fileApi(holder.call).upload('annex', new Blob(['部门文件']), 'dep.txt')).data;
    expect((await mine.create(input({ title: '带附件', files: JSON.stringify([{ fileId: own.fileId, name: 'dep.txt' }]) }))).code).toBe(200);
    const listed = (await api.list({ keyword: '通知' })).data.list.map((row) => row.id);
    for (const id of [...listed, ...(await api.list({ keyword: '带附件' })).data.list.map((row) => row.id)]) await api.remove(id);
  });
});

describe('writing notices', () => {
  it('creates, reads and updates a draft on the spec\u2019s paths', async () => {
    const files = JSON.stringify([{ name: 'renamed.txt', fileId: attachment.fileId, url: '/elsewhere' }]);
    const created = await api.create(input({ toUserIds: `${rd.id}--department,${liuyangId}--user`, files, coverImage: cover.url }));
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const got = await api.get(created.data.id);
    expect(got.data).toMatchObject<Partial<Notice>>({
      title: '关于年终总结的通知',
      category: '2',
      enabledMark: 0,
      creatorUser: '管理员/admin',
      releaseUser: '',
      releaseTime: null,
    });
    expect(got.data.toUserIds).toBe(`${rd.id}--department,${liuyangId}--user`);
    // Rebuilt from the file rows: the stored name and link, whatever the browser claimed.
    expect(JSON.parse(got.data.files)).toEqual([expect.objectContaining({ name: '模板.txt', fileId: attachment.fileId, url: attachment.url })]);
    expect(got.data.coverImage).toBe(cover.url);
    const asForm = await admin.call<NoticeForm>('GET', `/api/message/Notice/${created.data.id}`, { as: 'form' });
    expect(asForm.data.toUserIds).toEqual([`${rd.id}--department`, `${liuyangId}--user`]);
    expect(asForm.data.files).toEqual([expect.objectContaining({ fileId: attachment.fileId })]);
    expect(asForm.data.coverImage).toEqual([expect.objectContaining({ fileId: cover.fileId, url: cover.url })]);
    // Kiln's form sends the lists back.
    const listed = { ...input(), toUserIds: asForm.data.toUserIds, files: asForm.data.files, coverImage: asForm.data.coverImage };
    const resaved = await admin.call('PUT', `/api/message/Notice/${created.data.id}`, listed);
    expect(resaved.code).toBe(200);
    expect((await api.get(created.data.id)).data).toMatchObject({ toUserIds: `${rd.id}--department,${liuyangId}--user`, coverImage: cover.url });
    expect((await api.update(created.data.id, input({ title: '年终总结（修订）', expirationTime: null }))).code).toBe(200);
    expect((await api.get(created.data.id)).data).toMatchObject({ title: '年终总结（修订）', expirationTime: null, toUserIds: '' });
    await api.remove(created.data.id);
    expect((await api.get(created.data.id)).code).toBe(404);
  });

  it('answers on the 3.4.7 client\u2019s paths too', async () => {
    const created = await admin.call<{ id: string }>('POST', legacyNoticePaths.create, input({ title: '旧路径公告' }));
    expect(created.code).toBe(200);
    const viaSpecCreate = await admin.call<{ id: string }>('POST', legacyNoticePaths.listOrCreate, input({ title: '另一条公告' }));
    expect(viaSpecCreate.code).toBe(200);
    expect((await admin.call<Notice>('GET', legacyNoticePaths.one(created.data.id))).data.title).toBe('旧路径公告');
    expect((await admin.call('PUT', legacyNoticePaths.one(created.data.id), input({ title: '旧路径公告（改）' }))).code).toBe(200);
    const listed = await admin.call<Paged<NoticeRow>>('POST', legacyNoticePaths.listOrCreate, {
      keyword: '旧路径',
      currentPage: 1,
      pageSize: 20,
      enabledMark: '',
      type: '',
    });
    expect(listed.data.list.map((row) => row.title)).toEqual(['旧路径公告（改）']);
    expect((await admin.call('PUT', legacyNoticePaths.release(created.data.id))).code).toBe(200);
    expect((await admin.call('DELETE', legacyNoticePaths.one(created.data.id))).code).toBe(200);
    expect((await admin.call('DELETE', legacyNoticePaths.one(viaSpecCreate.data.id))).code).toBe(200);
    expect(await receiversOf(created.data.id)).toEqual([]);
  });

  it('refuses what cannot be saved, with the field or the reason', async () => {
    const refused = async (value: unknown) => (await admin.call('POST', legacyNoticePaths.create, value)).code;
    expect(await refused({ ...input(), title: '' })).toBe(400);
    expect(await admin.call('POST', legacyNoticePaths.create, input({ title: '   ' }))).toMatchObject({ code: 400, msg: '请输入标题' });
    expect(await refused({ ...input(), title: 'x'.repeat(201) })).toBe(400);
    expect(await refused({ ...input(), category: undefined })).toBe(400);
    expect(await refused({ ...input(), remindCategory: 4 })).toBe(400);
    expect(await admin.call('POST', legacyNoticePaths.create, input({ category: '9' }))).toMatchObject({ code: 400, msg: '公告类型不存在' });
    expect(await admin.call('POST', legacyNoticePaths.create, input({ toUserIds: 'ghost--user' }))).toMatchObject({
      code: 400,
      msg: '接收人「ghost--user」不存在',
    });
    expect(await refused(input({ toUserIds: `${rd.id}--role` }))).toBe(400);
    expect(await refused(input({ toUserIds: 'x--nothing' }))).toBe(400);
    expect(await refused(input({ toUserIds: '@currentOrg--system' }))).toBe(400);
    expect(await refused(input({ expirationTime: Date.now() - 1000 }))).toBe(400);
    expect(await refused(input({ remindCategory: 2, sendConfigId: 'abc' }))).toBe(400);
    expect(await refused(input({ files: '{"name":1}' }))).toBe(400);
    expect(await refused(input({ files: 'not json' }))).toBe(400);
    expect(await admin.call('POST', legacyNoticePaths.create, input({ files: '[{"fileId":"123456","name":"x.txt"}]' }))).toMatchObject({
      code: 400,
      msg: '文件“x.txt”不存在',
    });
    expect(await refused(input({ coverImage: 'https://elsewhere.example/a.png' }))).toBe(400);
    expect(await refused({ ...input(), coverImage: [{ fileId: attachment.fileId }] })).toBe(400);
    expect(await refused({ ...input(), toUserIds: 5 })).toBe(400);
    expect(await refused({ ...input(), toUserIds: [`${liuyangId}--user`, 7] })).toBe(400);
    // The spec's create path checks a body with a title the same way.
    expect((await admin.call('POST', legacyNoticePaths.listOrCreate, { ...input(), category: '' })).code).toBe(400);
    expect((await admin.call('POST', legacyNoticePaths.listOrCreate, { currentPage: 0 })).code).toBe(400);
    expect((await admin.call('GET', '/api/message/Notice/nope')).code).toBe(404);
  });
});

describe('releasing', () => {
  it('releases to a department and a user: one message each, pushed after the commit', async () => {
    const toUsers = vi.spyOn(server.app.kiln.realtime, 'toUsers');
    const { data } = await api.create(input({ toUserIds: `${rd.id}--department,${liuyangId}--user` }));
    const released = await api.release(data.id);
    expect(released).toMatchObject({ code: 200, msg: '发布成功', data: { receivers: rd.members.length } });
    expect(await receiversOf(data.id)).toEqual(rd.members);
    expect(toUsers).toHaveBeenCalledTimes(1);
    const [users, event] = toUsers.mock.calls[0] as [string[], ServerEvent];
    expect([...users].sort()).toEqual(rd.members);
    expect(event).toMatchObject({ method: 'messagePush', unreadNoticeCount: 1, title: '关于年终总结的通知' });
    toUsers.mockRestore();
    const got = (await api.get(data.id)).data;
    expect(got).toMatchObject({ enabledMark: 1, releaseUser: '管理员/admin' });
    expect(got.releaseTime).toBeGreaterThan(0);
    const inbox = await messageApi(liuyang.call).list({ type: 3 });
    expect(inbox.data.list[0]).toMatchObject({ title: '关于年终总结的通知', isRead: 0 });
    const info = await messageApi(liuyang.call).readInfo(inbox.data.list[0].id);
    expect(info.data).toMatchObject({ bodyText: input().bodyText, excerpt: '月底前提交', files: '[]' });
    // Sent: no second release, no edit; delete takes the copies with it.
    expect(await api.release(data.id)).toMatchObject({ code: 400, msg: '公告已发布，不能修改' });
    expect((await api.update(data.id, input())).code).toBe(400);
    await api.remove(data.id);
    expect(await receiversOf(data.id)).toEqual([]);
  });

  it('rings a receiver\u2019s open socket, and counts their unread messages in its initMessage', async () => {
    const socket = await openSocket(server.baseUrl, liuyang.token ?? '');
    try {
      socket.send('OnConnection', { mobileDevice: false });
      const unread = (await messageApi(liuyang.call).list({ isRead: 0 })).data.pagination.total;
      expect(await socket.next('initMessage')).toMatchObject({ unreadTotalCount: unread });
      const { data } = await api.create(input({ title: '实时公告', toUserIds: `${liuyangId}--user` }));
      await api.release(data.id);
      expect(await socket.next('messagePush')).toMatchObject({ unreadNoticeCount: 1, title: '实时公告' });
      socket.send('OnConnection', { mobileDevice: false });
      expect(await socket.next('initMessage')).toMatchObject({ unreadTotalCount: unread + 1 });
      await api.remove(data.id);
    } finally {
      await socket.close();
    }
  });

  it('releases to every enabled user when no receiver is chosen, and without a push when asked not to remind', async () => {
    const toUsers = vi.spyOn(server.app.kiln.realtime, 'toUsers');
    const { data } = await api.create(input({ remindCategory: 3 }));
    expect((await api.release(data.id)).data.receivers).toBe(await enabledUserCount());
    expect(toUsers).not.toHaveBeenCalled();
    toUsers.mockRestore();
    await api.remove(data.id);
  });

  it('lists with the state filters, sent notices past their time reading as expired', async () => {
    const draft = (await api.create(input({ title: '草稿公告', category: '1' }))).data.id;
    const sent = (await api.create(input({ title: '已发公告' }))).data.id;
    await api.release(sent);
    const old = (await api.create(input({ title: '过期公告' }))).data.id;
    await api.release(old);
    await db()
      .updateTable('base_message')
      .set({ expiration_time: Date.now() - 1000 })
      .where('id', '=', old)
      .execute();
    const titles = async (query: object) => (await api.list(query)).data.list.map((row) => row.title);
    expect(await titles({ enabledMark: 0 })).toEqual(['草稿公告']);
    expect(await titles({ enabledMark: 1 })).toEqual(['已发公告']);
    expect(await titles({ enabledMark: 2 })).toEqual(['过期公告']);
    expect(await titles({ enabledMark: [0, 2] })).toEqual(['过期公告', '草稿公告']);
    expect(await titles({ type: ['1'] })).toEqual(['草稿公告']);
    expect(await titles({ keyword: '已发' })).toEqual(['已发公告']);
    const all = await api.list({ pageSize: 2 });
    expect(all.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(all.data.list[0]).toMatchObject({ title: '过期公告', enabledMark: 2, category: '通知', categoryCode: '2', releaseUser: '管理员/admin' });
    expect((await api.get(old)).data.enabledMark).toBe(2);
    expect((await admin.call('POST', '/api/message/Notice/List', { enabledMark: 3 })).code).toBe(400);
    for (const id of [draft, sent, old]) await api.remove(id);
  });

  it('inserts a large audience in batches, all or nothing', async () => {
    const count = releaseBatchSize * 2 + 500;
    const department = await seedDepartment('batch', count);
    const { data } = await api.create(input({ title: '大批量公告', toUserIds: `${department}--department` }));
    // A copy already there for a user of the last batch: that batch fails, after two have been inserted.
    await db()
      .insertInto('base_message_receive')
      .values({
        id: 'planted',
        message_id: data.id,
        user_id: `batch-user-${String(count - 1).padStart(5, '0')}`,
        is_read: 0,
        read_time: null,
        type: 3,
        release_time: 1,
      })
      .execute();
    expect((await api.release(data.id)).code).not.toBe(200);
    expect((await receiversOf(data.id)).length).toBe(1);
    expect((await api.get(data.id)).data).toMatchObject({ enabledMark: 0, releaseTime: null });
    await db().deleteFrom('base_message_receive').where('id', '=', 'planted').execute();
    expect((await api.release(data.id)).data.receivers).toBe(count);
    expect((await receiversOf(data.id)).length).toBe(count);
    await api.remove(data.id);
  });
});
