// Grants come only from what is enabled: a role, position or group that is
// disabled grants nothing, so its members lose its menus and are refused its
// routes at once, and get them back when it is enabled again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let manager: TestClient;

beforeAll(async () => {
  server = await startServer();
  // 朱霞 holds the manager role only, which reads the system-data screens.
  manager = await memberOf(server, 'zhuxia');
});
afterAll(async () => {
  await server.close();
});

// Flips the role's row and says so, as the role screen's state action does.
const setManagerRole = async (enabled: 0 | 1) => {
  await server.app.kiln.db.updateTable('base_role').set({ enabled_mark: enabled }).where('en_code', '=', 'manager').execute();
  await server.app.kiln.grants.changed();
};

describe('a disabled role', () => {
  it('grants nothing: its menus leave the member and its routes refuse them, until it is enabled again', async () => {
    const rules = await manager.call<{ list: { id: string }[] }>('GET', '/api/system/BillRule', { currentPage: 1, pageSize: 20 });
    // Reading one rule is a management read: it needs the 单据规则 menu's grant.
    const detail = () => manager.call('GET', `/api/system/BillRule/${rules.data.list[0].id}`);
    expect((await detail()).code).toBe(200);
    expect((await manager.oauth.currentUser()).data.menuList.map((entry) => entry.enCode)).toContain('systemData');

    await setManagerRole(0);
    expect((await detail()).code).toBe(403);
    expect((await manager.oauth.currentUser()).data.menuList).toEqual([]);

    await setManagerRole(1);
    expect((await detail()).code).toBe(200);
  });
});
