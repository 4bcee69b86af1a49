// Two server processes on one PostgreSQL database: a grant saved through one
// reaches a member's requests on the other at once, since each process drops
// the contexts the other's notice names (LISTEN/NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeApi } from '@core/api/authorize';
import { memberOf, startAsAdmin, startServer, type TestClient, type TestServer } from './harness';

const onPostgres = process.env.KILN_TEST_DB === 'postgres' && Boolean(process.env.KILN_TEST_PG_URL);

let first: TestServer;
let second: TestServer;
let admin: TestClient;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ server: first, admin } = await startAsAdmin());
  second = await startServer({ databaseUrl: first.app.kiln.config.databaseUrl });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe.skipIf(!onPostgres)('grant changes across server processes', () => {
  it('reach the other process at once, both ways', async () => {
    const member = await memberOf(first, 'sunli');
    const elsewhere = second.client({ token: member.token });
    const readArea = async () => (await elsewhere.call('GET', '/api/system/Area/110000/Info')).code;
    // The other process loads (and keeps) the member's context: no grant yet.
    expect(await readArea()).toBe(403);

    const userId = (await first.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', 'sunli').executeTakeFirstOrThrow()).id;
    const grant = (module: string[]) => authorizeApi(admin.call).save(userId, { objectType: 'User', systemIds: [], module, button: [], column: [], form: [], resource: [] });
    expect((await grant(['menu-systemdata', 'menu-area'])).code).toBe(200);
    await expect.poll(readArea).toBe(200);

    expect((await grant([])).code).toBe(200);
    await expect.poll(readArea).toBe(403);
  });
});
