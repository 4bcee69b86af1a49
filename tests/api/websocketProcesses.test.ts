// The socket across server processes: with PostgreSQL, an event sent by one
// process reaches a user's socket held by another (LISTEN/NOTIFY on the
// invalidation bus's 'realtime' topic), and a session ended through one closes
// its sockets on the other. The notices' packing is checked without a server.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { cutText, eventNotices, groupIds, noticeBytes, PieceCollector, readNotice, sessionNotices } from '@server/realtime/notices';
import { sessionEndedCode } from '@server/realtime/socketRoute';
import { memberOf, startAsAdmin, startServer, type TestClient, type TestServer } from './harness';
import { openSocket, type TestSocket } from './socketClient';

const onPostgres = process.env.KILN_TEST_DB === 'postgres' && Boolean(process.env.KILN_TEST_PG_URL);
const bytes = (text: string) => Buffer.byteLength(text);
const fakeIds = (count: number) => Array.from({ length: count }, (_, index) => String(17_958_021_869_000_000_000n + BigInt(index)));

describe('realtime notices', () => {
  it('groups ids under a byte budget and cuts texts without splitting a character', () => {
    const groups = groupIds(fakeIds(1000), 3000);
    expect(groups.flat()).toEqual(fakeIds(1000));
    for (const group of groups) expect(bytes(JSON.stringify(group))).toBeLessThanOrEqual(3000);
    const text = '汉字😀'.repeat(2000);
    const parts = cutText(text, 1000);
    expect(parts.join('')).toBe(text);
    for (const part of parts) {
      expect(bytes(part)).toBeLessThanOrEqual(1000);
      expect(Buffer.from(part).toString()).toBe(part);
    }
  });

  it('packs a small event for a large audience in groups, and a large one in pieces put back in any order', () => {
    const users = fakeIds(3000);
    let pieceId = 0;
    const small = eventNotices('p1', users, JSON.stringify({ method: 'messagePush', unreadNoticeCount: 1 }), () => String(++pieceId));
    expect(small.length).toBeGreaterThan(1);
    const delivered = small.map((payload) => {
      expect(bytes(payload)).toBeLessThanOrEqual(noticeBytes);
      const notice = readNotice(payload);
      if (notice?.kind !== 'event') throw new Error('expected an event notice');
      return notice.userIds;
    });
    expect(delivered.flat()).toEqual(users);

    const event = JSON.stringify({ method: 'receiveMessage', formMessage: '很长的消息"\\'.repeat(3000) });
    const large = eventNotices('p1', users.slice(0, 50), event, () => String(++pieceId));
    const collector = new PieceCollector();
    const wholes = [...large].reverse().map((payload) => {
      expect(bytes(payload)).toBeLessThanOrEqual(noticeBytes);
      const notice = readNotice(payload);
      if (notice?.kind !== 'piece') throw new Error('expected a piece');
      return collector.add(notice);
    });
    expect(wholes.filter(Boolean)).toEqual([{ userIds: users.slice(0, 50), text: event }]);
    expect(collector.waiting).toBe(0);
    expect(sessionNotices('p1', users).length).toBeGreaterThan(1);
    expect(readNotice('{"k":"x","o":"p1"}')).toBeNull();
    expect(readNotice('not json')).toBeNull();
  });

  it('forgets the pieces of an event whose other pieces never came', () => {
    let now = 0;
    const collector = new PieceCollector(() => now);
    const [first] = eventNotices('p1', ['u1'], JSON.stringify({ method: 'x', text: 'y'.repeat(20_000) }), () => 'e1');
    const piece = readNotice(first);
    if (piece?.kind !== 'piece') throw new Error('expected a piece');
    expect(collector.add(piece)).toBeNull();
    expect(collector.waiting).toBe(1);
    now = 60_000;
    const [other] = eventNotices('p1', ['u1'], JSON.stringify({ method: 'x', text: 'z'.repeat(20_000) }), () => 'e2');
    const next = readNotice(other);
    if (next?.kind !== 'piece') throw new Error('expected a piece');
    collector.add(next);
    expect(collector.waiting).toBe(1);
  });
});

