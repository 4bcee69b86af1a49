// The settings drawer's choices kept per user on the server (spec 01 §2.7):
// GET and PUT /api/permission/Users/Current/SystemSettings, checked by schema.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultShellSettings } from '@core/api/shellSettings';
import { memberOf, startServer, type TestClient, type TestServer } from './harness';

let server: TestServer;
let member: TestClient;
let other: TestClient;

beforeAll(async () => {
  server = await startServer();
  member = await memberOf(server, 'zhangwei');
  other = await memberOf(server, 'lina');
});
afterAll(async () => {
  await server.close();
});

const url = '/api/permission/Users/Current/SystemSettings';

describe('the own shell settings', () => {
  it('answers the system defaults until the user changes one', async () => {
    await expect(member.call('GET', url)).resolves.toMatchObject({ code: 200, data: defaultShellSettings });
  });

  it('keeps the whole set for this user only', async () => {
    const chosen = { ...defaultShellSettings, themeColor: 'green', sidebarTheme: 'light', useCache: true, size: 'mini' };
    await expect(member.call('PUT', url, chosen)).resolves.toMatchObject({ code: 200, msg: '更新成功' });
    await expect(member.call('GET', url)).resolves.toMatchObject({ code: 200, data: chosen });
    await expect(other.call('GET', url)).resolves.toMatchObject({ code: 200, data: defaultShellSettings });
  });

  it('refuses unknown colours, sizes and missing fields, and drops extra ones', async () => {
    for (const body of [
      { ...defaultShellSettings, themeColor: 'pink' },
      { ...defaultShellSettings, size: 'huge' },
      { ...defaultShellSettings, tagsView: 'yes' },
      { themeColor: 'red' },
    ]) {
      expect((await member.call('PUT', url, body)).code).toBe(400);
    }
    await expect(member.call('GET', url)).resolves.toMatchObject({ data: { themeColor: 'green' } });
    // Like every route, unknown properties are removed by the schema before the handler sees them.
    expect((await member.call('PUT', url, { ...defaultShellSettings, extra: 1 })).code).toBe(200);
    const { data } = await member.call<Record<string, unknown>>('GET', url);
    expect(data).toEqual(defaultShellSettings);
  });
});
