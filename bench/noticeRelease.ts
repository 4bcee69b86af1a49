// A notice released to 10,000 users (issue 28; goal < 2 s): the PUT
// …/Actions/Release request timed end to end against the real server — the
// draft claimed, receivers resolved, one receive row per user inserted in
// batches of 1,000 in one transaction, then the push. Users are seeded into a
// temporary database; SQLite, and PostgreSQL when KILN_TEST_PG_URL is set
// (`node scripts/with-postgres.mjs npx tsx bench/noticeRelease.ts`).
import fs from 'node:fs';
import os from 'node:os';
import type { Config } from '@server/config';
import { benchConfig, startSignedIn } from './benchServer';
import { createPostgresDatabase } from '../tests/api/harness';

const userCount = Number(process.env.BENCH_NOTICE_USERS ?? 10_000);
const rounds = 3;
const departmentId = 'bench-notice-dep';

/** `userCount` users in one new department, copied from a demo user. */
async function seed(app: Awaited<ReturnType<typeof startSignedIn>>['app']): Promise<void> {
  const { db } = app.kiln;
  const company = await db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('parent_id', '=', '-1').executeTakeFirstOrThrow();
  const now = Date.now();
  await db
    .insertInto('base_organize')
    .values({
      id: departmentId,
      parent_id: company.id,
      organize_id_tree: `${company.organize_id_tree},${departmentId}`,
      category: 'department',
      en_code: 'benchNotice',
      full_name: '公告压测部门',
      sort_code: 999,
      enabled_mark: 1,
      created_at: now,
    })
    .execute();
  const template = await db.selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
  for (let start = 0; start < userCount; start += 500) {
    const users = Array.from({ length: Math.min(500, userCount - start) }, (_, i) => {
      const n = start + i;
      return {
        ...template,
        id: `bench-notice-${n}`,
        account: `benchnotice${n}`,
        real_name: `公告用户${n}`,
        mobile: `136${String(n).padStart(8, '0')}`,
        organize_id: departmentId,
        manager_id: '',
        position_id: '',
        created_at: now,
      };
    });
    await db.insertInto('base_user').values(users).execute();
  }
}

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(base + url, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: { id?: string; receivers?: number } };
}

async function benchOne(config: Config): Promise<(string | number)[]> {
  const { app, base, token } = await startSignedIn(config);
  try {
    await seed(app);
    const times: number[] = [];
    let receivers = 0;
    for (let round = 0; round < rounds; round++) {
      const created = await call(base, token, 'POST', '/api/message/Notice', {
        title: `压测公告 ${round}`,
        toUserIds: `${departmentId}--department`,
        category: '1',
        remindCategory: 1,
      });
      if (created.code !== 200 || !created.data.id) throw new Error(`create failed: ${created.msg}`);
      const started = performance.now();
      const released = await call(base, token, 'PUT', `/api/message/Notice/${created.data.id}/Actions/Release`);
      times.push(performance.now() - started);
      if (released.code !== 200) throw new Error(`release failed: ${released.msg}`);
      receivers = released.data.receivers ?? 0;
    }
    const sorted = [...times].sort((a, b) => a - b);
    const database = config.databaseUrl ? 'PostgreSQL' : 'SQLite';
    return [
      database,
      receivers.toLocaleString('en'),
      sorted[Math.floor(sorted.length / 2)].toFixed(0),
      sorted[sorted.length - 1].toFixed(0),
      sorted[sorted.length - 1] < 2000 ? 'yes' : 'no',
    ];
  } finally {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

export async function benchNoticeRelease(): Promise<void> {
  const rows = [await benchOne(benchConfig('kiln-bench-notice-'))];
  const pgUrl = process.env.KILN_TEST_PG_URL;
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, 'kiln_bench');
    try {
      rows.push(await benchOne({ ...benchConfig('kiln-bench-notice-'), databaseUrl: database.url }));
    } finally {
      await database.drop();
    }
  }
  const head = ['database', 'receivers', 'median ms', 'worst ms', 'under 2 s'];
  console.log(
    `\n### Notice release to ${userCount.toLocaleString('en')} users ` +
      `(${rounds} releases each; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
  );
  console.log([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
  if (!pgUrl) console.log('\nPostgreSQL: not measured (KILN_TEST_PG_URL unset; run under node scripts/with-postgres.mjs).');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchNoticeRelease();
