// The wire contract every answer keeps (ARCHITECTURE §3, §8): envelopes travel
// with HTTP 200 whatever their code, nothing is cached, connections stay on the
// page's origin, a constraint race is a clear refusal, and bill numbers are
// rate-limited per user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionaryApi } from '@core/api/dictionary';
import { adminPassword, memberOf, startAsAdmin, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin());
});
afterAll(async () => {
  await server.close();
});

describe('envelopes', () => {
  it.each([
    ['an unknown endpoint', 'GET', '/api/no/such/thing', 404, '接口不存在'],
    ['a record that does not exist', 'GET', '/api/system/BillRule/no-such-rule', 404, '单据规则不存在'],
    ['a malformed JSON body', 'POST', '/api/oauth/LockScreen', 400, '请求参数格式不正确'],
  ])('answer %s with HTTP 200 and the outcome in the code', async (_case, method, url, code, msg) => {
    const response = await admin.raw(method as 'GET', url, method === 'POST' ? { body: '{not json', headers: { 'content-type': 'application/json' } } : {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code, msg, data: null });
  });

  it('carry a forbidden action and a missing session with HTTP 200 too', async () => {
    const member = await memberOf(server, 'zhouqiang');
    const forbidden = await member.raw('POST', '/api/system/Area', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect([forbidden.status, (await forbidden.json()).code]).toEqual([200, 403]);
    const anonymous = await server.client().raw('GET', '/api/oauth/CurrentUser');
    expect([anonymous.status, (await anonymous.json()).code]).toEqual([200, 600]);
  });

  it('name every field a form got wrong, the first message as msg', async () => {
    const api = dictionaryApi(admin.call);
    const result = await api.createType({ parentId: '', fullName: '坏$名', enCode: '.x', isTree: 0, sortCode: 1, description: '' });
    expect(result.code).toBe(400);
    expect(result.msg).toBe('上级菜单不能为空');
    expect(result.data).toEqual({
      errors: [
        { field: 'parentId', message: '上级菜单不能为空' },
        { field: 'fullName', message: '名称不能含有特殊符号' },
        { field: 'enCode', message: '编码只能输入英文、数字和小数点且小数点不能放在首尾' },
      ],
    });
  });

  it('refuse control characters in any string, even on public routes', async () => {
    const result = await server.client().oauth.login({ account: 'ad\u0000min', password: 'x' });
    expect(result).toMatchObject({ code: 400, msg: 'account含有非法字符', data: { errors: [{ field: 'account', message: 'account含有非法字符' }] } });
    // Tabs and line breaks are text, not control: a description may hold them.
    const api = dictionaryApi(admin.call);
    const created = await api.createType({ parentId: '1', fullName: '多行说明', enCode: 'multiLine', isTree: 0, sortCode: 1, description: 'one\n\ttwo\r\n' });
    expect(created.code).toBe(200);
  });
});

describe('headers', () => {
  it('keep every API answer out of caches, success or failure', async () => {
    for (const url of ['/api/oauth/CurrentUser', '/api/no/such/thing', '/api/system/DictionaryData/All', '/api/health']) {
      const response = await admin.raw('GET', url);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });

  it('let the page connect only to its own origin, by http or websocket', async () => {
    const response = await admin.raw('GET', '/api/health');
    const policy = response.headers.get('content-security-policy') ?? '';
    const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'))?.trim();
    const host = new URL(server.baseUrl).host;
    expect(connect).toBe(`connect-src 'self' ws://${host} wss://${host}`);
  });

  it('name each request\'s own host in the policy, and no host that is not one', async () => {
    const connectFor = async (host: string) => {
      const response = await server.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      return String(response.headers['content-security-policy']).split(';').find((part) => part.startsWith('connect-src'));
    };
    expect(await connectFor('kiln.example:8443')).toBe("connect-src 'self' ws://kiln.example:8443 wss://kiln.example:8443");
    expect(await connectFor('other.example')).toBe("connect-src 'self' ws://other.example wss://other.example");
    expect(await connectFor("evil.example 'unsafe-inline'")).toBe("connect-src 'self'");
    expect(await connectFor('kiln.example:8443')).toBe("connect-src 'self' ws://kiln.example:8443 wss://kiln.example:8443");
  });
});

describe('a unique constraint race', () => {
  it('refuses the losers with the duplicate message, never a server error', async () => {
    const api = dictionaryApi(admin.call);
    const typeId = (await api.createType({ parentId: '1', fullName: '竞争', enCode: 'raceType', isTree: 0, sortCode: 1, description: '' })).data.id;
    const item = { dictionaryTypeId: typeId, parentId: '0', fullName: '同名', enCode: 'same', sortCode: 0, enabledMark: 1 as const, description: '' };
    const results = await Promise.all(Array.from({ length: 12 }, () => api.createItem(item)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 400).every((r) => r.msg === '编码已存在')).toBe(true);
    expect(results.filter((r) => r.code === 400)).toHaveLength(11);
  });
});

describe('bill numbers', () => {
  it('are rate-limited per user, not per address', async () => {
    const limited = await startServer({ billNumberRateLimit: 3 });
    try {
      const first = limited.client();
      await first.signIn('admin', adminPassword);
      // A developer may use the widget gallery, whose form numbers with salesOrder.
      const second = await memberOf(limited, 'luohao');
      for (let i = 0; i < 3; i += 1) expect((await first.call('GET', '/api/system/BillRule/BillNumber/salesOrder')).code).toBe(200);
      const refused = await first.raw('GET', '/api/system/BillRule/BillNumber/salesOrder');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect((await refused.json()).code).toBe(429);
      expect((await second.call('GET', '/api/system/BillRule/BillNumber/salesOrder')).code).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
