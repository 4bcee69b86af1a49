// The server outlives its database cutting connections: PostgreSQL restarting
// or an operator terminating sessions must cost a log line, not the process.
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPassword, startServer, type TestServer } from './harness';

const adminUrl = process.env.KILN_TEST_DB === 'postgres' ? process.env.KILN_TEST_PG_URL : undefined;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));
  server = await startServer({}, { logStream });
});
afterAll(async () => {
  await server.close();
});

describe.skipIf(!adminUrl)('idle connections cut by PostgreSQL', () => {
  it('are logged and replaced while requests keep being answered', async () => {
    const client = server.client();
    await client.signIn('admin', adminPassword);
    // Several requests at once leave several idle connections in the pool.
    await Promise.all(Array.from({ length: 6 }, () => client.oauth.currentUser()));
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(server.app.kiln.db);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    let cutCount = 0;
    try {
      const cut = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [rows[0]?.name]);
      cutCount = cut.rowCount ?? 0;
      expect(cutCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    // Every cut connection is reported (and so dropped by the pool) before new requests arrive.
    await expect.poll(() => logLines.filter((line) => line.includes('database connection lost')).length).toBe(cutCount);

    const answers = await Promise.all(Array.from({ length: 6 }, () => client.oauth.currentUser()));
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
