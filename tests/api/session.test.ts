// The session (spec 01 §4, ARCHITECTURE §3): current user, expiry, forged tokens,
// sign-out, single sign-in, lock and unlock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usersApi } from '@core/api/users';
import { adminPassword, passwordDigest, startServer, type TestServer } from './harness';
import { hashToken, tokenFromHeader } from '@server/auth/tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

const admin = async () => {
  const client = server.client();
  await client.signIn('admin', adminPassword);
  return client;
};

describe('GET /api/oauth/CurrentUser', () => {
  it('gives the menu, every user-info field, permissions, routes and site configuration', async () => {
    const client = await admin();
    const { code, data } = await client.oauth.currentUser();
    expect(code).toBe(200);
    expect(data.menuList.map((m) => m.enCode)).toEqual(['systemData', 'permission', 'system', 'demo', 'devTools']);
    expect(data.menuList[0].children.map((m) => [m.enCode, m.type, m.urlAddress])).toEqual([
      ['systemData.dictionary', 2, 'systemData/dictionary'],
      ['system.billRule', 2, 'system/billRule'],
      ['system.area', 2, 'system/area'],
      ['systemData.dataInterface', 2, 'systemData/dataInterface'],
    ]);
    expect(data.menuList[1].children.map((m) => [m.enCode, m.type, m.urlAddress])).toEqual([
      ['permission.organize', 2, 'permission/organize'],
      ['permission.position', 2, 'permission/position'],
      ['permission.user', 2, 'permission/user'],
      ['permission.role', 2, 'permission/role'],
      ['permission.group', 2, 'permission/group'],
      ['permission.authorize', 2, 'permission/authorize'],
    ]);
    expect(data.menuList[2].children.map((m) => [m.enCode, m.type, m.urlAddress])).toEqual([
      ['system.menu', 2, 'system/menu'],
      ['system.notice', 2, 'system/notice'],
    ]);
    // The demo's purchase requests are a released model: an entry of type 3.
    expect(data.menuList[3].children.map((m) => [m.enCode, m.type, m.urlAddress])).toEqual([['demo.purchaseRequest', 3, 'model/demopurchaseRequest']]);
    expect(data.menuList[4].children.map((m) => [m.enCode, m.type, m.urlAddress, m.linkTarget])).toEqual([
      ['onlineDev.webDesign', 2, 'onlineDev/webDesign', ''],
      ['apiDocs', 7, '/api/docs', '_self'],
      ['devTools.widgetGallery', 2, 'devTools/widgetGallery', ''],
    ]);
    expect(data.routerList.map((r) => [r.type, r.id])).toEqual([[0, data.userInfo.systemId]]);
    expect(data.routerList[0].children).toEqual(data.menuList);
    expect(data.permissionList.map((p) => p.modelId)).toEqual(data.menuList.flatMap((directory) => directory.children).map((r) => r.id));
    const dictionary = data.permissionList.find((p) => p.moduleName === '数据字典')!;
    expect(dictionary.button.map((b) => b.enCode)).toEqual(['btn_add', 'btn_edit', 'btn_remove', 'btn_import', 'btn_export']);
    expect(data.sysConfigInfo).toMatchObject({ sysVersion: '3.5.0', sysName: 'Kiln' });
    expect(Object.keys(data.userInfo).sort()).toEqual(
      [
        'userId', 'userName', 'userAccount', 'headIcon', 'organizeId', 'organizeIdList', 'organizeName', 'departmentId', 'departmentName',
        'positionIds', 'positionId', 'positionName', 'roleIds', 'portalId',
        'signImg', 'systemId', 'systemIds', 'changePasswordDate', 'prevLogin', 'prevLoginTime', 'prevLoginIPAddress',
        'prevLoginIPAddressName', 'isAdministrator', 'theme', 'language', 'mustChangePassword',
      ].sort(),
    );
    expect(data.userInfo).toMatchObject({ userAccount: 'admin', isAdministrator: true, mustChangePassword: false, organizeName: 'Kiln 示例集团' });
    expect(data.userInfo.systemIds).toEqual([{ id: data.userInfo.systemId, name: 'Kiln', enCode: 'main', icon: 'AppstoreOutlined', currentSystem: true }]);
  });

  it('reports the previous sign-in from the second sign-in on', async () => {
    const first = server.client();
    await first.signIn('zhouqiang', 'kiln2026');
    expect((await first.oauth.currentUser()).data.userInfo).toMatchObject({ prevLogin: 0, prevLoginTime: null });
    const second = server.client();
    await second.signIn('zhouqiang', 'kiln2026');
    const info = (await second.oauth.currentUser()).data.userInfo;
    expect(info.prevLogin).toBe(1);
    expect(info.prevLoginTime).toBeGreaterThan(Date.now() - 60_000);
    expect(info.prevLoginIPAddress).toMatch(/127\.0\.0\.1/);
    expect(info.prevLoginIPAddressName).toBe('本机');
  });

  it('shows a member only the entries their roles grant, with positions and roles', async () => {
    const developer = server.client();
    await developer.signIn('luohao', 'kiln2026');
    const data = (await developer.oauth.currentUser()).data;
    expect(data.menuList.map((m) => m.enCode)).toEqual(['devTools']);
    expect(data.userInfo.positionIds.map((p) => p.name)).toEqual(['前端工程师']);
    expect(data.userInfo).toMatchObject({ positionName: '前端工程师', organizeName: 'Kiln 示例集团/研发部', departmentName: '研发部' });
    expect(data.userInfo.organizeIdList).toHaveLength(2);
    expect(data.userInfo.roleIds.map((r) => r.name)).toEqual(['开发人员']);
    expect(data.userInfo.isAdministrator).toBe(false);

    // Staff file their own purchase requests, change and open them, and see nothing else.
    const accountant = server.client();
    await accountant.signIn('huchao', 'kiln2026');
    const staff = (await accountant.oauth.currentUser()).data;
    expect(staff.menuList.map((m) => m.enCode)).toEqual(['demo']);
    expect(staff.permissionList.map((entry) => entry.button.map((button) => button.enCode))).toEqual([['btn_add', 'btn_edit', 'btn_detail']]);
  });
});

