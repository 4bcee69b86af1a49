// Dictionary list throughput at 100,000 items: Kiln's endpoint (session check,
// category lookup, count and page in SQL) beside a bare Fastify + better-sqlite3
// handler running the same SQL on the same file, as a ratio.
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import { buildApp } from '@server/app';
import type { Config } from '@server/config';
import { benchConfig, startSignedIn } from './benchServer';

const itemCount = 100_000;
const keyword = '条目9999';

async function measure(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, headers, connections: 20, duration: 5 });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function seedItems(config: Config): Promise<string> {
  const app = await buildApp(config);
  const now = Date.now();
  const typeId = 'bench-type';
  await app.kiln.db
    .insertInto('base_dictionary_type')
    .values({ id: typeId, parent_id: '1', en_code: 'benchDictionary', full_name: '压测字典', is_tree: 0, sort_code: 0, description: '', enabled_mark: 1, created_at: now, category: '1' })
    .execute();
  for (let start = 0; start < itemCount; start += 1000) {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const n = start + i;
      return { id: `bench-${n}`, dictionary_type_id: typeId, parent_id: '0', en_code: `code${n}`, full_name: `条目${n}`, sort_code: n % 1000, enabled_mark: 1, description: '', created_at: now + n };
    });
    await app.kiln.db.insertInto('base_dictionary_data').values(rows).execute();
  }
  await app.close();
  return typeId;
}

/** The same statements Kiln runs for a page (the trigram index for a keyword), behind nothing but Fastify. */
async function bareServer(file: string, typeId: string) {
  const db = new SQLite(file, { readonly: true });
  const order = 'order by sort_code asc, created_at asc limit ? offset ?';
  const plain = 'dictionary_type_id = ?';
  const searched = `+dictionary_type_id = ? and base_dictionary_data.rowid in (
    select rowid from base_dictionary_data_fts where full_name like ? union select rowid from base_dictionary_data_fts where en_code like ?)`;
  const statements = {
    count: db.prepare(`select count(*) as total from base_dictionary_data where ${plain}`),
    page: db.prepare(`select * from base_dictionary_data where ${plain} ${order}`),
    searchCount: db.prepare(`select count(*) as total from base_dictionary_data where ${searched}`),
    searchPage: db.prepare(`select * from base_dictionary_data where ${searched} ${order}`),
  };
  const app = Fastify();
  app.get<{ Querystring: { keyword?: string; currentPage?: string; pageSize?: string } }>('/bare', async (request) => {
    const word = request.query.keyword ?? '';
    const pageSize = Number(request.query.pageSize ?? 20);
    const currentPage = Number(request.query.currentPage ?? 1);
    const args = word ? [typeId, `%${word}%`, `%${word}%`] : [typeId];
    const { total } = (word ? statements.searchCount : statements.count).get(...args) as { total: number };
    const list = (word ? statements.searchPage : statements.page).all(...args, pageSize, (currentPage - 1) * pageSize);
    return { code: 200, msg: '成功', data: { list, pagination: { currentPage, pageSize, total } } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}/bare`, close: async () => (await app.close(), db.close()) };
}

export async function benchDictionary(): Promise<void> {
  const config = benchConfig('kiln-bench-dict-');
  try {
    const typeId = await seedItems(config);
    const { app, base, token } = await startSignedIn(config);
    const bare = await bareServer(path.join(config.dataDir, 'kiln.db'), typeId);
    const query = (extra: string) => `?currentPage=1&pageSize=20${extra}`;
    const search = `&keyword=${encodeURIComponent(keyword)}`;
    const rows = [];
    for (const [name, extra] of [['page 1', ''], ['keyword search', search]] as const) {
      const kiln = await measure(`${base}/api/system/DictionaryData/benchDictionary${query(extra)}`, { authorization: token });
      const plain = await measure(`${bare.url}${query(extra)}`);
      rows.push({ case: name, 'Kiln req/s': kiln.rps, 'Kiln p99 ms': kiln.p99, 'bare req/s': plain.rps, 'bare p99 ms': plain.p99, 'Kiln / bare': +(kiln.rps / plain.rps).toFixed(2), errors: kiln.errors + plain.errors });
    }
    await bare.close();
    await app.close();
    console.log(`\nDictionary items list at ${itemCount.toLocaleString('en')} items (autocannon, 20 connections, 5 s each):`);
    console.table(rows);
  } finally {
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  }
}
