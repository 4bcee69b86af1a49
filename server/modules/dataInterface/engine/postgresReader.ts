// Runs interface statements on PostgreSQL as a role that may only read the
// allow-listed tables: `kiln_interface_reader`, made at first use and granted
// SELECT on exactly the readable tables (re-granted when the list or the models
// change). The reader pool SIGNS IN as that role (a LOGIN role whose password is
// generated once and kept in the data folder), so the session user is the reader:
// a statement that resets its role (`set_config('role', 'none', …)` inside
// query_to_xml, say) falls back to the reader, never to the application's role.
// Each call is one READ ONLY transaction with a statement timeout, on the extended
// protocol (which refuses a second statement), under a deadline of our own that
// cancels the backend whatever the statement did to its settings. When the role
// cannot be made or cannot sign in (no CREATEROLE, pg_hba), SQL interfaces are
// refused — never run as the application's own role.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ApiError } from '../../../http/errors';
import type { InterfaceRow } from '@core/api/dataInterface';
import type { Bound } from './parameters';
import { readerFailure, type SqlLimits, type SqlReader, type SqlResult, type SqlStatement } from './sqlReader';

export const readerRole = 'kiln_interface_reader';
/** Statements whose relations were checked, kept at most this many. */
const checkedCacheSize = 1000;
/** The deadline of a call past its statement timeout: PostgreSQL's own timer answers first when the statement left it alone. */
export const deadlineGraceMs = 250;
/** Where the reader's generated password is kept, in the data folder. */
const passwordFile = 'interface-reader.secret';

/** The reader's password: generated at first use, then read back (another process may have written it first). */
function readerPassword(dataDir: string): string {
  const file = path.join(dataDir, passwordFile);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * The application's database URL signed as the reader (pg reads credentials from the URL before its own options).
 * A URL without a host cannot carry them: the sign-in check then finds the wrong user and refuses.
 */
function asReader(databaseUrl: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = readerRole;
  url.password = encodeURIComponent(password);
  return url.toString();
}

/** The backend a pooled client talks to; pg sets `processID` at sign-in but its types do not list it. */
const backendOf = (client: pg.PoolClient) => (client as unknown as { processID: number | null }).processID;

/**
 * A query on the extended protocol even without values (the simple protocol would run
 * several statements); pg reads `queryMode`, which its types do not list.
 */
const extended = (text: string, values: readonly Bound[]): pg.QueryConfig => ({ text, values: [...values], queryMode: 'extended' }) as pg.QueryConfig;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The relations a plan reads (EXPLAIN (FORMAT JSON)), schema-qualified names dropped to the table's. */
function relationsOf(plan: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(plan)) for (const item of plan) relationsOf(item, into);
  else if (plan && typeof plan === 'object') {
    for (const [key, value] of Object.entries(plan)) {
      if (key === 'Relation Name' && typeof value === 'string') into.add(value);
      else if (typeof value === 'object') relationsOf(value, into);
    }
  }
  return into;
}

export class PostgresReader implements SqlReader {
  /** The application's own connections: grants, and cancelling a reader's statement past its deadline. */
  private readonly admin: pg.Pool;
  /** Connections signed in as the reader role: the only ones that run interface statements. */
  private readonly pool: pg.Pool;
  private readonly password: string;
  /** The password was set on the role by this process (set again when a sign-in is refused). */
  private passwordSet = false;
  /** The allow-list last granted, and the grant under way. */
  private granted: string | null = null;
  private granting: Promise<void> | null = null;
  private roleMissing = false;
  /** The relations each statement reads, by SQL text and allow-list. */
  private readonly checked = new Map<string, true>();

  constructor(
    databaseUrl: string,
    dataDir: string,
    private readonly warn: (message: string, error: unknown) => void,
  ) {
    this.password = readerPassword(dataDir);
    this.admin = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    this.admin.on('error', (error) => warn('interface reader administration connection lost', error));
    this.pool = new pg.Pool({ connectionString: asReader(databaseUrl, this.password), max: 4 });
    this.pool.on('error', (error) => warn('interface reader connection lost', error));
  }

  /** Forgets what was granted: the next call grants again (the allow-list or the tables changed). */
  regrant(): void {
    this.granted = null;
    this.checked.clear();
  }

