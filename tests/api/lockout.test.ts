// Lockout that holds under parallel attempts: every attempt is counted and the
// lock decided in one statement, on SQLite and PostgreSQL; unlocking the screen
// counts toward the same limit; a lock expires; and nothing tells an unknown
// account from a wrong password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInGuard } from '@server/auth/signInGuard';
import { adminPassword, memberOf, passwordDigest, startServer, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  // The captcha after 3 failures would stop a parallel burst before the password check; it is its own test.
  server = await startServer();
  await server.app.kiln.sysConfig.set({ passwordErrorsForCaptcha: 1000 });
});
afterAll(async () => {
  await server.close();
});

const login = (account: string, password: string, extra: { code?: string; timestamp?: string } = {}) =>
  server.client().oauth.login({ account, password: passwordDigest(password), ...extra });

describe('parallel wrong passwords', () => {
  it('answer "wrong" at most five times among fifty at once, then lock the account', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => login('sunli', `wrong-pass-${i}`)));
    const wrong = results.filter((r) => r.msg.startsWith('账号或密码错误'));
    const locked = results.filter((r) => r.msg.startsWith('密码错误次数过多'));
    expect(wrong.length).toBe(4);
    expect(locked.length).toBe(46);
    expect(results.every((r) => r.code === 400)).toBe(true);
  });

  it('keep the right password out once the limit is reached, even sent among them', async () => {
    await Promise.all(Array.from({ length: 5 }, () => login('mayong', 'wrong-pass1')));
    const results = await Promise.all([login('mayong', 'wrong-pass1'), login('mayong', 'kiln2026'), login('mayong', 'wrong-pass1')]);
    expect(results.map((r) => r.code)).toEqual([400, 400, 400]);
    expect(results.every((r) => /^密码错误次数过多，账号已锁定，请\d+分钟后再试$/.test(r.msg))).toBe(true);
  });

  it('treat an unknown account the same way: same words, same lock', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => login('ghost-account', 'anything1')));
    expect(results.filter((r) => r.msg.startsWith('账号或密码错误')).length).toBe(4);
    expect(results.filter((r) => r.msg.startsWith('密码错误次数过多')).length).toBe(8);
    const config = await server.client().oauth.loginConfig('ghost-account');
    expect(Object.keys(config.data).sort()).toEqual(Object.keys((await server.client().oauth.loginConfig('admin')).data).sort());
  });
});

describe('the screen lock', () => {
  it('counts wrong unlock passwords toward the same limit', async () => {
    const client = await memberOf(server, 'linmei');
    await client.oauth.lock();
    const results = await Promise.all(Array.from({ length: 10 }, () => client.oauth.unlock({ account: 'linmei', password: passwordDigest('guess-1') })));
    expect(results.filter((r) => r.msg.startsWith('账号或密码错误')).length).toBe(4);
    // The fifth locks the account; attempts that arrive after it find the session ended (602).
    const refused = results.filter((r) => r.msg.startsWith('密码错误次数过多') || r.code === 602);
    expect(refused.length).toBe(6);
    expect((await client.oauth.currentUser()).code).toBe(602);
  });

  it('is rate-limited like the sign-in', async () => {
    const limited = await startServer({ loginRateLimit: 3 });
    try {
      const client = limited.client();
      await client.signIn('admin', adminPassword);
      await client.oauth.lock();
      for (let i = 0; i < 3; i += 1) await client.oauth.unlock({ account: 'admin', password: passwordDigest(adminPassword) });
      const response = await client.raw('POST', '/api/oauth/LockScreen', { body: JSON.stringify({ account: 'admin', password: passwordDigest(adminPassword) }), headers: { 'content-type': 'application/json' } });
      expect(response.status).toBe(429);
      expect(await response.json()).toMatchObject({ code: 429, msg: '登录过于频繁，请稍后再试' });
    } finally {
      await limited.close();
    }
  });
});

describe('the lock expires', () => {
  it('after the configured time, and the count starts again', async () => {
    const guard = new SignInGuard(server.app.kiln.db);
    const subject = { kind: 'unknown' as const, account: 'clock-test' };
    const limits = { maxFailures: 2, lockMinutes: 10 };
    const start = Date.now();
    expect(await guard.reserve(subject, limits, start)).toEqual({ allowed: true, failures: 1 });
    expect(await guard.reserve(subject, limits, start)).toEqual({ allowed: true, failures: 2 });
    expect(await guard.reserve(subject, limits, start + 1000)).toEqual({ allowed: false, lockUntil: start + 10 * 60_000 });
    expect(await guard.reserve(subject, limits, start + 10 * 60_000 + 1)).toEqual({ allowed: true, failures: 1 });
  });
});
