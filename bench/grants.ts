// The cost of the grant check a guarded request makes: loading the user's grant
// context from the database every time (as every request did before the cache)
// beside reading it from the cache, on the same server and user.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { buildApp } from '@server/app';
import { benchConfig } from './benchServer';

const rounds = 2_000;

export async function benchGrants(): Promise<void> {
  const config = benchConfig('kiln-bench-grants-');
  const app = await buildApp(config);
  try {
    const { grants, db } = app.kiln;
    // 朱霞 holds the manager role: system data screens, purchase requests with a data scheme.
    const userId = (await db.selectFrom('base_user').select('id').where('account', '=', 'zhuxia').executeTakeFirstOrThrow()).id;
    const check = () => grants.mayUse(userId, 'system.billRule', 'btn_edit');
    await check();

    const coldStart = performance.now();
    for (let i = 0; i < rounds; i += 1) {
      grants.forget([userId]);
      await check();
    }
    const cold = (performance.now() - coldStart) / rounds;

    const loadsBefore = grants.loads;
    const warmStart = performance.now();
    for (let i = 0; i < rounds; i += 1) await check();
    const warm = (performance.now() - warmStart) / rounds;

    console.log(`\nGrant check per request (${rounds.toLocaleString('en')} checks of 单据规则 + btn_edit for a manager, SQLite):`);
    console.table([
      { case: 'loaded from the database each time (no cache)', 'µs per check': Math.round(cold * 1000), 'context loads per check': 1 },
      { case: 'grant context from the cache', 'µs per check': +(warm * 1000).toFixed(1), 'context loads per check': (grants.loads - loadsBefore) / rounds },
    ]);
  } finally {
    await app.close();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchGrants();
