// The online-development runtime at 100,000 records, against Kiln in a process
// of its own (bench/onlineDevChild.ts):
// 1. a released model's list (POST OnlineDev/{id}/List, page 1 of 20, the default
//    sort) for the administrator, for a member whose role holds the model's menu
//    entry under a data scheme of their own rows, and from a bare Fastify handler
//    replaying the very statements Kiln ran for the administrator (captured from
//    its query executor) and answering the same body;
// 2. the release of one more field on a 100-field model, on SQLite and — when
//    KILN_TEST_PG_URL names a server (node scripts/with-postgres.mjs) — on PostgreSQL.
// Figures, never assertions; the goals are printed beside them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import type { ModelDetail, ReleaseOutcome } from '@core/api/visualdev';
import { benchConfig, benchPassword, startSignedIn } from './benchServer';
import { nextMessage } from './childControl';
import type { BareInit, KilnInit, ListedField } from './onlineDevChild';
import { timeParts } from './onlineDevParts';
import { createPostgresDatabase } from '../tests/api/harness';
import {
  call,
  claimModel,
  createAndRelease,
  creatorIds,
  fillRows,
  memberAccount,
  memberPassword,
  memberUnderScheme,
  modelCategory,
  signIn,
  wideModel,
  withOneMoreField,
} from './onlineDevSetup';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const releaseRounds = 3;

interface Child {
  child: ChildProcess;
  base: string;
  stop: () => Promise<void>;
}

/** The child server in `mode`, given `init`; extra Node flags (a CPU profile) from KILN_BENCH_CHILD_FLAGS. */
async function startChild(mode: 'kiln', init: KilnInit): Promise<Child>;
async function startChild(mode: 'bare', init: BareInit): Promise<Child>;
async function startChild(mode: string, init: unknown): Promise<Child> {
  const flags = process.env.KILN_BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child = fork(new URL('./onlineDevChild.ts', import.meta.url), [mode], {
    execArgv: ['--import', 'tsx', ...flags],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const started = nextMessage<{ base: string }>(child);
  child.send(init as string);
  const { base } = await started;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send('stop');
    });
  return { child, base, stop };
}

interface Load {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
}

async function measure(url: string, token: string, body: string, connections: number): Promise<Load> {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) };
  const result = await autocannon({ url, method: 'POST', headers, body, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function post(
  url: string,
  token: string,
  body: string,
): Promise<{ code: number; msg: string; data: { list: unknown[]; pagination: { total: number } } }> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) }, body });
  return (await answer.json()) as Awaited<ReturnType<typeof post>>;
}

/** The statements one list request runs, from Kiln's executor. */
async function captured(kiln: Child, request: () => Promise<unknown>): Promise<BareInit['statements']> {
  kiln.child.send('capture');
  await request();
  const answer = nextMessage<{ statements: BareInit['statements'] }>(kiln.child);
  kiln.child.send('captured');
  return (await answer).statements;
}

