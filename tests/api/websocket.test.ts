// The websocket /websocket/{token} (spec 01 §7.5) with real `ws` clients of two
// users on the listening server: the token checked at connect, the initMessage,
// pushes to one user's sockets only, client methods, limits, and every socket of
// a session told `logout` and closed when the session ends.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { socketLimits, sessionEndedCode } from '@server/realtime/socketRoute';
import { badRequest } from '@server/http/errors';
import { hashToken, tokenFromHeader, tokenScheme } from '@server/auth/tokens';
import { usersApi } from '@core/api/users';
import { memberOf, passwordDigest, startAsAdmin, type TestClient, type TestServer } from './harness';
import { openSocket, socketUrl, type TestSocket } from './socketClient';

let server: TestServer;
let admin: TestClient;
let sunli: TestClient;
let wangfang: TestClient;
const opened: TestSocket[] = [];

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
  sunli = await memberOf(server, 'sunli');
  wangfang = await memberOf(server, 'wangfang');
  server.app.kiln.realtime.handle('KilnTestEcho', async (caller, message, reply) => reply({ method: 'echo', userId: caller.userId, said: message.said }));
  server.app.kiln.realtime.handle('KilnTestRefuse', async () => {
    throw badRequest('validation.body');
  });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(async () => {
  await server?.close();
});

