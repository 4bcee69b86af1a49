// Server benchmarks: cold start, and throughput of the shell's hot calls with
// autocannon against the real server on a temporary SQLite file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { passwordDigest } from '@server/auth/passwords';

interface Row {
  case: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  errors: number;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - start)];
}

async function load(url: string, headers: Record<string, string>, options: { method?: 'GET' | 'POST'; body?: string } = {}) {
  const result = await autocannon({ url, headers, connections: 20, duration: 5, method: options.method ?? 'GET', body: options.body });
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

export async function benchServer(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-bench-'));
  const config: Config = { ...loadConfig({}), dataDir, port: 0, logLevel: 'warn', clientDir: null, adminPassword: 'Bench2026', loginRateLimit: 1_000_000 };
  try {
    const [first, coldFresh] = await timed(() => buildApp(config));
    await first.close();
    const [app, coldExisting] = await timed(() => buildApp(config));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const signIn = await fetch(`${base}/api/oauth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'admin', password: passwordDigest('Bench2026') }).toString(),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;

    const rows: Row[] = [];
    const add = (name: string, r: Awaited<ReturnType<typeof load>>) => rows.push({ case: name, 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, errors: r.errors });
    add('GET /api/health', await load(`${base}/api/health`, {}));
    add('GET /api/oauth/CurrentUser', await load(`${base}/api/oauth/CurrentUser`, { authorization: token }));
    add('GET /api/oauth/getConfig/admin', await load(`${base}/api/oauth/getConfig/admin`, {}));
    await app.close();

    console.log('\nServer start (SQLite, includes migrations and seed):');
    console.table([{ 'fresh database ms': coldFresh, 'existing database ms': coldExisting }]);
    console.log('\nThroughput (autocannon, 20 connections, 5 s each):');
    console.table(rows);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
