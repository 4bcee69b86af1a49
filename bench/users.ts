// The user list at 100,000 users: an administrator (every row) beside a member
// whose data scheme limits them to their organisation and below, in the same
// run; and Kiln's answer beside a bare Fastify handler replaying the very SQL
// statements Kiln ran for that request — the session's lookup, the count, the
// page and the names — captured from its query executor.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { passwordDigest, hashPasswordDigest } from '@server/auth/passwords';
import { access } from '@server/http/routeAccess';
import { benchConfig } from './benchServer';

const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const departmentCount = 50;
const memberPassword = 'Bench2026m';

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 20, duration: 5 });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** 50 departments under the demo company, 100,000 users spread over them, and a member under a scheme. */
async function seed(config: Config): Promise<void> {
  const app = await buildApp(config);
  const { db } = app.kiln;
  const company = await db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('parent_id', '=', '-1').executeTakeFirstOrThrow();
  const now = Date.now();
  const departments = Array.from({ length: departmentCount }, (_, i) => ({
    id: `bench-dep-${i}`,
    parent_id: company.id,
    organize_id_tree: `${company.organize_id_tree},bench-dep-${i}`,
    category: 'department' as const,
    en_code: `benchDep${i}`,
    full_name: `压测部门${i}`,
    sort_code: i,
    enabled_mark: 1,
    created_at: now,
  }));
  await db.insertInto('base_organize').values(departments).execute();
  const template = await db.selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
  for (let start = 0; start < userCount; start += 500) {
    const users = Array.from({ length: 500 }, (_, i) => {
      const n = start + i;
      return { ...template, id: `bench-user-${n}`, account: `bench${n}`, real_name: `压测用户${n}`, mobile: `139${String(n).padStart(8, '0')}`, organize_id: `bench-dep-${n % departmentCount}`, manager_id: '', position_id: '', sort_code: n % 1000, created_at: now + n, updated_at: now };
    });
    await db.insertInto('base_user').values(users).execute();
    await db
      .insertInto('base_user_relation')
      .values(users.map((user) => ({ id: `bench-rel-${user.id}`, user_id: user.id, object_type: 'Organize' as const, object_id: user.organize_id })))
      .execute();
  }
  // bench0 manages the users: the list's menu, and a scheme of their organisation and below.
  const member = 'bench-user-0';
  await db.updateTable('base_user').set({ password_hash: await hashPasswordDigest(passwordDigest(memberPassword)), change_password_date: now }).where('id', '=', member).execute();
  await db
    .insertInto('base_module_data_scheme')
    .values({ id: 'bench-scheme', module_id: 'menu-users', en_code: 'benchOwnOrganisation', full_name: '本组织及下级', description: '', sort_code: 0, enabled_mark: 1, created_at: now, all_data: 0, condition_text: '', condition_json: JSON.stringify([{ logic: 'and', groups: [{ field: 'organizeId', op: 'Included', value: '@organizationAndSuborganization' }] }]) })
    .execute();
  await db
    .insertInto('base_authorize')
    .values(['menu-permission', 'menu-users'].map((item, i) => ({ id: `bench-grant-${i}`, item_type: 'module' as const, item_id: item, object_type: 'User' as const, object_id: member })))
    .execute();
  await db.insertInto('base_authorize').values({ id: 'bench-grant-scheme', item_type: 'resource', item_id: 'bench-scheme', object_type: 'User', object_id: member }).execute();
  await app.close();
}

async function signIn(base: string, account: string, password: string): Promise<string> {
  const answer = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account, password: passwordDigest(password) }).toString(),
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

/**
 * A Fastify handler that runs these statements, as Kiln ran them, and answers
 * their rows; and one answering a fixed envelope (HTTP and JSON alone).
 */
async function bareServer(file: string, statements: CompiledQuery[], answer: unknown) {
  const db = new SQLite(file, { readonly: true });
  const prepared = statements.map((statement) => ({ run: db.prepare(statement.sql), parameters: statement.parameters as unknown[] }));
  const app = Fastify();
  const answering = (runs: typeof prepared) => async () => ({ code: 200, msg: '成功', data: runs.map(({ run, parameters }) => run.all(...parameters)) });
  app.get('/bare', answering(prepared));
  // The list's own statements, without the session's lookup (which Kiln's signed-in answer already runs).
  app.get('/list-only', answering(prepared.filter((_, index) => !statements[index].sql.includes('"base_session"'))));
  app.get('/answer', async () => answer);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  return { url: `${base}/bare`, answerUrl: `${base}/answer`, listOnlyUrl: `${base}/list-only`, close: async () => (await app.close(), db.close()) };
}