const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map((cell) => String(cell).replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
const ratio = (value: number) => value.toFixed(2);
const met = (ok: boolean) => (ok ? 'met' : '**missed**');

async function benchList(): Promise<void> {
  const config = benchConfig('kiln-bench-onlinedev-');
  const children: Child[] = [];
  try {
    const { app, base, token } = await startSignedIn(config);
    const db = app.kiln.db;
    const model = claimModel(await modelCategory(db));
    const released = await createAndRelease(base, token, model);
    const filling = performance.now();
    await fillRows(db, model, released.design, rowCount, await creatorIds(db));
    const filled = Math.round(performance.now() - filling);
    await memberUnderScheme(db, released.menuId);
    await app.close();

    const kiln = await startChild('kiln', { dataDir: config.dataDir, databaseUrl: null });
    children.push(kiln);
    const administrator = await signIn(kiln.base, 'admin', benchPassword);
    const member = await signIn(kiln.base, memberAccount, memberPassword);
    const url = `${kiln.base}/api/visualdev/OnlineDev/${released.id}/List`;
    const body = JSON.stringify({ currentPage: 1, pageSize: 20, menuId: released.menuId });
    // A first request loads the released model and the grant contexts; the captured ones are steady-state requests.
    const adminAnswer = await post(url, administrator, body);
    const memberAnswer = await post(url, member, body);
    const adminStatements = await captured(kiln, () => post(url, administrator, body));
    const memberStatements = await captured(kiln, () => post(url, member, body));
    const file = path.join(config.dataDir, 'kiln.db');

    const mainTable = released.design.tables.main.table;
    const statementAt = (test: (sql: string) => boolean) => adminStatements.findIndex((statement) => test(statement.sql));
    const countAt = statementAt((text) => text.includes(`"${mainTable}"`) && text.includes('count(*)'));
    const pageAt = statementAt((text) => text.includes(`"${mainTable}"`) && text.includes(' limit '));
    const namesAt = statementAt((text) => text.includes('from "base_user"') && !text.includes('"base_session"'));
    if (countAt < 0 || pageAt < 0) throw new Error(`no count or page among the captured statements:\n${adminStatements.map((s) => s.sql).join('\n')}`);
    const columns = released.design.tables.main.columns;
    const numeric = new Set(model.fields.filter((field) => ['date', 'amount', 'count'].includes(field.kind)).map((field) => field.node.field!));
    const fields: ListedField[] = released.design.list.columns.map(({ field: name }) => {
      if (name === 'creatorUserId') return { name, column: 'creator_user_id', numeric: false, user: true };
      if (name === 'creatorTime') return { name, column: 'creator_time', numeric: true, user: false };
      const node = model.fields.find((field) => field.node.field === name)!.node;
      return { name, column: columns[node.id], numeric: numeric.has(name), user: false };
    });
    const bare = await startChild('bare', { file, statements: adminStatements, countAt, pageAt, namesAt, fields, msg: adminAnswer.msg });
    children.push(bare);
    const bareUrl = `${bare.base}/bare`;
    const bareAnswer = await post(bareUrl, '', body);
    const sameBody = JSON.stringify(bareAnswer) === JSON.stringify(adminAnswer);
    if (!sameBody)
      console.log(`Kiln's first record: ${JSON.stringify(adminAnswer.data.list[0])}\nbare's first record: ${JSON.stringify(bareAnswer.data.list[0])}`);

    const cases = [
      { name: 'Kiln, administrator', url, token: administrator, rows: adminAnswer.data.pagination.total },
      { name: 'Kiln, member (own rows)', url, token: member, rows: memberAnswer.data.pagination.total },
      { name: 'bare, the administrator’s SQL', url: bareUrl, token: '', rows: bareAnswer.data.pagination.total },
    ];
    const loads: Record<string, Load>[] = [];
    for (const connections of [20, 1]) {
      const byCase: Record<string, Load> = {};
      for (const item of cases) byCase[item.name] = await measure(item.url, item.token, body, connections);
      loads.push(byCase);
    }
    const [busy, single] = loads;
    const [admin, memberLoad, bareLoad] = cases.map((item) => busy[item.name]);
    const rows = [20, 1].flatMap((connections, at) =>
      cases.map((item) => {
        const load = loads[at][item.name];
        return [item.name, connections, item.rows, load.rps, load.p50, load.p975, load.p99, load.errors];
      }),
    );
    console.log(
      `\n### Online-development list, page 1 of 20 rows, at ${rowCount.toLocaleString('en')} records ` +
        `(SQLite; autocannon ${seconds} s each; filled in ${filled} ms; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
    );
    console.log(table(['case', 'connections', 'rows in scope', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'errors'], rows));
    console.log('');
    console.log(
      table(
        ['goal', 'figure (20 connections)', ''],
        [
          [
            'member within 20% of the administrator',
            `member / administrator req/s = ${ratio(memberLoad.rps / admin.rps)}`,
            met(memberLoad.rps >= 0.8 * admin.rps),
          ],
          ['Kiln ≥ 0.7 of bare', `Kiln / bare req/s = ${ratio(admin.rps / bareLoad.rps)}`, met(admin.rps >= 0.7 * bareLoad.rps)],
          ['p99 < 50 ms (administrator)', `${admin.p99} ms (1 connection: ${single['Kiln, administrator'].p99} ms)`, met(admin.p99 < 50)],
          ['p99 < 50 ms (member)', `${memberLoad.p99} ms (1 connection: ${single['Kiln, member (own rows)'].p99} ms)`, met(memberLoad.p99 < 50)],
        ],
      ),
    );
    const statementList = adminStatements.map((statement, index) => `${index + 1}. ${statement.sql.slice(0, 60)}…`).join(' ');
    console.log(
      `\nThe bare handler replays the administrator's ${adminStatements.length} statements (${statementList}) ` +
        `and answers ${sameBody ? 'the very body Kiln answers' : '**a body unlike Kiln’s**'}.`,
    );
    const parts = timeParts({
      file,
      table: mainTable,
      scopeColumn: 'creator_user_id',
      sortColumn: 'creator_time',
      cases: [
        { who: 'administrator', statements: adminStatements, kilnRps: single['Kiln, administrator'].rps },
        { who: 'member', statements: memberStatements, kilnRps: single['Kiln, member (own rows)'].rps },
      ],
      bareRps: single['bare, the administrator’s SQL'].rps,
    });
    console.log(`\nWhere the time goes: each statement alone on the same file (median of 21 runs, better-sqlite3), and per request beyond the SQL\n`);
    console.log(table(['part', 'ms', 'SQLite plan / sum'], parts));
  } finally {
    for (const child of children) await child.stop();
    if (process.env.BENCH_KEEP) console.log(`The database is kept: ${config.dataDir}`);
    else fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - start)];
}

