// What every route shares: health, access declarations, permission checks,
// the OpenAPI document, security headers, envelopes and logs.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, startServer, type TestServer } from './harness';
import { access, sessionOf } from '@server/auth/access';
import { ok } from '@server/http/reply';

let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  server = await startServer(
    { logLevel: 'info' },
    {
      logStream,
      // Routes guarded by a menu module and one of its buttons, to exercise the shared check.
      beforeListen: (app) => {
        app.get('/api/test/docs-module', { config: { access: access.module('apiDocs') } }, async (request) => ok(request, sessionOf(request).account));
        app.get('/api/test/docs-button', { config: { access: access.module('apiDocs', 'btn_add') } }, async (request) => ok(request, 'added'));
      },
    },
  );
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/health', () => {
  it('answers ok after checking the database', async () => {
    const result = await server.client().call('GET', '/api/health');
    expect(result).toEqual({ code: 200, msg: '成功', data: { status: 'ok' } });
  });
});

describe('route access declarations', () => {
  it('every API route declares who may call it', () => {
    const routes = server.app.kiln.routes;
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });

  it('refuses to start when a route forgets its declaration', async () => {
    await expect(
      startServer({}, { beforeListen: (app) => app.get('/api/test/undeclared', async () => 'x') }),
    ).rejects.toThrow(/does not declare config.access/);
  });

  it('lets administrators through and checks a member\'s grants for the module and the button', async () => {
    const adminClient = server.client();
    await adminClient.signIn('admin', adminPassword);
    expect((await adminClient.call('GET', '/api/test/docs-module')).data).toBe('admin');
    expect((await adminClient.call('GET', '/api/test/docs-button')).code).toBe(200);

    const kiln = server.app.kiln;
    const granted = server.client();
    await granted.signIn('liangyu', 'kiln2026');
    await kiln.db.updateTable('base_user').set({ change_password_date: Date.now() }).where('account', '=', 'liangyu').execute();
    expect((await granted.call('GET', '/api/test/docs-module')).code).toBe(200);
    const noButton = await granted.call('GET', '/api/test/docs-button');
    expect(noButton.code).toBe(403);
    expect(noButton.msg).toBe('您没有此操作的权限');

    const outsider = server.client();
    await outsider.signIn('huchao', 'kiln2026');
    await kiln.db.updateTable('base_user').set({ change_password_date: Date.now() }).where('account', '=', 'huchao').execute();
    expect((await outsider.call('GET', '/api/test/docs-module')).code).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json and lists every route', async () => {
    const response = await server.client().raw('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    for (const route of server.app.kiln.routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[openApiPath]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('has a browsable page at /api/docs', async () => {
    const response = await server.client().raw('GET', '/api/docs/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
  });
});

describe('envelopes and headers', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    const response = await server.client().raw('GET', '/api/no/such/thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('refuses a malformed JSON body with 400', async () => {
    const client = server.client();
    await client.signIn('admin', adminPassword);
    const response = await client.raw('POST', '/api/oauth/LockScreen', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await response.json()).code).toBe(400);
  });

  it('sends the security headers', async () => {
    const response = await server.client().raw('GET', '/api/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('request logs', () => {
  it('write one line per request and never the password digest or the token', async () => {
    const client = server.client();
    const token = await client.signIn('admin', adminPassword);
    await client.oauth.currentUser();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const requests = logLines.map((line) => JSON.parse(line) as { msg: string; path?: string }).filter((l) => l.msg === 'request');
    expect(requests.filter((l) => l.path === '/api/oauth/CurrentUser').length).toBeGreaterThan(0);
    const all = logLines.join('\n');
    expect(all).not.toContain(token.slice(7));
    expect(all).not.toMatch(/[0-9a-f]{32}/);
  });
});