let first: TestServer;
let second: TestServer;
let admin: TestClient;
const opened: TestSocket[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  ({ server: first, admin } = await startAsAdmin());
  second = await startServer({ databaseUrl: first.app.kiln.config.databaseUrl });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const userIdOf = async (account: string) =>
  (await first.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

async function connectedTo(server: TestServer, client: TestClient): Promise<TestSocket> {
  const socket = await openSocket(server.baseUrl, client.token ?? '');
  opened.push(socket);
  socket.send('OnConnection', { mobileDevice: false });
  await socket.next('initMessage');
  return socket;
}

describe.skipIf(!onPostgres)('sockets across server processes', () => {
  it('an event sent by one process reaches the sockets on both, once each', async () => {
    const member = await memberOf(first, 'sunli');
    const [here, there] = [await connectedTo(first, member), await connectedTo(second, member)];
    const userId = await userIdOf('sunli');
    await first.app.kiln.realtime.toUsers([userId], { method: 'messagePush', unreadNoticeCount: 1, marker: 'one' });
    expect(await there.next()).toMatchObject({ method: 'messagePush', unreadNoticeCount: 1, marker: 'one' });
    expect(await here.next()).toMatchObject({ marker: 'one' });
    await second.app.kiln.realtime.toUsers([userId], { method: 'messagePush', unreadNoticeCount: 1, marker: 'two' });
    // The sender's own notice, back from PostgreSQL, is not delivered a second time.
    expect(await here.next()).toMatchObject({ marker: 'two' });
    expect(await there.next()).toMatchObject({ marker: 'two' });
  });

  it('a long event to a large audience arrives whole on the other process', async () => {
    const member = await memberOf(first, 'wangfang');
    const there = await connectedTo(second, member);
    const text = '一条很长的聊天消息，含"引号"和\\反斜杠😀'.repeat(400);
    const audience = [...fakeIds(3000), await userIdOf('wangfang')];
    await first.app.kiln.realtime.toUsers(audience, { method: 'receiveMessage', messageType: 'text', formMessage: text });
    expect(await there.next()).toEqual({ method: 'receiveMessage', messageType: 'text', formMessage: text });
  });

  it('signing out through one process closes the socket held by the other', async () => {
    const member = await memberOf(first, 'sunli');
    const there = await connectedTo(second, member);
    expect((await member.oauth.logout()).code).toBe(200);
    expect(await there.next()).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect(await there.closed).toBe(sessionEndedCode);
  });

  it("disabling a user through one process closes their sockets on the other, in the transaction's wake", async () => {
    const member = await memberOf(first, 'wangfang');
    const there = await connectedTo(second, member);
    const userId = await userIdOf('wangfang');
    expect((await admin.call('PUT', `/api/permission/Users/${userId}/Actions/State`)).code).toBe(200);
    try {
      expect(await there.next()).toEqual({ method: 'logout', msg: '账号已被禁用' });
    } finally {
      expect((await admin.call('PUT', `/api/permission/Users/${userId}/Actions/State`)).code).toBe(200);
    }
  });

  it('a process whose listener was cut checks every socket it holds once listening again', async () => {
    const member = await memberOf(first, 'sunli');
    const there = await connectedTo(second, member);
    // A session ended with no notice at all (as if sent while the listener was away).
    await second.app.kiln.db
      .updateTable('base_session')
      .set({ ended_at: Date.now(), end_reason: 'kicked' })
      .where('user_id', '=', await userIdOf('sunli'))
      .where('ended_at', 'is', null)
      .execute();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen kiln_invalidate'`.execute(
      first.app.kiln.db,
    );
    expect(await there.next('logout', 10_000)).toEqual({ method: 'logout', msg: '您已被强制下线' });
  });
});
