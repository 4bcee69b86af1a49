// Opens the database the configuration names (SQLite file by default, or
// PostgreSQL) and brings its schema up to date.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type { Migration, MigrationProvider } from 'kysely';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /**
   * Who hears about a pooled connection that failed while idle (the database
   * restarted, or cut the connection); the pool drops it and opens another.
   */
  onConnectionError(listener: (error: Error) => void): void;
}

// pg returns int8 as strings to avoid precision loss; our int8 columns hold epoch
// milliseconds, well inside Number's exact range.
const INT8_OID = 20;
pg.types.setTypeParser(INT8_OID, (value) => Number(value));
// Our decimals are amounts of at most 18 digits with 2 decimals, read as numbers like SQLite reads them.
const NUMERIC_OID = 1700;
pg.types.setTypeParser(NUMERIC_OID, (value) => Number(value));

export function openDatabase(options: { databaseUrl: string | null; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Without a listener, an idle connection's failure is thrown from the pool's
    // emitter and takes the whole process down.
    let listener: (error: Error) => void = (error) => process.stderr.write(`database connection lost: ${error.message}\n`);
    pool.on('error', (error) => listener(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), onConnectionError: (next) => (listener = next) };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, 'kiln.db'));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: preparedOnce(file) }) });
  // A file has no connections to lose.
  return { db, dialect: 'sqlite', close: () => db.destroy(), onConnectionError: () => undefined };
}

/** Statements kept per SQL text: a list request runs the same few statements each time. */
const preparedCacheSize = 500;

/**
 * The file with its prepared statements kept: Kysely's SQLite driver prepares
 * every query it runs, and preparing costs about as much as running a short one.
 * Schema changes (migrations) clear the cache, since they expire statements.
 */
function preparedOnce(file: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = file.prepare.bind(file);
  return new Proxy(file, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (source: string) => {
        const known = cache.get(source);
        if (known) return known;
        const statement = prepare(source);
        // Only reads and plain writes are kept; a schema change empties the cache.
        if (/^\s*(create|alter|drop)\b/i.test(source)) cache.clear();
        else {
          if (cache.size >= preparedCacheSize) cache.delete(cache.keys().next().value as string);
          cache.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/** Runs every migration not yet run, the platform's and the modules', in name order. */
export async function migrateToLatest(db: Kysely<Database>, migrations: Record<string, Migration>): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  // Unordered: the directory's tables moved from the platform's 0001 into their
  // modules' 0001_*_table(s) migrations, named to sort before the migrations that
  // alter them. A database made before has run 0002…0036 but not those, and
  // Kysely refuses such a gap unless allowed; they then run (changing nothing
  // there, as they create only what is missing). Fresh databases still run every
  // migration in name order.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