describe('session tokens', () => {
  it('answers 600 without a token', async () => {
    const result = await server.client().oauth.currentUser();
    expect(result.code).toBe(600);
    expect(result.msg).toBe('登录过期,请重新登录');
  });

  it('answers 602 to a forged token, with HTTP 200 as JNPF\'s client needs to see it', async () => {
    const client = server.client({ token: 'Bearer forged-token-value' });
    const response = await client.raw('GET', '/api/oauth/CurrentUser');
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe(602);
  });

  it('answers 600 once the session has expired, and slides expiry while in use', async () => {
    const client = await admin();
    const hash = hashToken(tokenFromHeader(client.token) ?? '');
    const db = server.app.kiln.db;
    await db.updateTable('base_session').set({ last_active_at: Date.now() - 10 * 60_000 }).where('token_hash', '=', hash).execute();
    expect((await client.oauth.currentUser()).code).toBe(200);
    const touched = await db.selectFrom('base_session').select('expires_at').where('token_hash', '=', hash).executeTakeFirstOrThrow();
    expect(touched.expires_at).toBeGreaterThan(Date.now() + 119 * 60_000);
    await db.updateTable('base_session').set({ expires_at: Date.now() - 1 }).where('token_hash', '=', hash).execute();
    expect((await client.oauth.currentUser()).code).toBe(600);
  });

  it('keeps only the hash of the token in the database', async () => {
    const client = await admin();
    const bare = tokenFromHeader(client.token) ?? '';
    const rows = await server.app.kiln.db.selectFrom('base_session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === bare)).toBe(false);
    expect(rows.some((r) => r.token_hash === hashToken(bare))).toBe(true);
  });

  it('answers 601 to the older session when single sign-in is on', async () => {
    await server.app.kiln.sysConfig.set({ singleLogin: 1 });
    try {
      const older = server.client();
      await older.signIn('zhaolei', 'kiln2026');
      const newer = server.client();
      await newer.signIn('zhaolei', 'kiln2026');
      const kicked = await older.oauth.currentUser();
      expect(kicked.code).toBe(601);
      expect(kicked.msg).toBe('您的账号已在其他地方登录，您已被迫下线');
      expect((await newer.oauth.currentUser()).code).toBe(200);
    } finally {
      await server.app.kiln.sysConfig.set({ singleLogin: 2 });
    }
  });

  it('answers 602 when the account is disabled while signed in', async () => {
    const client = server.client();
    await client.signIn('xujun', 'kiln2026');
    const users = usersApi((await admin()).call);
    const xujun = (await users.list({ keyword: 'xujun' })).data.list.find((user) => user.account === 'xujun');
    expect((await users.toggleState(xujun?.id ?? '')).data.enabledMark).toBe(0);
    const result = await client.oauth.currentUser();
    expect(result.code).toBe(602);
    expect(result.msg).toBe('账号已被禁用');
  });
});

describe('GET /api/oauth/Logout', () => {
  it('ends the session so the token no longer works', async () => {
    const client = await admin();
    const result = await client.oauth.logout();
    expect(result).toMatchObject({ code: 200, msg: '退出成功' });
    expect((await client.oauth.currentUser()).code).toBe(600);
  });

  it('needs a session', async () => {
    expect((await server.client().oauth.logout()).code).toBe(600);
  });
});

describe('screen lock', () => {
  it('locks the session on the server and unlocks with the signed-in account and password', async () => {
    const client = await admin();
    expect((await client.oauth.lock()).code).toBe(200);
    const blocked = await client.oauth.passwordPolicy();
    expect(blocked.code).toBe(403);
    expect(blocked.msg).toBe('屏幕已锁定，请先解锁');
    expect((await client.oauth.currentUser()).code).toBe(200);

    const wrong = await client.oauth.unlock({ account: 'admin', password: passwordDigest('not-it-1') });
    expect(wrong.code).toBe(400);
    expect(wrong.msg).toBe('账号或密码错误，再错4次账号将被锁定');
    const otherAccount = await client.oauth.unlock({ account: 'zhangwei', password: passwordDigest('kiln2026') });
    expect(otherAccount.msg).toBe('请使用当前账号解锁');
    const right = await client.oauth.unlock({ account: ' admin ', password: passwordDigest(adminPassword) });
    expect(right).toMatchObject({ code: 200, msg: '解锁成功' });
    expect((await client.oauth.passwordPolicy()).code).toBe(200);
  });
});