/** One more field released, `releaseRounds` times, on a 100-field model of `rowCount` rows: the times of each step. */
async function benchRelease(databaseUrl: string | null): Promise<(string | number)[]> {
  const config = { ...benchConfig('kiln-bench-release-'), databaseUrl };
  let kiln: Child | null = null;
  try {
    const { app, base, token } = await startSignedIn(config);
    const db = app.kiln.db;
    const model = wideModel(await modelCategory(db));
    const released = await createAndRelease(base, token, model);
    await fillRows(db, model, released.design, rowCount, await creatorIds(db));
    await app.close();

    kiln = await startChild('kiln', { dataDir: config.dataDir, databaseUrl });
    const administrator = await signIn(kiln.base, 'admin', benchPassword);
    const at = `/api/visualdev/Base/${released.id}`;
    const saves: number[] = [];
    const dryRuns: number[] = [];
    const releases: number[] = [];
    const rounds: { took: number; statements: BareInit['statements'] }[] = [];
    for (let round = 0; round < releaseRounds; round += 1) {
      const detail = await call<ModelDetail>(kiln.base, administrator, 'GET', at);
      const design = withOneMoreField(detail.design);
      saves.push((await timed(() => call(kiln!.base, administrator, 'PUT', at, { ...model.input, design })))[1]);
      const [preview, dryRun] = await timed(() => call<ReleaseOutcome>(kiln!.base, administrator, 'POST', `${at}/Actions/Release`, { dryRun: true }));
      const added = preview.changes.map((change) => `${change.kind} ${change.column ?? ''}`.trim()).join(', ');
      if (preview.changes.length !== 1 || preview.changes[0].losesData) throw new Error(`the release would change more than one column: ${added}`);
      dryRuns.push(dryRun);
      let took = 0;
      const statements = await captured(kiln, async () => {
        took = (await timed(() => call<ReleaseOutcome>(kiln!.base, administrator, 'POST', `${at}/Actions/Release`, {})))[1];
      });
      releases.push(took);
      rounds.push({ took, statements });
    }
    // Where the slowest release spent its time: its statements (as Kiln's executor timed them) and the slowest of them.
    const slowest = rounds.reduce((one, other) => (other.took > one.took ? other : one));
    const sqlMs = slowest.statements.reduce((sum, statement) => sum + (statement.ms ?? 0), 0);
    const worst = slowest.statements.reduce((one, other) => ((other.ms ?? 0) > (one.ms ?? 0) ? other : one));
    const fieldCount = model.fields.length;
    return [
      databaseUrl ? 'PostgreSQL' : 'SQLite',
      rowCount,
      `${fieldCount}→${fieldCount + releaseRounds}`,
      median(saves),
      median(dryRuns),
      releases.join(', '),
      median(releases),
      `${slowest.statements.length} statements, ${Math.round(sqlMs)} ms; ` +
        `slowest ${Math.round(worst.ms ?? 0)} ms: \`${worst.sql.replace(/\s+/g, ' ').slice(0, 70)}…\``,
      met(slowest.took < 2000),
    ];
  } finally {
    await kiln?.stop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

export async function benchOnlineDev(): Promise<void> {
  const only = process.env.BENCH_ONLY;
  if (only !== 'release') await benchList();
  if (only === 'list') return;
  const releases = [await benchRelease(null)];
  const pgUrl = process.env.KILN_TEST_PG_URL;
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, 'kiln_bench');
    try {
      releases.push(await benchRelease(database.url));
    } finally {
      await database.drop();
    }
  }
  console.log(
    `\n### Release of one more field on a 100-field model of ${rowCount.toLocaleString('en')} records ` +
      `(${releaseRounds} rounds, one field each; load average ${os.loadavg()[0].toFixed(1)})\n`,
  );
  console.log(
    table(
      [
        'database',
        'rows',
        'fields',
        'PUT design ms (median)',
        'dry run ms (median)',
        'release ms (each)',
        'release ms (median)',
        'slowest release: its SQL',
        'goal < 2 s (slowest)',
      ],
      releases,
    ),
  );
  if (!pgUrl) console.log('\nPostgreSQL: not measured (KILN_TEST_PG_URL unset; run under node scripts/with-postgres.mjs).');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchOnlineDev();
