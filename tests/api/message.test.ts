// The caller's messages (spec 01 §4, §7.4): only one's own rows, paged in the
// JNPF shape with keyword, type and isRead filters; opening marks read for that
// user only; ReadAll within the filters; deleting one's own records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageApi, noticeApi, type MessageRow, type MessageTypeValue } from '@core/api/message';
import type { Paged } from '@core/api/envelope';
import { deliver } from '@server/modules/message/service';
import { newId } from '@server/db/ids';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;
let liuyang: TestClient;
let chenjie: TestClient;
const ids: Record<string, string> = {};

const db = () => server.app.kiln.db;
const userId = async (account: string) => (await db().selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

/** A message of another module (system, workflow, schedule), delivered as they deliver theirs. */
async function sendSystemMessage(title: string, type: MessageTypeValue, to: string[], releaseTime: number): Promise<string> {
  const id = newId();
  await db()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto('base_message')
        .values({
          id,
          type,
          title,
          enabled_mark: 1,
          creator_user_id: ids.admin,
          created_at: releaseTime,
          release_user_id: ids.admin,
          release_time: releaseTime,
        })
        .execute();
      await deliver(trx, { id, type }, to, releaseTime);
    });
  return id;
}

const titles = (page: Paged<MessageRow>) => page.list.map((row) => row.title);

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  liuyang = await memberOf(server, 'liuyang');
  chenjie = await memberOf(server, 'chenjie');
  for (const account of ['admin', 'liuyang', 'chenjie']) ids[account] = await userId(account);
  const start = Date.now() - 100_000;
  for (let n = 1; n <= 23; n++) await sendSystemMessage(`系统维护通知 ${n}`, 1, [ids.liuyang, ids.chenjie], start + n * 1000);
  await sendSystemMessage('请审批采购申请', 2, [ids.liuyang], start + 30_000);
  await sendSystemMessage('周会日程', 4, [ids.chenjie], start + 31_000);
  const notice = await noticeApi(admin.call).create({ title: '国庆放假安排', toUserIds: `${ids.liuyang}--user`, category: '1', remindCategory: 1 });
  expect((await noticeApi(admin.call).release(notice.data.id)).code).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

describe('message list', () => {
  it('pages only the caller\u2019s messages, newest first, 20 a page', async () => {
    const first = await messageApi(liuyang.call).list();
    expect(first.code).toBe(200);
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 });
    expect(first.data.list).toHaveLength(20);
    expect(first.data.list[0]).toMatchObject({ title: '国庆放假安排', type: 3, isRead: 0, releaseUser: '管理员/admin', flowType: 1 });
    expect(titles(first.data)).not.toContain('周会日程');
    const times = first.data.list.map((row) => row.releaseTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await messageApi(liuyang.call).list({ currentPage: 2 });
    expect(second.data.list).toHaveLength(5);
    expect(titles(second.data)).toContain('系统维护通知 1');
    expect((await messageApi(chenjie.call).list()).data.pagination.total).toBe(24);
  });

  it('filters by keyword, type and isRead, and takes cleared filters as none', async () => {
    const api = messageApi(liuyang.call);
    expect(titles((await api.list({ keyword: '采购' })).data)).toEqual(['请审批采购申请']);
    expect(titles((await api.list({ type: 3 })).data)).toEqual(['国庆放假安排']);
    expect((await api.list({ type: 1 })).data.pagination.total).toBe(23);
    expect((await api.list({ isRead: 1 })).data.pagination.total).toBe(0);
    expect((await api.list({ type: '', isRead: '', keyword: '' })).data.pagination.total).toBe(25);
    expect((await liuyang.call('GET', '/api/message', { type: 9 })).code).toBe(400);
    expect((await liuyang.call('GET', '/api/message', { isRead: 2 })).code).toBe(400);
    expect((await liuyang.call('GET', '/api/message', { sidx: 'password' })).code).toBe(400);
  });

  it('needs a session', async () => {
    expect((await server.client().call('GET', '/api/message')).code).toBe(600);
  });
});

