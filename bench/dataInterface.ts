// A SQL data interface's `Actions/List` (page 1 of 20 over a table of 100,000
// rows on the allow-list, keyword empty) against Kiln in a process of its own
// (bench/onlineDevChild.ts 'kiln'), beside a bare Fastify handler running the
// same two statements (bench/dataInterfaceChild.ts): 20 connections, 10 s each,
// on SQLite and — when KILN_TEST_PG_URL names a server (node scripts/with-postgres.mjs)
// — on PostgreSQL. Figures, never assertions; the goals are printed beside them.
// Beside each figure, the server process's CPU time per answer (all its threads,
// from /proc; PostgreSQL's own work is not in it): on a shared machine req/s
// moves with the neighbours' load, CPU per answer much less.
import fs from 'node:fs';
import os from 'node:os';
import { fork, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import type { Config } from '@server/config';
import { benchConfig, benchPassword, startSignedIn } from './benchServer';
import { nextMessage } from './childControl';
import { call, signIn } from './onlineDevSetup';
import type { BareListInit } from './dataInterfaceChild';
import { createPostgresDatabase } from '../tests/api/harness';

const rowCount = Number(process.env.BENCH_ROWS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const benchTable = 'bench_interface_rows';
const statement = `select id as "id", full_name as "fullName", en_code as "enCode" from ${benchTable}`;

interface Child {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

const clockTicksPerSecond = 100;

/** The CPU time (user + system, every thread) a process has used, in ms; 0 where /proc is missing. */
function cpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicksPerSecond;
  } catch {
    return 0;
  }
}

async function startChild(file: string, mode: string[], init: unknown): Promise<Child> {
  const flags = process.env.KILN_BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = fork(new URL(file, import.meta.url), mode, {
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
  return { base, pid: child.pid ?? 0, stop };
}

interface Load {
  rps: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answer (every thread), in µs. */
  cpuUs: number;
}

async function measure(pid: number, url: string, token: string, body: string | null): Promise<Load> {
  const headers = { ...(body === null ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: token } : {}) };
  const request = body === null ? { method: 'GET' as const } : { method: 'POST' as const, body };
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({ url, headers, ...request, connections, duration: seconds });
  const cpuUsed = cpuMs(pid) - cpuBefore;
  return {
    cpuUs: Math.round((cpuUsed * 1000) / Math.max(1, result.requests.total)),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each figure's median over the rounds. */
function medianLoad(loads: Load[]): Load {
  return {
    rps: median(loads.map((load) => load.rps)),
    p50: median(loads.map((load) => load.p50)),
    p975: median(loads.map((load) => load.p975)),
    p99: median(loads.map((load) => load.p99)),
    cpuUs: median(loads.map((load) => load.cpuUs)),
    errors: loads.reduce((sum, load) => sum + load.errors, 0),
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

/** The bench table filled, put on the allow-list, and an interface over it; answers the interface's id. */
async function prepare(config: Config): Promise<string> {
  const { app, base, token } = await startSignedIn(config);
  try {
    const db = app.kiln.db;
    await db.schema
      .createTable(benchTable)
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
      .execute();
    const batch = 1000;
    for (let start = 0; start < rowCount; start += batch) {
      const rows = Array.from({ length: Math.min(batch, rowCount - start) }, (_, offset) => {
        const n = start + offset;
        return { id: `r${String(n).padStart(7, '0')}`, full_name: `名称${n}`, en_code: `code${n}` };
      });
      // A bench table outside the typed schema.
      const values = sql.join(rows.map((row) => sql`(${row.id}, ${row.full_name}, ${row.en_code})`));
      await sql`insert into ${sql.table(benchTable)} (id, full_name, en_code) values ${values}`.execute(db);
    }
    await call(base, token, 'PUT', '/api/system/SysConfig', { dataInterfaceTables: [benchTable] });
    const category = await db
      .selectFrom('base_dictionary_data as d')
      .innerJoin('base_dictionary_type as t', 't.id', 'd.dictionary_type_id')
      .select('d.id')
      .where('t.en_code', '=', 'DataInterfaceType')
      .executeTakeFirstOrThrow();
    const created = await call<{ id: string }>(base, token, 'POST', '/api/system/DataInterface', {
      fullName: '压测接口',
      enCode: 'benchRows',
      category: category.id,
      type: 1,
      action: 3,
      dataConfigJson: JSON.stringify({ sqlData: { sql: statement } }),
      fieldJson: JSON.stringify([{ field: 'id' }, { field: 'fullName' }, { field: 'enCode' }]),
    });
    return created.id;
  } finally {
    await app.close();
  }
}

async function benchOne(databaseUrl: string | null): Promise<(string | number)[][]> {
  const config = { ...benchConfig('kiln-bench-interface-'), databaseUrl };
  const children: Child[] = [];
  try {
    const interfaceId = await prepare(config);
    const kiln = await startChild('./onlineDevChild.ts', ['kiln'], { dataDir: config.dataDir, databaseUrl });
    children.push(kiln);
    const { base } = kiln;
    const token = await signIn(base, 'admin', benchPassword);
    const url = `${base}/api/system/DataInterface/${interfaceId}/Actions/List`;
    const body = JSON.stringify({ currentPage: 1, pageSize: 20, keyword: '', relationField: 'fullName', paramList: [] });
    const kilnAnswer = await post(url, token, body);
    if (kilnAnswer.code !== 200) throw new Error(`Kiln answered ${kilnAnswer.code}: ${kilnAnswer.msg}`);
    const init: BareListInit = { file: databaseUrl ? null : `${config.dataDir}/kiln.db`, databaseUrl, sql: statement, msg: kilnAnswer.msg };
    const bare = await startChild('./dataInterfaceChild.ts', [], init);
    children.push(bare);
    const bareUrl = `${bare.base}/bare`;
    const bareAnswer = await post(bareUrl, '', body);
    const same = JSON.stringify(bareAnswer) === JSON.stringify(kilnAnswer);
    // The machine is shared: the cases take turns, round after round, and each figure is the median of its rounds.
    const loads: Load[][] = [[], [], []];
    for (let round = 0; round < rounds; round += 1) {
      loads[0].push(await measure(kiln.pid, url, token, body));
      // The same signed-in route machinery without the engine: what any Kiln request costs here.
      loads[1].push(await measure(kiln.pid, `${base}/api/system/DataInterface/GetParam/${interfaceId}`, token, null));
      loads[2].push(await measure(bare.pid, bareUrl, '', body));
    }
    const [kilnLoad, floorLoad, bareLoad] = loads.map(medianLoad);
    const database = databaseUrl ? 'PostgreSQL' : 'SQLite';
    const total = kilnAnswer.data.pagination.total;
    return [
      [
        database,
        'Kiln Actions/List',
        total,
        kilnLoad.rps,
        kilnLoad.p50,
        kilnLoad.p975,
        kilnLoad.p99,
        kilnLoad.cpuUs,
        kilnLoad.errors,
        same ? 'same body' : '**bodies differ**',
      ],
      [
        database,
        'Kiln GetParam (no engine: the route floor)',
        '',
        floorLoad.rps,
        floorLoad.p50,
        floorLoad.p975,
        floorLoad.p99,
        floorLoad.cpuUs,
        floorLoad.errors,
        '',
      ],
      [
        database,
        'bare Fastify, same SQL',
        bareAnswer.data.pagination.total,
        bareLoad.rps,
        bareLoad.p50,
        bareLoad.p975,
        bareLoad.p99,
        bareLoad.cpuUs,
        bareLoad.errors,
        '',
      ],
      [
        database,
        'goals',
        '',
        `Kiln/bare = ${(kilnLoad.rps / bareLoad.rps).toFixed(2)} ${kilnLoad.rps >= 0.8 * bareLoad.rps ? 'met' : '**missed**'} (≥ 0.8)`,
        '',
        '',
        `${kilnLoad.p99 < 50 ? 'met' : '**missed**'} (< 50)`,
        '',
        '',
        '',
      ],
    ];
  } finally {
    for (const child of children) await child.stop();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

export async function benchDataInterface(): Promise<void> {
  const rows = await benchOne(null);
  const pgUrl = process.env.KILN_TEST_PG_URL;
  if (pgUrl) {
    const database = await createPostgresDatabase(pgUrl, 'kiln_bench');
    try {
      rows.push(...(await benchOne(database.url)));
    } finally {
      await database.drop();
    }
  }
  const head = ['database', 'case', 'rows', 'req/s', 'p50 ms', 'p97.5 ms', 'p99 ms', 'CPU µs/answer', 'errors', ''];
  console.log(
    `\n### SQL data interface, Actions/List page 1 of 20 over ${rowCount.toLocaleString('en')} rows ` +
      `(autocannon ${connections} connections, ${seconds} s each, medians of ${rounds} rounds taken in turn; ` +
      `load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
  );
  console.log([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
  if (!pgUrl) console.log('\nPostgreSQL: not measured (KILN_TEST_PG_URL unset; run under node scripts/with-postgres.mjs).');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchDataInterface();
