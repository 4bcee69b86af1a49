// The bare side of bench/dataInterface.ts, in a process of its own: Fastify and
// the database driver alone, running the two statements Kiln's engine runs for a
// SQL interface's `Actions/List` (the page and the count, wrapped the same way)
// and answering the same envelope. Kiln's side is bench/onlineDevChild.ts 'kiln'.
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { baseOf } from './onlineDevSetup';

export interface BareListInit {
  /** The SQLite file, or null with databaseUrl. */
  file: string | null;
  databaseUrl: string | null;
  /** The interface's statement, as the engine wraps it. */
  sql: string;
  msg: string;
}

const next = <T>() => new Promise<T>((resolve) => process.once('message', (message) => resolve(message as T)));
const send = (message: unknown) => process.send?.(message);

async function bare(init: BareListInit): Promise<void> {
  const app = Fastify();
  let run: (page: number, size: number) => Promise<{ list: unknown[]; total: number }>;
  let close = async () => undefined as void;
  if (init.file) {
    const db = new SQLite(init.file, { readonly: true, fileMustExist: true });
    const page = db.prepare(`select * from (${init.sql}) q limit ? offset ?`);
    const count = db.prepare(`select count(*) as total from (${init.sql}) q`);
    run = async (at, size) => ({ list: page.all(size, (at - 1) * size), total: Number((count.get() as { total: number }).total) });
    close = async () => void db.close();
  } else {
    const pool = new pg.Pool({ connectionString: init.databaseUrl!, max: 4 });
    run = async (at, size) => {
      const [page, count] = await Promise.all([
        pool.query(`select * from (${init.sql}) q limit $1 offset $2`, [size, (at - 1) * size]),
        pool.query<{ total: string }>(`select count(*) as total from (${init.sql}) q`),
      ]);
      return { list: page.rows, total: Number(count.rows[0].total) };
    };
    close = () => pool.end();
  }
  app.post<{ Body: { currentPage?: number; pageSize?: number } }>('/bare', async (request) => {
    const { currentPage = 1, pageSize = 20 } = request.body ?? {};
    const { list, total } = await run(currentPage, pageSize);
    return { code: 200, msg: init.msg, data: { list, pagination: { currentPage, pageSize, total } } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: string) => {
    if (message === 'stop')
      void app
        .close()
        .then(close)
        .then(() => process.exit(0));
  });
  send({ base: baseOf(app) });
}

await bare(await next<BareListInit>());
