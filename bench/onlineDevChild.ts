// A server in a process of its own for bench/onlineDev.ts, so autocannon (in the
// parent) and the server never share an event loop. `kiln`: Kiln over the
// bench's database, which on 'capture' … 'captured' answers the statements its
// connections ran in between, with how long each took. `bare`: Fastify and
// better-sqlite3 alone, replaying statements Kiln ran and answering the same
// envelope, its rows mapped to the list's fields as the runtime maps them.
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import type { CompiledQuery, DatabaseConnection } from 'kysely';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { benchPassword } from './benchServer';
import { baseOf } from './onlineDevSetup';

export interface KilnInit {
  dataDir: string;
  databaseUrl: string | null;
}

/** A listed field: its name in the answer, its column, and how its value is read (a number; who, shown by name). */
export interface ListedField {
  name: string;
  column: string;
  numeric: boolean;
  user: boolean;
}

export interface BareInit {
  file: string;
  /** As Kiln ran them, with how long each took there (its pool's wait included). */
  statements: { sql: string; parameters: unknown[]; ms?: number }[];
  /** Which statement answers the total, which the page's rows, and which the names of who made them (-1: none). */
  countAt: number;
  pageAt: number;
  namesAt: number;
  fields: ListedField[];
  msg: string;
}

const next = <T>() => new Promise<T>((resolve) => process.once('message', (message) => resolve(message as T)));
const send = (message: unknown) => process.send?.(message);

async function kiln(init: KilnInit): Promise<void> {
  const config = {
    ...loadConfig({}),
    dataDir: init.dataDir,
    databaseUrl: init.databaseUrl,
    port: 0,
    logLevel: 'warn',
    clientDir: null,
    adminPassword: benchPassword,
    loginRateLimit: 1_000_000,
  };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Statements are timed on the connection, so those of a transaction are caught too (its executor is another, over one connection).
  const executor = app.kiln.db.getExecutor();
  const provide = executor.provideConnection.bind(executor);
  let capturing = false;
  let captured: { sql: string; parameters: readonly unknown[]; ms: number }[] = [];
  const timedConnection = (connection: DatabaseConnection): DatabaseConnection => ({
    executeQuery: async <R>(query: CompiledQuery) => {
      const start = performance.now();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        if (capturing) captured.push({ sql: query.sql, parameters: query.parameters, ms: performance.now() - start });
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  });
  executor.provideConnection = (consumer) => provide((connection) => consumer(capturing ? timedConnection(connection) : connection));
  process.on('message', (message: string) => {
    if (message === 'capture') {
      captured = [];
      capturing = true;
    } else if (message === 'captured') {
      capturing = false;
      send({ statements: captured });
    } else if (message === 'stop') {
      void app.close().then(() => process.exit(0));
    }
  });
  send({ base: baseOf(app) });
}

async function bare(init: BareInit): Promise<void> {
  const db = new SQLite(init.file, { readonly: true });
  const prepared = init.statements.map((statement) => ({ run: db.prepare(statement.sql), parameters: statement.parameters }));
  const app = Fastify();
  app.post<{ Body: { currentPage?: number; pageSize?: number } }>('/bare', async (request) => {
    const results = prepared.map(({ run, parameters }) => run.all(...parameters) as Record<string, unknown>[]);
    const total = Number(results[init.countAt][0]?.total ?? 0);
    const names = new Map((results[init.namesAt] ?? []).map((user) => [String(user.id), `${String(user.real_name)}/${String(user.account)}`]));
    const cell = (field: ListedField, raw: unknown) => {
      if (raw === null || raw === undefined) return null;
      if (field.user) return names.get(String(raw)) ?? String(raw);
      return field.numeric ? Number(raw) : String(raw);
    };
    const list = results[init.pageAt].map((row) => {
      const record: Record<string, unknown> = { id: String(row.id) };
      for (const field of init.fields) record[field.name] = cell(field, row[field.column]);
      return record;
    });
    const { currentPage = 1, pageSize = 20 } = request.body ?? {};
    return { code: 200, msg: init.msg, data: { list, pagination: { currentPage, pageSize, total } } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: string) => {
    if (message === 'stop') void app.close().then(() => (db.close(), process.exit(0)));
  });
  send({ base: baseOf(app) });
}

const mode = process.argv[2];
if (mode === 'kiln') await kiln(await next<KilnInit>());
else if (mode === 'bare') await bare(await next<BareInit>());
else throw new Error(`onlineDevChild: unknown mode ${mode}`);
