// The forced first-login password change and the password policy (spec 01 §4, §5.2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueCaptcha, passwordDigest, startServer, testCaptcha, type TestClient, type TestServer } from './harness';

let server: TestServer;

beforeAll(async () => {
  // No KILN_ADMIN_PASSWORD: the administrator starts with admin123 and must change it.
  server = await startServer({ adminPassword: null });
});
afterAll(async () => {
  await server.close();
});

async function change(client: TestClient, oldPassword: string, newPassword: string, overrides: Record<string, string> = {}) {
  return client.oauth.modifyPassword({
    oldPassword: passwordDigest(oldPassword),
    password: passwordDigest(newPassword),
    newPassword,
    code: testCaptcha,
    timestamp: await issueCaptcha(client),
    ...overrides,
  });
}

describe('forced change of the initial password', () => {
  it('lets the session reach only the password change, current user, policy, captcha and sign-out', async () => {
    const client = server.client();
    await client.signIn('admin', 'admin123');
    const me = await client.oauth.currentUser();
    expect(me.data.userInfo).toMatchObject({ mustChangePassword: true, changePasswordDate: null });
    expect((await client.oauth.passwordPolicy()).code).toBe(200);
    expect((await client.oauth.passwordStatus()).data).toEqual({ mustChangePassword: true, changePasswordDate: null });
    const lock = await client.oauth.lock();
    expect(lock.code).toBe(403);
    expect(lock.msg).toBe('请先修改初始密码');
    expect((await client.oauth.logout()).code).toBe(200);
  });

  it('changes the password, lifts the gate and ends the account\'s other sessions', async () => {
    const other = server.client();
    await other.signIn('admin', 'admin123');
    const client = server.client();
    await client.signIn('admin', 'admin123');
    const result = await change(client, 'admin123', 'Kiln2026new');
    expect(result).toMatchObject({ code: 200, msg: '修改成功，请牢记新密码' });
    expect((await client.oauth.lock()).code).toBe(200);
    expect((await client.oauth.currentUser()).data.userInfo.mustChangePassword).toBe(false);
    const ended = await other.oauth.currentUser();
    expect(ended.code).toBe(601);
    expect(ended.msg).toBe('密码已修改，请重新登录');
    expect((await server.client().oauth.login({ account: 'admin', password: passwordDigest('admin123') })).code).toBe(400);
    expect((await server.client().oauth.login({ account: 'admin', password: passwordDigest('Kiln2026new') })).code).toBe(200);
  });
});

describe('POST /api/permission/Users/Current/Actions/ModifyPassword', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = server.client();
    await client.signIn('hetao', 'kiln2026');
  });

  it('refuses missing fields in the form\'s order', async () => {
    expect((await change(client, 'kiln2026', 'abc12345', { oldPassword: '' })).msg).toBe('旧密码不能为空');
    expect((await change(client, 'kiln2026', 'abc12345', { newPassword: '', password: '' })).msg).toBe('新密码不能为空');
    expect((await change(client, 'kiln2026', 'abc12345', { code: '' })).msg).toBe('验证码不能为空');
  });

  it('enforces each rule of the policy on the server', async () => {
    const kiln = server.app.kiln;
    expect((await change(client, 'kiln2026', 'ab12')).msg).toBe('新密码长度不能小于6位');
    expect((await change(client, 'kiln2026', 'abcdefgh')).msg).toBe('新密码必须包含数字');
    expect((await change(client, 'kiln2026', 'ABCDEF12')).msg).toBe('新密码必须包含小写字母');
    await kiln.sysConfig.set({ includeUppercaseLetters: 1, containsCharacters: 1, passwordLengthMinNumber: 8 });
    try {
      expect((await change(client, 'kiln2026', 'abcdef1')).msg).toBe('新密码长度不能小于8位');
      expect((await change(client, 'kiln2026', 'abcdef12')).msg).toBe('新密码必须包含大写字母');
      expect((await change(client, 'kiln2026', 'Abcdef12')).msg).toBe('新密码必须包含字符');
    } finally {
      await kiln.sysConfig.set({ includeUppercaseLetters: 0, containsCharacters: 0, passwordLengthMinNumber: 6 });
    }
    await kiln.sysConfig.set({ passwordStrengthLimit: 0 });
    try {
      expect((await change(client, 'kiln2026', 'abcdefgh')).msg).toBe('6-16位字符的密码（数字和字母组成）');
    } finally {
      await kiln.sysConfig.set({ passwordStrengthLimit: 1 });
    }
  });

  it('refuses a digest that does not match the typed password', async () => {
    const result = await change(client, 'kiln2026', 'abc12345', { password: passwordDigest('something-else1') });
    expect(result.msg).toBe('新密码与摘要不一致');
  });

  it('refuses a wrong captcha and a wrong old password, changing nothing', async () => {
    expect((await change(client, 'kiln2026', 'abc12345', { code: 'nope' })).msg).toBe('验证码错误');
    expect((await change(client, 'wrong-old1', 'abc12345')).msg).toBe('旧密码错误');
    // The old password still signs in: nothing changed (and the one wrong attempt is forgiven by it).
    expect((await server.client().oauth.login({ account: 'hetao', password: passwordDigest('kiln2026') })).code).toBe(200);
  });

  it('refuses the same password again', async () => {
    expect((await change(client, 'kiln2026', 'kiln2026')).msg).toBe('新密码不能与旧密码相同');
  });

  it('answers in English when asked', async () => {
    const english = server.client({ token: client.token, language: 'en' });
    const result = await change(english, 'kiln2026', 'abcdefgh');
    expect(result.code).toBe(400);
    expect(result.msg).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('GET /api/oauth/PasswordPolicy', () => {
  it('returns the policy from the system configuration', async () => {
    const client = server.client();
    await client.signIn('huangmin', 'kiln2026');
    expect((await client.oauth.passwordPolicy()).data).toEqual({
      passwordStrengthLimit: 1,
      passwordLengthMin: 1,
      passwordLengthMinNumber: 6,
      containsNumbers: 1,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 0,
      containsCharacters: 0,
      mandatoryModificationOfInitialPassword: 1,
    });
  });

  it('needs a session', async () => {
    expect((await server.client().oauth.passwordPolicy()).code).toBe(600);
  });
});
