// Server benchmarks: cold start, and throughput of the shell's hot calls with
// autocannon against the real server on a temporary SQLite file.
import fs from 'node:fs';
import autocannon from 'autocannon';
import { buildApp } from '@server/app';
import { benchConfig, startSignedIn } from './benchServer';

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
  const config = benchConfig('kiln-bench-');
  try {
    const [first, coldFresh] = await timed(() => buildApp(config));
    await first.close();
    const [existing, coldExisting] = await timed(() => buildApp(config));
    await existing.close();
    const { app, base, token } = await startSignedIn(config);

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
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}
