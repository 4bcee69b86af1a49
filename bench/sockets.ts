// The websocket (bench/README.md): how many sockets one Kiln process holds, and
// how long a push takes to reach 1,000 connected clients (p50, p99, from the
// server's send to each client's receipt), in one process on SQLite and, under
// `node scripts/with-postgres.mjs npx tsx bench/sockets.ts`, on PostgreSQL both
// in one process and across two (the push sent by one process, the clients on
// the other). The clients run in a child process, so they never share the
// server's event loop.
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { tokenScheme } from '@server/auth/tokens';
import { createPostgresDatabase } from '../tests/api/harness';
import { benchConfig } from './benchServer';
import { nextMessage } from './childControl';
import type { ClientCommand, ClientReport } from './socketsChild';

const users = 1000;
const sockets = Number(process.env.BENCH_SOCKETS ?? 5000);
const rounds = 20;

const childOf = (...args: string[]) =>
  fork(new URL('./socketsChild.ts', import.meta.url), args, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });

async function ask<T extends ClientReport>(child: ChildProcess, command: ClientCommand): Promise<T> {
  const answer = nextMessage<T>(child);
  child.send(command);
  return answer;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const ms = (value: number) => Math.round(value * 100) / 100;

async function listening(config: Config): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, base: `http://127.0.0.1:${address.port}` };
}

/** `users` bench users (copies of a demo user) and `perUser` sessions each; answers the user ids and the tokens, user by user in turn. */
async function seedSessions(app: FastifyInstance, perUser: number): Promise<{ userIds: string[]; tokens: string[] }> {
  const { db, sessions } = app.kiln;
  const template = await db.selectFrom('base_user').selectAll().where('account', '=', 'sunli').executeTakeFirstOrThrow();
  const userIds = Array.from({ length: users }, (_, n) => `bench-socket-user-${n}`);
  for (let start = 0; start < users; start += 250) {
    const rows = userIds.slice(start, start + 250).map((id, i) => ({ ...template, id, account: `benchsocket${start + i}`, mobile: '', email: '' }));
    await db.insertInto('base_user').values(rows).execute();
  }
  const tokens: string[] = [];
  for (let round = 0; round < perUser; round++) {
    for (const userId of userIds) {
      tokens.push(tokenScheme + (await sessions.start({ userId, ip: '127.0.0.1', userAgent: 'bench', lifetimeMinutes: 600, single: false })));
    }
  }
  return { userIds, tokens };
}

/** Pushes to every bench user `rounds` times, one after the other; every delivery's latency, and the server's time per toUsers call. */
async function pushRounds(app: FastifyInstance, clients: ChildProcess, userIds: string[], deliveries: number) {
  const latencies: number[] = [];
  const sendTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    await ask(clients, { kind: 'expect', count: deliveries });
    const delivered = nextMessage<Extract<ClientReport, { kind: 'delivered' }>>(clients);
    const started = performance.now();
    await app.kiln.realtime.toUsers(userIds, { method: 'messagePush', unreadNoticeCount: 0, benchSentAt: performance.timeOrigin + started });
    sendTimes.push(performance.now() - started);
    latencies.push(...(await delivered).latencies);
  }
  latencies.sort((a, b) => a - b);
  sendTimes.sort((a, b) => a - b);
  return {
    p50: ms(percentile(latencies, 50)),
    p99: ms(percentile(latencies, 99)),
    max: ms(latencies[latencies.length - 1]),
    send: ms(percentile(sendTimes, 50)),
  };
}

type Row = (string | number)[];

async function benchOneProcess(database: string, config: Config): Promise<Row[]> {
  const { app, base } = await listening(config);
  const clients = childOf('clients');
  await nextMessage(clients);
  try {
    const { userIds, tokens } = await seedSessions(app, Math.ceil(sockets / users));
    const rssBefore = process.memoryUsage().rss;
    const first = await ask<Extract<ClientReport, { kind: 'opened' }>>(clients, { kind: 'open', base, tokens: tokens.slice(0, users) });
    const at1000 = await pushRounds(app, clients, userIds, first.open);
    const rest = await ask<Extract<ClientReport, { kind: 'opened' }>>(clients, { kind: 'open', base, tokens: tokens.slice(users, sockets) });
    const held = app.kiln.realtime.size;
    const rssPerSocket = (process.memoryUsage().rss - rssBefore) / Math.max(held, 1);
    const atAll = await pushRounds(app, clients, userIds, rest.open);
    await ask(clients, { kind: 'closeAll' });
    return [
      [database, 'one process', `${first.open} clients, ${users} users`, at1000.p50, at1000.p99, at1000.max, at1000.send, ''],
      [
        database,
        'one process',
        `${held} sockets held (${first.failed + rest.failed} failed), ${users} users`,
        atAll.p50,
        atAll.p99,
        atAll.max,
        atAll.send,
        `opened ${Math.round(rest.open / (rest.ms / 1000))}/s; ~${Math.round(rssPerSocket / 1024)} KiB RSS a socket`,
      ],
    ];
  } finally {
    clients.send({ kind: 'stop' } satisfies ClientCommand);
    await app.close();
  }
}

async function benchTwoProcesses(config: Config): Promise<Row[]> {
  const { app } = await listening(config);
  const other = childOf('server', config.dataDir, config.databaseUrl ?? '');
  const clients = childOf('clients');
  try {
    const { base: otherBase } = await nextMessage<{ base: string }>(other);
    await nextMessage(clients);
    const { userIds, tokens } = await seedSessions(app, 1);
    const opened = await ask<Extract<ClientReport, { kind: 'opened' }>>(clients, { kind: 'open', base: otherBase, tokens });
    const across = await pushRounds(app, clients, userIds, opened.open);
    await ask(clients, { kind: 'closeAll' });
    return [
      [
        'PostgreSQL',
        'two processes: sent by one, clients on the other',
        `${opened.open} clients, ${users} users`,
        across.p50,
        across.p99,
        across.max,
        across.send,
        '',
      ],
    ];
  } finally {
    clients.send({ kind: 'stop' } satisfies ClientCommand);
    other.send('stop');
    await app.close();
  }
}

export async function benchSockets(): Promise<void> {
  const config = benchConfig('kiln-bench-sockets-');
  const rows = await benchOneProcess('SQLite', config);
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  const pgUrl = process.env.KILN_TEST_PG_URL;
  if (pgUrl) {
    for (const run of [benchOneProcess.bind(null, 'PostgreSQL'), benchTwoProcesses]) {
      const database = await createPostgresDatabase(pgUrl, 'kiln_bench');
      const pgConfig = { ...benchConfig('kiln-bench-sockets-pg-'), databaseUrl: database.url };
      try {
        rows.push(...(await run(pgConfig)));
      } finally {
        await database.drop();
        fs.rmSync(pgConfig.dataDir, { recursive: true, force: true });
      }
    }
  }
  const head = ['database', 'where', 'clients', 'p50 ms', 'p99 ms', 'max ms', 'toUsers ms (p50)', ''];
  console.log(
    `\n### Websocket pushes: ${rounds} pushes to ${users} users, one after another; delivery = the client's receipt − the server's send ` +
      `(load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores)\n`,
  );
  console.log([`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n'));
  if (!pgUrl) console.log('\nPostgreSQL: not measured (KILN_TEST_PG_URL unset; run under node scripts/with-postgres.mjs).');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSockets();
