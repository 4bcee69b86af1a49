// What a route may say it needs besides one menu entry: any of several entries,
// or the administrators only; and the API document says what every route needs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { access } from '@server/http/routeAccess';
import { ok } from '@server/http/reply';
import { memberOf, startAsAdmin, type TestClient, type TestServer } from './harness';
import { apiDocument } from './apiDocument';

let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
  ({ server, admin } = await startAsAdmin({}, {
    beforeListen: (app) => {
      app.get(
        '/api/test/EitherScreen',
        { config: { access: access.anyModule('system.billRule', 'permission.user') }, schema: { summary: 'Read by either screen' } },
        async (request) => ok(request, 'read'),
      );
      app.get('/api/test/AdministratorsOnly', { config: { access: access.administrators() }, schema: { summary: 'Administrators only' } }, async (request) => ok(request, 'read'));
    },
  }));
});
afterAll(async () => {
  await server.close();
});

describe('route access', () => {
  it('lets in whoever holds any one of the named menu entries, and no one else', async () => {
    // 朱霞 (manager) holds 单据规则; 罗浩 (developer) holds neither entry.
    const manager = await memberOf(server, 'zhuxia');
    const developer = await memberOf(server, 'luohao');
    expect((await manager.call('GET', '/api/test/EitherScreen')).code).toBe(200);
    expect((await developer.call('GET', '/api/test/EitherScreen')).code).toBe(403);
    expect((await admin.call('GET', '/api/test/EitherScreen')).code).toBe(200);
  });

  it('keeps an administrators-only route to the administrators', async () => {
    const manager = await memberOf(server, 'zhuxia');
    expect((await manager.call('GET', '/api/test/AdministratorsOnly')).code).toBe(403);
    expect((await admin.call('GET', '/api/test/AdministratorsOnly')).code).toBe(200);
  });

  it('says in the API document what every route needs', async () => {
    const document = await apiDocument(server);
    expect(document.paths['/api/test/EitherScreen'].get.description).toBe(
      'Access: any of the menu entries system.billRule, permission.user (administrators pass).',
    );
    expect(document.paths['/api/system/BillRule/{id}'].get.description).toBe('Access: the menu entry system.billRule (administrators pass).');
    expect(document.paths['/api/system/BillRule'].post.description).toBe(
      'Access: the menu entry system.billRule and its button btn_add (administrators pass).',
    );
    const undocumented = Object.entries(document.paths).flatMap(([path, operations]) => Object.entries(operations).filter(([, operation]) => !operation.description?.includes('Access: ')).map(([method]) => `${method} ${path}`));
    expect(undocumented).toEqual([]);
  });
});
