// What signed-in users do to their own account (spec 01 §7.3): personal
// information, signature images, theme, language, the current application,
// their own sign-in log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let member: TestClient;

beforeAll(async () => {
  server = await startServer();
  member = await memberOf(server, 'zhangwei');
});
afterAll(async () => {
  await server.close();
});

const base = '/api/permission/Users/Current';
const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describe('personal information', () => {
  it('reads the own information with organisation, positions and roles', async () => {
    const { code, data } = await member.call<Record<string, unknown>>('GET', `${base}/BaseInfo`);
    expect(code).toBe(200);
    expect(data).toMatchObject({ account: 'zhangwei', realName: '张伟', gender: 1, mobilePhone: '13800000001', organizeName: expect.any(String) });
  });

  it('changes what the user may change, with the form\'s rules', async () => {
    const changed = await member.call('PUT', `${base}/BaseInfo`, { realName: '张伟', gender: 1, mobilePhone: '13900000002', email: 'zw@kiln.example', birthday: 631152000000, nativePlace: '杭州', signature: '今天也要加油' });
    expect(changed).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await member.call<Record<string, unknown>>('GET', `${base}/BaseInfo`)).data).toMatchObject({ mobilePhone: '13900000002', birthday: 631152000000, nativePlace: '杭州', signature: '今天也要加油' });
    expect((await member.call('PUT', `${base}/BaseInfo`, { realName: '', gender: 1 })).msg).toBe('请输入姓名');
    expect((await member.call('PUT', `${base}/BaseInfo`, { realName: '张伟', gender: 1, mobilePhone: '12345' })).msg).toBe('请正确输入您的手机号');
    expect((await member.call('PUT', `${base}/BaseInfo`, { realName: '张伟', gender: 1, email: 'not-an-email' })).msg).toBe('请正确输入您的邮箱地址');
    expect((await member.call('PUT', `${base}/BaseInfo`, { realName: '张伟', gender: 9 })).msg).toBe('请选择性别');
  });

  it('cannot change the account or the organisation through it', async () => {
    await member.call('PUT', `${base}/BaseInfo`, { realName: '张伟', gender: 1, account: 'root', organizeName: '别处' });
    expect((await member.call<Record<string, unknown>>('GET', `${base}/BaseInfo`)).data).toMatchObject({ account: 'zhangwei' });
  });
});

describe('signature images', () => {
  it('keeps a default, lists newest first, and switches and deletes only the own', async () => {
    const first = await member.call<{ id: string }>('POST', `${base}/SignImg`, { signImg: png });
    const second = await member.call<{ id: string }>('POST', `${base}/SignImg`, { signImg: png, isDefault: 1 });
    let list = (await member.call<{ id: string; isDefault: number }[]>('GET', `${base}/SignImg`)).data;
    expect(list.map((s) => [s.id, s.isDefault])).toEqual([[second.data.id, 1], [first.data.id, 0]]);
    // A drawn signature is stored as an image file; rows and CurrentUser carry its link.
    const links = (await member.call<{ signImg: string }[]>('GET', `${base}/SignImg`)).data.map((s) => s.signImg);
    expect(links[0]).toMatch(/^\/api\/file\/Image\/\d+\?key=/);
    expect((await member.oauth.currentUser()).data.userInfo.signImg).toBe(links[0]);
    expect((await member.call('PUT', `${base}/${first.data.id}/SignImg`)).code).toBe(200);
    list = (await member.call<{ id: string; isDefault: number }[]>('GET', `${base}/SignImg`)).data;
    expect(list.find((s) => s.isDefault === 1)?.id).toBe(first.data.id);

    const other = await memberOf(server, 'lina');
    expect((await other.call('DELETE', `${base}/${first.data.id}/SignImg`)).code).toBe(404);
    expect((await member.call('DELETE', `${base}/${first.data.id}/SignImg`)).code).toBe(200);
  });

  it('takes only PNG or JPEG data URLs', async () => {
    expect((await member.call('POST', `${base}/SignImg`, { signImg: 'javascript:alert(1)' })).msg).toBe('签名须为PNG或JPEG图片，且不超过200KB');
  });
});

describe('theme, language and application', () => {
  it('keeps the layout and the language the user chose', async () => {
    expect((await member.call('PUT', `${base}/SystemTheme`, { theme: 'plain' })).code).toBe(200);
    expect((await member.call('PUT', `${base}/SystemLanguage`, { language: 'zh-TW' })).code).toBe(200);
    const info = (await member.oauth.currentUser()).data.userInfo;
    expect([info.theme, info.language]).toEqual(['plain', 'zhtw']);
    expect((await member.call('PUT', `${base}/SystemTheme`, { theme: 'fancy' })).code).toBe(400);
  });

  it('switches the current application only to one that exists', async () => {
    const systems = (await member.oauth.currentUser()).data.userInfo.systemIds;
    expect((await member.call('PUT', `${base}/major`, { majorId: systems[0].id, majorType: 'System' })).msg).toBe('切换成功');
    expect((await member.call('PUT', `${base}/major`, { majorId: 'no-such-system', majorType: 'System' })).msg).toBe('应用不存在或已禁用');
  });
});

describe('the own log and memberships', () => {
  it('pages the own sign-ins and password changes, newest first', async () => {
    const { data } = await member.call<{ list: { category: string }[]; pagination: { total: number } }>('GET', `${base}/SystemLog`, { currentPage: 1, pageSize: 10 });
    expect(data.list.map((entry) => entry.category)).toEqual(['password', 'login']);
    expect(data.pagination.total).toBe(2);
  });

  it('lists the own organisation and positions', async () => {
    expect((await member.call<{ fullName: string }[]>('GET', `${base}/getUserOrganizes`)).data).toHaveLength(1);
    expect((await member.call<{ fullName: string }[]>('GET', `${base}/getUserPositions`)).data.map((p) => p.fullName)).toEqual(['总经理']);
  });
});