const userIdOf = async (account: string) =>
  (await server.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

async function connect(token: string, language?: string): Promise<TestSocket> {
  const socket = await openSocket(server.baseUrl, token, { language });
  opened.push(socket);
  return socket;
}

/** A socket past OnConnection, as JNPF's client opens it. */
async function connected(client: TestClient): Promise<TestSocket> {
  const socket = await connect(client.token ?? '');
  socket.send('OnConnection', { mobileDevice: false });
  await socket.next('initMessage');
  return socket;
}

const push = (userIds: string[], marker: string) => server.app.kiln.realtime.toUsers(userIds, { method: 'messagePush', unreadNoticeCount: 1, marker });

describe('connecting', () => {
  it("answers OnConnection with the initMessage: the contributed parts merged, JNPF's defaults for absent ones", async () => {
    const hub = server.app.kiln.realtime;
    hub.contributeToInit(async (caller) => ({ kilnTestUser: caller.userId }));
    let broken = true;
    hub.contributeToInit(async () => {
      if (!broken) return {};
      broken = false;
      throw new Error('a broken part (expected in this test)');
    });
    const socket = await connect(sunli.token ?? '');
    socket.send('OnConnection', { mobileDevice: false, systemId: '', isSeparate: false });
    const init = await socket.next();
    expect(init).toMatchObject({ method: 'initMessage', kilnTestUser: await userIdOf('sunli') });
    expect(init.unreadTotalCount).toEqual(expect.any(Number));
    expect(init.unreadTotalCount).toBeGreaterThanOrEqual(0);
    expect(Array.isArray(init.unreadNums)).toBe(true);
  });

  it('refuses an unknown, expired or ended token with logout and the reason, then closes', async () => {
    const unknown = await connect('not-a-token');
    expect(await unknown.next('logout')).toEqual({ method: 'logout', msg: '登录凭证无效,请重新登录' });
    expect(await unknown.closed).toBe(sessionEndedCode);

    const inEnglish = await connect(`Bearer ${'x'.repeat(43)}`, 'en-US,en;q=0.9');
    expect((await inEnglish.next('logout')).msg).toBe('Invalid sign-in token, please log in again');

    const expiring = await memberOf(server, 'sunli');
    const session = await server.app.kiln.db
      .selectFrom('base_session')
      .select('id')
      .where('user_id', '=', await userIdOf('sunli'))
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    await server.app.kiln.db
      .updateTable('base_session')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', session.id)
      .execute();
    const expired = await connect(expiring.token ?? '');
    expect((await expired.next('logout')).msg).toBe('登录过期,请重新登录');
    expect(await expired.closed).toBe(sessionEndedCode);

    const ended = await memberOf(server, 'sunli');
    expect((await ended.oauth.logout()).code).toBe(200);
    const afterSignOut = await connect(ended.token ?? '');
    expect((await afterSignOut.next('logout')).msg).toBe('登录过期,请重新登录');
  });

  it('is not an HTTP endpoint: a plain GET is not found', async () => {
    const answer = await server.client().call('GET', `/websocket/${encodeURIComponent(sunli.token ?? '')}`);
    expect([answer.code, answer.msg]).toEqual([404, '接口不存在']);
  });
});

describe('pushing and answering', () => {
  it("delivers an event to every socket of its users, and to no one else's", async () => {
    const [first, second, other] = [await connected(sunli), await connected(sunli), await connected(wangfang)];
    await push([await userIdOf('sunli')], 'for sunli');
    expect(await first.next()).toMatchObject({ method: 'messagePush', unreadNoticeCount: 1, marker: 'for sunli' });
    expect(await second.next()).toMatchObject({ marker: 'for sunli' });
    await push([await userIdOf('wangfang'), await userIdOf('wangfang')], 'for wangfang');
    // Events arrive in order: wangfang's first one after the initMessage is their own, once.
    expect(await other.next()).toMatchObject({ marker: 'for wangfang' });
    await push([await userIdOf('wangfang')], 'again');
    expect(await other.next()).toMatchObject({ marker: 'again' });
    expect(first.events.filter((event) => event.method === 'messagePush')).toHaveLength(1);
  });

  it('answers a client method on the asking socket only; bad JSON, another token, unknown methods and refusals send nothing', async () => {
    const [asking, sameUser] = [await connected(sunli), await connected(sunli)];
    asking.ws.send('{not json');
    asking.ws.send(JSON.stringify(['OnConnection']));
    asking.send('KilnNoSuchMethod');
    asking.send('KilnTestEcho', { said: 'with the wrong token' }, wangfang.token);
    asking.send('KilnTestRefuse');
    asking.send('KilnTestEcho', { said: 'hello' });
    expect(await asking.next()).toEqual({ method: 'echo', userId: await userIdOf('sunli'), said: 'hello' });
    expect(asking.ws.readyState).toBe(WebSocket.OPEN);
    await push([await userIdOf('sunli')], 'marker');
    expect(await sameUser.next()).toMatchObject({ marker: 'marker' });
    expect(await asking.next()).toMatchObject({ marker: 'marker' });
  });

  it('closes a socket sending an oversized frame, and drops messages beyond the rate', async () => {
    const flooding = await connected(sunli);
    for (let index = 0; index < 100; index++) flooding.send('KilnTestEcho', { said: index });
    await flooding.next('echo');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const echoes = flooding.events.filter((event) => event.method === 'echo').length;
    expect(echoes).toBeGreaterThanOrEqual(socketLimits.burst - 2);
    expect(echoes).toBeLessThanOrEqual(socketLimits.burst + 5);
    expect(flooding.ws.readyState).toBe(WebSocket.OPEN);

    const oversized = await connected(sunli);
    oversized.send('KilnTestEcho', { said: 'x'.repeat(socketLimits.maxFrameBytes) });
    expect(await oversized.closed).toBe(1009);
  });
  it("closes a user's oldest socket with closeSocket when they open one more than the cap", async () => {
    const sockets = [];
    for (let index = 0; index <= socketLimits.perUser; index++) sockets.push(await connected(sunli));
    expect(await sockets[0].next()).toEqual({ method: 'closeSocket' });
    expect(await sockets[0].closed).toBe(1008);
    expect(sockets.slice(1).every((socket) => socket.ws.readyState === WebSocket.OPEN)).toBe(true);
  });
});

describe('session ends', () => {
  it('signing out one session closes exactly its sockets; locking the screen keeps them', async () => {
    const [leaving, staying] = [await memberOf(server, 'sunli'), await memberOf(server, 'sunli')];
    const [leavingSocket, stayingSocket] = [await connected(leaving), await connected(staying)];
    expect((await staying.oauth.lock()).code).toBe(200);
    expect((await leaving.oauth.logout()).code).toBe(200);
    expect(await leavingSocket.next()).toEqual({ method: 'logout', msg: '登录过期,请重新登录' });
    expect(await leavingSocket.closed).toBe(sessionEndedCode);
    await push([await userIdOf('sunli')], 'still here');
    expect(await stayingSocket.next()).toMatchObject({ marker: 'still here' });
    expect(stayingSocket.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("disabling a user closes their sockets with the reason, and no one else's", async () => {
    const member = await memberOf(server, 'wangfang');
    const [theirs, another] = [await connected(member), await connected(sunli)];
    const userId = await userIdOf('wangfang');
    expect((await admin.call('PUT', `/api/permission/Users/${userId}/Actions/State`)).code).toBe(200);
    try {
      expect(await theirs.next()).toEqual({ method: 'logout', msg: '账号已被禁用' });
      expect(await theirs.closed).toBe(sessionEndedCode);
      await push([await userIdOf('sunli')], 'unaffected');
      expect(await another.next()).toMatchObject({ marker: 'unaffected' });
    } finally {
      expect((await admin.call('PUT', `/api/permission/Users/${userId}/Actions/State`)).code).toBe(200);
    }
  });

  it("a sign-in under the single-session policy closes the replaced session's sockets with its words", async () => {
    const before = await memberOf(server, 'sunli');
    const socket = await connected(before);
    await server.app.kiln.sysConfig.set({ singleLogin: 1 });
    try {
      await memberOf(server, 'sunli');
      expect(await socket.next()).toEqual({ method: 'logout', msg: '您的账号已在其他地方登录，您已被迫下线' });
    } finally {
      await server.app.kiln.sysConfig.set({ singleLogin: 2 });
    }
    sunli = await memberOf(server, 'sunli');
  });

  it("an administrator's password reset, then the user's deletion, close their sockets with the reasons", async () => {
    const { db, sessions } = server.app.kiln;
    const template = await db.selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
    await db
      .insertInto('base_user')
      .values({ ...template, id: 'ws-test-user', account: 'wstestuser', mobile: '', email: '' })
      .execute();
    const signedIn = async () => {
      const token = await sessions.start({ userId: 'ws-test-user', ip: '127.0.0.1', userAgent: 'test', lifetimeMinutes: 60, single: false });
      return connected(server.client({ token: tokenScheme + token }));
    };
    const beforeReset = await signedIn();
    const reset = await usersApi(admin.call).resetPassword('ws-test-user', {
      newPassword: 'abc12345',
      repeatPassword: 'abc12345',
      userPassword: passwordDigest('abc12345'),
    });
    expect(reset.code).toBe(200);
    expect(await beforeReset.next()).toEqual({ method: 'logout', msg: '密码已修改，请重新登录' });

    const beforeDelete = await signedIn();
    expect((await usersApi(admin.call).remove('ws-test-user')).code).toBe(200);
    expect(await beforeDelete.next()).toEqual({ method: 'logout', msg: '登录凭证无效,请重新登录' });
  });

  it('checks once more a socket admitted while a session change was heard, whose check may have missed it', async () => {
    const hub = server.app.kiln.realtime;
    const ending = await memberOf(server, 'sunli');
    const session = await server.app.kiln.db
      .selectFrom('base_session')
      .select(['id', 'user_id'])
      .where('token_hash', '=', hashOf(ending))
      .executeTakeFirstOrThrow();
    const heardBefore = hub.sessionChangesHeard;
    expect((await ending.oauth.logout()).code).toBe(200);
    const told: string[] = [];
    const caller = { userId: session.user_id, sessionId: session.id, token: ending.token ?? '' };
    hub.add({ caller, language: 'zh', write: () => undefined, logout: (msg) => told.push(msg) }, heardBefore);
    await expect.poll(() => told).toEqual(['登录过期,请重新登录']);
  });

  it('the sweep closes the sockets of sessions that expired, in the language they connected with', async () => {
    const expiring = await memberOf(server, 'sunli');
    const socket = await connect(expiring.token ?? '', 'zh-TW');
    socket.send('OnConnection');
    await socket.next('initMessage');
    const live = await connected(sunli);
    await server.app.kiln.db
      .updateTable('base_session')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashOf(expiring))
      .execute();
    await server.app.kiln.realtime.sweep();
    expect(await socket.next()).toEqual({ method: 'logout', msg: '登錄過期,請重新登錄' });
    expect(live.ws.readyState).toBe(WebSocket.OPEN);
  });
});

const hashOf = (client: TestClient) => hashToken(tokenFromHeader(client.token) ?? '');

describe('heartbeat', () => {
  it('drops a socket that does not answer pings, and keeps one that does', async () => {
    const usual = socketLimits.heartbeatMs;
    socketLimits.heartbeatMs = 150;
    let quick: { server: TestServer; admin: TestClient };
    try {
      quick = await startAsAdmin();
    } finally {
      socketLimits.heartbeatMs = usual;
    }
    try {
      const silent = new WebSocket(socketUrl(quick.server.baseUrl, quick.admin.token ?? ''), { autoPong: false });
      const answering = await openSocket(quick.server.baseUrl, quick.admin.token ?? '');
      const silentClosed = new Promise<number>((resolve) => silent.on('close', (code) => resolve(code)));
      expect(await silentClosed).toBe(1006);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
      await answering.close();
    } finally {
      await quick.server.close();
    }
  });
});