describe('reading', () => {
  it('opens a message, marking it read for the caller only', async () => {
    const api = messageApi(liuyang.call);
    const [row] = (await api.list({ keyword: '系统维护通知 5' })).data.list;
    const info = await api.readInfo(row.id);
    expect(info.data).toMatchObject({ id: row.id, title: '系统维护通知 5', type: 1, isRead: 1, releaseUser: '管理员/admin', files: '[]' });
    expect((await api.list({ keyword: '系统维护通知 5' })).data.list[0].isRead).toBe(1);
    const theirs = (await messageApi(chenjie.call).list({ keyword: '系统维护通知 5' })).data.list[0];
    expect(theirs.isRead).toBe(0);
    const read = await db().selectFrom('base_message_receive').select(['is_read', 'read_time']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(read.is_read).toBe(1);
    expect(read.read_time).toBeGreaterThan(0);
  });

  it('answers a notice with its body and files', async () => {
    const [row] = (await messageApi(liuyang.call).list({ type: 3 })).data.list;
    const info = await messageApi(liuyang.call).readInfo(row.id);
    expect(info.data).toMatchObject({ title: '国庆放假安排', type: 3, bodyText: '', excerpt: '' });
  });

  it('does not open another user\u2019s message, nor an unknown one', async () => {
    const [theirs] = (await messageApi(chenjie.call).list({ keyword: '周会' })).data.list;
    expect((await messageApi(liuyang.call).readInfo(theirs.id)).code).toBe(404);
    expect((await messageApi(chenjie.call).list({ keyword: '周会' })).data.list[0].isRead).toBe(0);
    expect((await messageApi(liuyang.call).readInfo('nope')).code).toBe(404);
  });

  it('marks the matching messages read with ReadAll, within the filters', async () => {
    const api = messageApi(chenjie.call);
    const before = (await api.list({ isRead: 0 })).data.pagination.total;
    const marked = await api.readAll({ type: 4, keyword: '', isRead: 0 });
    expect(marked).toMatchObject({ code: 200 });
    expect((await api.list({ isRead: 0 })).data.pagination.total).toBe(before - 1);
    expect((await api.list({ type: 4 })).data.list[0].isRead).toBe(1);
    await api.readAll({ keyword: '系统维护通知 1' });
    // 1 and 10..19 match the keyword.
    expect((await api.list({ isRead: 0 })).data.pagination.total).toBe(before - 12);
    expect((await messageApi(liuyang.call).list({ isRead: 0, keyword: '系统维护通知 1' })).data.pagination.total).toBe(11);
    await api.readAll({});
    expect((await api.list({ isRead: 0 })).data.pagination.total).toBe(0);
    expect((await chenjie.call('POST', '/api/message/Actions/ReadAll', { type: 'x' })).code).toBe(400);
  });
});

describe('deleting records', () => {
  it('deletes the caller\u2019s own rows, as messageRecord sends them', async () => {
    const api = messageApi(liuyang.call);
    const rows = (await api.list({ type: 1, pageSize: 2 })).data.list;
    expect((await api.deleteRecord(rows.map((row) => row.id))).code).toBe(200);
    expect((await api.list({ type: 1 })).data.pagination.total).toBe(21);
    expect((await api.readInfo(rows[0].id)).code).toBe(404);
  });

  it('refuses another user\u2019s row and then deletes nothing', async () => {
    const mine = (await messageApi(liuyang.call).list({ type: 1, pageSize: 1 })).data.list[0];
    const theirs = (await messageApi(chenjie.call).list({ type: 4 })).data.list[0];
    expect((await messageApi(liuyang.call).deleteRecord([mine.id, theirs.id])).code).toBe(404);
    expect((await messageApi(liuyang.call).list({ type: 1 })).data.pagination.total).toBe(21);
    expect((await messageApi(chenjie.call).list({ type: 4 })).data.pagination.total).toBe(1);
  });

  it('reads the ids from the body, as JNPF\u2019s axios sends a DELETE\u2019s data', async () => {
    const [row] = (await messageApi(liuyang.call).list({ type: 1, pageSize: 1 })).data.list;
    const response = await liuyang.raw('DELETE', '/api/message/Record', {
      body: JSON.stringify({ ids: row.id }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await response.json()).toMatchObject({ code: 200 });
    expect((await messageApi(liuyang.call).list({ type: 1 })).data.pagination.total).toBe(20);
  });

  it('refuses an empty choice', async () => {
    expect((await liuyang.call('DELETE', '/api/message/Record', { ids: '' })).code).toBe(400);
    expect((await liuyang.call('DELETE', '/api/message/Record', { ids: ',' })).code).toBe(400);
    expect((await liuyang.call('DELETE', '/api/message/Record', {})).code).toBe(400);
  });
});

describe('send configurations', () => {
  it('has none to answer, and only for the notice screen', async () => {
    const answer = await admin.call('GET', '/api/message/SendMessageConfig/abc');
    expect(answer).toMatchObject({ code: 404, msg: '消息发送配置不存在' });
    expect((await liuyang.call('GET', '/api/message/SendMessageConfig/abc')).code).toBe(403);
  });
});