export async function benchUsers(): Promise<void> {
  const config = benchConfig('kiln-bench-users-');
  try {
    await seed(config);
    const app = await buildApp(config);
    // The list's own answer from a signed-in route that reads nothing: what Kiln's request handling costs without the list.
    let fixedAnswer: unknown = null;
    app.get('/api/bench/answer', { config: { access: access.signedIn() } }, async () => fixedAnswer);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const administrator = await signIn(base, 'admin', 'Bench2026');
    const list = `${base}/api/permission/Users?currentPage=1&pageSize=20`;
    // The first page as each opens the screen, and a keyword search (through the users' trigram index), whose SQL costs more.
    const cases = [
      { who: 'administrator', token: administrator, url: list },
      { who: 'member under a scheme', token: await signIn(base, 'bench0', memberPassword), url: list },
      { who: 'administrator, keyword 用户9999', token: administrator, url: `${list}&keyword=${encodeURIComponent('用户9999')}` },
    ];

    // The statements one list request runs, captured once from Kiln's executor.
    const executor = app.kiln.db.getExecutor();
    const run = executor.executeQuery.bind(executor);
    const rows = [];
    const breakdown: Record<string, number | string>[] = [];
    let handlerBudget = 0;
    let handlerCost = 0;
    for (const { who, token, url } of cases) {
      // A first request loads the grant context; the captured one is a steady-state request.
      await (await fetch(url, { headers: { authorization: token } })).json();
      const captured: CompiledQuery[] = [];
      executor.executeQuery = ((query: CompiledQuery) => (captured.push(query), run(query))) as typeof executor.executeQuery;
      const probe = (await (await fetch(url, { headers: { authorization: token } })).json()) as { data: { pagination: { total: number } } };
      executor.executeQuery = run;
      // Every statement of the request, the session's lookup included: the same SQL, nothing but SQL.
      const listStatements = captured;
      if (process.env.BENCH_EXPLAIN) {
        const file = new SQLite(path.join(config.dataDir, 'kiln.db'), { readonly: true });
        for (const statement of listStatements) {
          console.log(statement.sql.slice(0, 400));
          console.log(file.prepare(`explain query plan ${statement.sql}`).all(...(statement.parameters as unknown[])));
        }
        file.close();
      }
      fixedAnswer = probe;
      const bare = await bareServer(path.join(config.dataDir, 'kiln.db'), listStatements, probe);
      const kiln = await measure(url, { authorization: token });
      const plain = await measure(bare.url);
      if (who === 'administrator') {
        const perRequest = (rps: number) => Math.round(1e6 / rps);
        const bareAnswer = await measure(bare.answerUrl);
        const kilnAnswer = await measure(`${base}/api/bench/answer`, { authorization: token });
        const bareListOnly = await measure(bare.listOnlyUrl);
        breakdown.push(
          { request: 'bare: the answer, no SQL (HTTP and JSON)', 'µs per request': perRequest(bareAnswer.rps) },
          { request: 'bare: the list\'s SQL', 'µs per request': perRequest(plain.rps) },
          { request: 'bare: the list\'s SQL without the session\'s lookup', 'µs per request': perRequest(bareListOnly.rps) },
          { request: 'Kiln: the answer from a signed-in route, no list (session, hooks, JSON)', 'µs per request': perRequest(kilnAnswer.rps) },
          { request: 'Kiln: the list', 'µs per request': perRequest(kiln.rps) },
        );
        // Kiln resolves the session, passes its hooks and runs the list's SQL whatever its handler does:
        // what is left of 0.9 × bare's time after those is what the handler may cost beyond its SQL.
        const listSql = perRequest(bareListOnly.rps) - perRequest(bareAnswer.rps);
        handlerBudget = Math.round(perRequest(plain.rps) / 0.9 - perRequest(kilnAnswer.rps) - listSql);
        handlerCost = perRequest(kiln.rps) - perRequest(kilnAnswer.rps) - listSql;
      }
      await bare.close();
      rows.push({ who, rows: probe.data.pagination.total, 'Kiln req/s': kiln.rps, 'Kiln p99 ms': kiln.p99, 'bare req/s': plain.rps, 'bare p99 ms': plain.p99, 'Kiln / bare': +(kiln.rps / plain.rps).toFixed(2), 'Kiln − bare µs': Math.round(1e6 / kiln.rps - 1e6 / plain.rps), 'SQL statements': listStatements.length, errors: kiln.errors + plain.errors });
    }
    await app.close();
    const [admin, member] = rows;
    console.log(`\nUser list, first page of 20 rows, at ${userCount.toLocaleString('en')} users (autocannon, 20 connections, 5 s each):`);
    console.table(rows);
    console.log('Where the administrator\'s request spends its time (1 / throughput, same run):');
    console.table(breakdown);
    console.log(`For Kiln / bare ≥ 0.9 the list's handler may cost ${handlerBudget} µs beyond its SQL (bare list / 0.9 − Kiln's signed-in answer − the list's SQL without the session's lookup); Kiln's costs ${handlerCost} µs.`);
    console.log(`The member's scheme costs ${Math.round((1 - member['Kiln req/s'] / admin['Kiln req/s']) * 100)}% of the administrator's throughput.`);
  } finally {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchUsers();
