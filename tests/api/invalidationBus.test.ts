// The invalidation bus: a notice reaches this process's caches at once and,
// with PostgreSQL, every other process's (LISTEN/NOTIFY). Two server processes
// on one database: a grant, configuration change or model release saved through
// one is served by the other without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { authorizeApi } from '@core/api/authorize';
import { onlineDevApi, visualDevApi } from '@core/api/visualdev';
import { DatabaseInvalidationBus } from '@server/db/invalidation';
import { memberOf, startAsAdmin, startServer, type TestClient, type TestServer } from './harness';
import { claimInput } from './modelFixtures';

const onPostgres = process.env.KILN_TEST_DB === 'postgres' && Boolean(process.env.KILN_TEST_PG_URL);

describe('the invalidation bus in one process', () => {
  it('delivers a notice to its topic listeners at once, and keeps delivering when one throws', async () => {
    const bus = new DatabaseInvalidationBus(null);
    const heard: string[] = [];
    bus.on('models', () => {
      throw new Error('a broken cache');
    });
    bus.on('models', (payload) => heard.push(payload));
    bus.on('config', (payload) => heard.push(`config ${payload}`));
    await expect(bus.publish('models', 'model-1')).rejects.toThrow('a broken cache');
    expect(heard).toEqual(['model-1']);
  });
});

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

const userIdOf = async (account: string) =>
  (await first.app.kiln.db.selectFrom('base_user').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

describe.skipIf(!onPostgres)('changes across server processes', () => {
  it('a grant reaches the other process at once, both ways', async () => {
    const member = await memberOf(first, 'sunli');
    const elsewhere = second.client({ token: member.token });
    const readArea = async () => (await elsewhere.call('GET', '/api/system/Area/110000/Info')).code;
    // The other process loads (and keeps) the member's context: no grant yet.
    expect(await readArea()).toBe(403);

    const userId = await userIdOf('sunli');
    const grant = (module: string[]) =>
      authorizeApi(admin.call).save(userId, { objectType: 'User', systemIds: [], module, button: [], column: [], form: [], resource: [] });
    expect((await grant(['menu-systemdata', 'menu-area'])).code).toBe(200);
    await expect.poll(readArea).toBe(200);

    expect((await grant([])).code).toBe(200);
    await expect.poll(readArea).toBe(403);
  });

  it("a model's release on one process is served by the other, with its new field", async () => {
    const models = visualDevApi(admin.call);
    const input = await claimInput(first, 'claimTwoProcesses', 'ext_claim_two');
    const modelId = (await models.create(input)).data.id;
    expect((await models.release(modelId, { pcModuleParentId: 'menu-devtools' })).code).toBe(200);
    const elsewhere = onlineDevApi(second.client({ token: admin.token }).call);
    // The other process reads (and keeps) the first release.
    expect((await elsewhere.config(modelId)).data.version).toBe(1);

    input.design.form.push({ id: 'nNote', widget: 'comInput', field: 'note', label: '备注', rules: { maxLength: 50 } });
    expect((await models.update(modelId, input)).code).toBe(200);
    expect((await models.release(modelId, {})).code).toBe(200);
    await expect.poll(async () => (await elsewhere.config(modelId)).data.version).toBe(2);
    const saved = await elsewhere.create(modelId, { title: '两个进程', note: '新字段', lines: [] });
    expect(saved.code).toBe(200);
    expect(JSON.parse((await elsewhere.get(modelId, saved.data.id)).data.data)).toMatchObject({ note: '新字段' });
  });

  it('the configuration and the admin list reach the other process without a restart', async () => {
    const adminElsewhere = second.client({ token: admin.token });
    const tokenTimeout = async () => (await adminElsewhere.call<{ tokenTimeout: number }>('GET', '/api/system/SysConfig')).data.tokenTimeout;
    const before = await tokenTimeout();
    await first.app.kiln.sysConfig.set({ tokenTimeout: before + 30 });
    try {
      await expect.poll(tokenTimeout).toBe(before + 30);
    } finally {
      await first.app.kiln.sysConfig.set({ tokenTimeout: before });
    }

    const member = await memberOf(first, 'wangfang');
    const readAdmins = async () => (await second.client({ token: member.token }).call('GET', '/api/system/SysConfig/getAdminList')).code;
    expect(await readAdmins()).toBe(403);
    const { adminIds } = await first.app.kiln.sysConfig.get();
    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds: [...adminIds, await userIdOf('wangfang')] })).code).toBe(200);
    await expect.poll(readAdmins).toBe(200);
    expect((await admin.call('PUT', '/api/system/SysConfig/setAdminList', { adminIds })).code).toBe(200);
    await expect.poll(readAdmins).toBe(403);
  });

  it('a notice too long for PostgreSQL drops everything of its topic; a lost listener drops everything and listens again', async () => {
    const heard: string[] = [];
    second.app.kiln.invalidation.on('models', (payload) => heard.push(payload));
    await first.app.kiln.invalidation.publish('models', 'model-1');
    await expect.poll(() => heard).toContain('model-1');
    await first.app.kiln.invalidation.publish('models', 'm'.repeat(8000));
    await expect.poll(() => heard).toContain('*');

    heard.length = 0;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen kiln_invalidate'`.execute(
      first.app.kiln.db,
    );
    await expect.poll(() => heard).toContain('*');
    // Once listening again, notices arrive again.
    await expect
      .poll(async () => {
        await first.app.kiln.invalidation.publish('models', 'model-2');
        return heard;
      })
      .toContain('model-2');
  });
});