  async run(statements: readonly SqlStatement[], limits: SqlLimits): Promise<SqlResult[]> {
    await this.grant(limits);
    if (this.roleMissing) throw readerFailure('noReaderRole', '');
    // Our own deadline: the statement timeout is a setting, and a setting is the session's to change.
    let expired = false;
    let client: pg.PoolClient | null = null;
    let released = false;
    const release = (destroy: boolean) => {
      if (client && !released) client.release(destroy);
      released = true;
    };
    const work = (async () => {
      client = await this.connect();
      if (expired) {
        release(true);
        return [];
      }
      let broken = false;
      try {
        return await this.transaction(client, statements, limits);
      } catch (error) {
        await client.query('rollback').catch(() => (broken = true));
        throw this.failure(error, limits);
      } finally {
        if (!expired) release(broken);
      }
    })();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        expired = true;
        reject(readerFailure('timeout', String(limits.timeoutMs)));
        // The statement runs on: its backend is cancelled and the connection thrown away.
        void this.cancel(client).finally(() => release(true));
      }, limits.timeoutMs + deadlineGraceMs);
    });
    // Past the deadline the work's own failure (the cancelled statement) has no one to tell.
    work.catch(() => undefined);
    try {
      return await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async transaction(client: pg.PoolClient, statements: readonly SqlStatement[], limits: SqlLimits): Promise<SqlResult[]> {
    const ms = Math.max(1, Math.floor(limits.timeoutMs));
    // One round trip for the transaction's frame (our own text, no values: the simple protocol takes them all).
    await client.query(`begin read only; set local statement_timeout = ${ms}; set local idle_in_transaction_session_timeout = ${ms + deadlineGraceMs}`);
    const results: SqlResult[] = [];
    for (const statement of statements) {
      const rows = await this.read(client, statement, limits);
      results.push(statement.json ? JSON.stringify(rows) : rows);
    }
    await client.query('commit');
    return results;
  }

  /** A reader connection; a refused password (another process set its own) is set again once. */
  private async connect(): Promise<pg.PoolClient> {
    try {
      return await this.pool.connect();
    } catch (error) {
      if ((error as { code?: string }).code !== '28P01') throw error;
      await this.setPassword();
      return this.pool.connect();
    }
  }

  /** Cancels what a reader connection runs, from the application's side (it is a member of the reader role). */
  private async cancel(client: pg.PoolClient | null): Promise<void> {
    const backend = client ? backendOf(client) : null;
    if (!backend) return;
    try {
      await this.admin.query('select pg_cancel_backend($1)', [backend]);
    } catch (error) {
      this.warn('could not cancel a data interface statement past its deadline', error);
    }
  }

  private async read(client: pg.PoolClient, { sql, values }: SqlStatement, limits: SqlLimits): Promise<InterfaceRow[]> {
    const key = `${limits.allowed.join(',')}\n${sql}`;
    if (!this.checked.has(key)) {
      const plan = await client.query(extended(`explain (format json) ${sql}`, values));
      const allowed = new Set(limits.allowed);
      for (const relation of relationsOf(plan.rows, new Set())) if (!allowed.has(relation)) throw readerFailure('table', relation);
      if (this.checked.size >= checkedCacheSize) this.checked.clear();
      this.checked.set(key, true);
    }
    // At most one row past the cap is fetched: three million rows are refused, not loaded first (the cap is our integer).
    const capped = `select * from (${sql}) q limit ${Math.max(1, Math.floor(limits.maxRows)) + 1}`;
    const result = await client.query<InterfaceRow>(extended(capped, values));
    if (result.rows.length > limits.maxRows) throw readerFailure('rows', String(limits.maxRows));
    let bytes = 0;
    for (const row of result.rows) {
      for (const [name, value] of Object.entries(row)) {
        if (value instanceof Date) row[name] = value.getTime();
        else if (Buffer.isBuffer(value)) {
          // bytea is answered as base64 (as SQLite blobs are), counted as that text before it is made.
          bytes += name.length + Math.ceil(value.length / 3) * 4 * 2;
          if (bytes > limits.maxBytes) throw readerFailure('bytes', String(limits.maxBytes));
          row[name] = value.toString('base64');
          continue;
        }
        // json and arrays arrive as objects: counted by their JSON text.
        const size = typeof value === 'string' ? value.length * 2 : value !== null && typeof value === 'object' ? JSON.stringify(value).length * 2 : 8;
        bytes += name.length + size;
      }
      if (bytes > limits.maxBytes) throw readerFailure('bytes', String(limits.maxBytes));
    }
    return result.rows;
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.admin.end()]);
  }

  private failure(error: unknown, limits: SqlLimits): Error {
    // Our own refusals (too many rows, a table off the list) are answered as they are.
    if (error instanceof ApiError) return error;
    if (!(error instanceof Error) || !('code' in error)) return error instanceof Error ? error : new Error(String(error));
    const code = (error as { code?: string }).code;
    if (code === '57014') return readerFailure('timeout', String(limits.timeoutMs));
    if (code === '42601' && /multiple commands|cannot insert multiple/i.test(error.message)) return readerFailure('twoStatements', '');
    if (code === '25006') return readerFailure('writes', '');
    if (code === '42501') return readerFailure('table', /(?:table|relation) "?([\w.]+)"?/.exec(error.message)?.[1] ?? '');
    return readerFailure('sql', error.message);
  }

  /** Makes the role once and grants it SELECT on exactly `allowed` (the tables that exist), once per allow-list and timeout. */
  private grant(limits: SqlLimits): Promise<void> {
    const wanted = `${limits.timeoutMs}:${limits.allowed.join(',')}`;
    if (this.granted === wanted) return Promise.resolve();
    if (!this.granting) {
      this.granting = this.applyGrants(limits)
        .then(() => {
          this.granted = wanted;
        })
        .finally(() => {
          this.granting = null;
        });
    }
    return this.granting.then(() => (this.granted === wanted ? undefined : this.grant(limits)));
  }

  private async applyGrants(limits: SqlLimits): Promise<void> {
    const client = await this.admin.connect();
    try {
      if (!(await this.ensureRole(client))) return;
      // A role setting as well as the transaction's: a fresh session starts timed even before our SET LOCAL.
      const ms = Math.max(1, Math.floor(limits.timeoutMs));
      try {
        await client.query(`alter role ${readerRole} set statement_timeout = ${ms}`);
        await client.query(`alter role ${readerRole} set idle_in_transaction_session_timeout = ${ms + deadlineGraceMs}`);
      } catch (error) {
        this.warn('could not set the reader role\'s own timeouts', error);
      }
      await client.query('begin');
      await client.query(`revoke all on all tables in schema public from ${readerRole}`);
      await client.query(`grant usage on schema public to ${readerRole}`);
      const present = await client.query<{ tablename: string }>('select tablename from pg_tables where schemaname = $1 and tablename = any($2)', [
        'public',
        [...limits.allowed],
      ]);
      for (const row of present.rows) await client.query(`grant select on ${quoteIdent(row.tablename)} to ${readerRole}`);
      await client.query('commit');
      this.checked.clear();
      this.roleMissing = !(await this.maySignIn());
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /**
   * Makes the reader a LOGIN role with our password, no attributes and no memberships; false (and a log line)
   * when that cannot be done or the role found holds more than reading rights.
   */
  private async ensureRole(client: pg.PoolClient): Promise<boolean> {
    const refuse = (why: string, error: unknown) => {
      this.roleMissing = true;
      this.warn(`SQL data interfaces are refused: ${why}`, error);
      return false;
    };
    const exists = await client.query('select 1 from pg_roles where rolname = $1', [readerRole]);
    if (!exists.rowCount) {
      try {
        await client.query(`create role ${readerRole} login password ${this.passwordLiteral()}`);
        this.passwordSet = true;
      } catch (error) {
        // Another process (or test database) made it meanwhile; anything else means we may not make roles.
        if ((error as { code?: string }).code !== '42710') return refuse('the database user may not create the reader role (CREATEROLE)', error);
      }
    }
    if (!this.passwordSet) {
      try {
        await this.setPassword(client);
      } catch (error) {
        return refuse('the database user may not set the reader role\'s password', error);
      }
    }
    const role = await client.query<{ unsafe: boolean }>(
      `select (r.rolsuper or r.rolcreaterole or r.rolcreatedb or r.rolreplication or r.rolbypassrls
         or exists (select 1 from pg_auth_members m where m.member = r.oid)) as unsafe
       from pg_roles r where r.rolname = $1`,
      [readerRole],
    );
    if (role.rows[0]?.unsafe !== false) return refuse(`the role ${readerRole} holds more than reading rights (attributes or memberships)`, null);
    // The application's user cancels the reader's statements past their deadline: that takes the reader's privileges.
    // Granted only when missing, since concurrent grants of one membership collide.
    const member = await client.query<{ member: boolean }>(`select pg_has_role(current_user, $1, 'USAGE') as member`, [readerRole]);
    if (!member.rows[0]?.member) {
      try {
        await client.query(`grant ${readerRole} to current_user`);
      } catch (error) {
        this.warn('could not make the database user a member of the reader role (statements past their deadline are then only dropped)', error);
      }
    }
    return true;
  }

  /** Our password as a SQL literal (ALTER ROLE takes no parameters; the password is base64url, quoted all the same). */
  private passwordLiteral(): string {
    return `'${this.password.replace(/'/g, "''")}'`;
  }

  private async setPassword(client?: pg.PoolClient): Promise<void> {
    await (client ?? this.admin).query(`alter role ${readerRole} with login password ${this.passwordLiteral()}`);
    this.passwordSet = true;
  }

  /** Signs in as the reader and checks who that is: never the application's role (pg_hba may refuse, or a URL keep its user). */
  private async maySignIn(): Promise<boolean> {
    try {
      const probe = await this.connect();
      try {
        const who = await probe.query<{ session_user: string; current_user: string }>('select session_user, current_user');
        if (who.rows[0]?.session_user === readerRole && who.rows[0]?.current_user === readerRole) return true;
        this.warn(`SQL data interfaces are refused: the reader pool signed in as ${who.rows[0]?.session_user}, not ${readerRole}`, null);
        return false;
      } finally {
        probe.release();
      }
    } catch (error) {
      this.warn(`SQL data interfaces are refused: cannot sign in as ${readerRole} (pg_hba.conf?)`, error);
      return false;
    }
  }
}
