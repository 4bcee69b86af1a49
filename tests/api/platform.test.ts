// What every route shares: health, access declarations, permission checks,
// the OpenAPI document, security headers, envelopes and logs.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, memberOf, startServer, type TestServer } from './harness';
import { documentedPath } from './apiDocument';
import { access, sessionOf } from '@server/http/routeAccess';
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
        app.get('/api/test/rule-button', { config: { access: access.module('system.billRule', 'btn_add') } }, async (request) => ok(request, 'added'));
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
  it('every module check names a menu entry and button the menus hold, so a grant can open it', async () => {
    const db = server.app.kiln.db;
    const buttons = await db
      .selectFrom('base_module_button as b')
      .innerJoin('base_module as m', 'm.id', 'b.module_id')
      .select(['m.en_code as module', 'b.en_code as button'])
      .execute();
    const modules = new Set((await db.selectFrom('base_module').select('en_code').execute()).map((m) => m.en_code));
    const checks = server.app.kiln.routes.flatMap((route) => (route.access.kind === 'module' ? [route.access] : []));
    expect(checks.length).toBeGreaterThan(20);
    for (const check of checks) {
      expect(modules.has(check.module), check.module).toBe(true);
      if (check.button) expect(buttons.some((b) => b.module === check.module && b.button === check.button), `${check.module} ${check.button}`).toBe(true);
    }
  });

  it('refuses to start when a route checks a menu entry no module declares', async () => {
    await expect(
      startServer({}, { beforeListen: (app) => app.get('/api/test/typo', { config: { access: access.module('system.biilRule', 'btn_add') } }, async () => 'x') }),
    ).rejects.toThrow(/no module declares/);
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
    expect((await adminClient.call('GET', '/api/test/rule-button')).code).toBe(200);

    const developer = await memberOf(server, 'liangyu');
    expect((await developer.call('GET', '/api/test/docs-module')).code).toBe(200);
    // Managers are granted the numbering-rule screen but none of its buttons.
    const manager = await memberOf(server, 'wuting');
    const noButton = await manager.call('GET', '/api/test/rule-button');
    expect(noButton.code).toBe(403);
    expect(noButton.msg).toBe('您没有此操作的权限');

    const outsider = await memberOf(server, 'huchao');
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
      expect(document.paths[documentedPath(route.url)]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });

  it('has a browsable page at /api/docs', async () => {
    const response = await server.client().raw('GET', '/api/docs/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger');
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
