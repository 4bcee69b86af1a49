// Runs interface statements on PostgreSQL as a role that may only read the
// allow-listed tables: `kiln_interface_reader` (NOLOGIN), made at first use and
// granted SELECT on exactly the readable tables (re-granted when the list or the
// models change). Each call is one READ ONLY transaction under that role with a
// statement timeout, on the extended protocol (which refuses a second statement).
// When the role cannot be made (no CREATEROLE), SQL interfaces are refused —
// never run as the application's own role.
import pg from 'pg';
import type { InterfaceRow } from '@core/api/dataInterface';
import type { Bound } from './parameters';
import { readerFailure, type SqlLimits, type SqlReader, type SqlResult, type SqlStatement } from './sqlReader';

export const readerRole = 'kiln_interface_reader';
/** Statements whose relations were checked, kept at most this many. */
const checkedCacheSize = 1000;

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
  private readonly pool: pg.Pool;
  /** The allow-list last granted, and the grant under way. */
  private granted: string | null = null;
  private granting: Promise<void> | null = null;
  private roleMissing = false;
  /** The relations each statement reads, by SQL text and allow-list. */
  private readonly checked = new Map<string, true>();

  constructor(
    databaseUrl: string,
    private readonly warn: (message: string, error: unknown) => void,
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    this.pool.on('error', (error) => warn('interface reader connection lost', error));
  }

  /** Forgets what was granted: the next call grants again (the allow-list or the tables changed). */
  regrant(): void {
    this.granted = null;
    this.checked.clear();
  }

  async run(statements: readonly SqlStatement[], limits: SqlLimits): Promise<SqlResult[]> {
    await this.grant(limits.allowed);
    if (this.roleMissing) throw readerFailure('noReaderRole', '');
    const client = await this.pool.connect();
    let broken = false;
    try {
      // One round trip for the transaction's frame (our own text, no values: the simple protocol takes the three).
      await client.query(`begin read only; set local role ${readerRole}; set local statement_timeout = ${Math.max(1, Math.floor(limits.timeoutMs))}`);
      const results: SqlResult[] = [];
      for (const statement of statements) {
        const rows = await this.read(client, statement, limits);
        results.push(statement.json ? JSON.stringify(rows) : rows);
      }
      await client.query('commit');
      return results;
    } catch (error) {
      await client.query('rollback').catch(() => (broken = true));
      throw this.failure(error, limits);
    } finally {
      client.release(broken);
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
    const result = await client.query<InterfaceRow>(extended(sql, values));
    if (result.rows.length > limits.maxRows) throw readerFailure('rows', String(limits.maxRows));
    let bytes = 0;
    return result.rows.map((row) => {
      for (const [name, value] of Object.entries(row)) {
        if (value instanceof Date) row[name] = value.getTime();
        bytes += name.length + (typeof value === 'string' ? value.length * 2 : 8);
      }
      if (bytes > limits.maxBytes) throw readerFailure('bytes', String(limits.maxBytes));
      return row;
    });
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private failure(error: unknown, limits: SqlLimits): Error {
    if (!(error instanceof Error) || !('code' in error)) return error instanceof Error ? error : new Error(String(error));
    const code = (error as { code?: string }).code;
    if (code === '57014') return readerFailure('timeout', String(limits.timeoutMs));
    if (code === '42601' && /multiple commands|cannot insert multiple/i.test(error.message)) return readerFailure('twoStatements', '');
    if (code === '25006') return readerFailure('writes', '');
    if (code === '42501') return readerFailure('table', /(?:table|relation) "?([\w.]+)"?/.exec(error.message)?.[1] ?? '');
    return readerFailure('sql', error.message);
  }

  /** Makes the role once and grants it SELECT on exactly `allowed` (the tables that exist), once per allow-list. */
  private grant(allowed: readonly string[]): Promise<void> {
    const wanted = allowed.join(',');
    if (this.granted === wanted) return Promise.resolve();
    if (!this.granting) {
      this.granting = this.applyGrants(allowed)
        .then(() => {
          this.granted = wanted;
        })
        .finally(() => {
          this.granting = null;
        });
    }
    return this.granting.then(() => (this.granted === wanted ? undefined : this.grant(allowed)));
  }

  private async applyGrants(allowed: readonly string[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      const exists = await client.query('select 1 from pg_roles where rolname = $1', [readerRole]);
      if (!exists.rowCount) {
        try {
          await client.query(`create role ${readerRole} nologin`);
        } catch (error) {
          // Another process (or test database) made it meanwhile; anything else means we may not make roles.
          if ((error as { code?: string }).code !== '42710') {
            this.roleMissing = true;
            this.warn('SQL data interfaces are refused: the database user may not create the reader role (CREATEROLE)', error);
            return;
          }
        }
      }
      // The application's user must be able to SET ROLE to the reader (PostgreSQL 16 gives its creator only ADMIN);
      // granted only when missing, since concurrent grants of one membership collide.
      if (!(await this.maySetRole(client))) {
        try {
          await client.query(`grant ${readerRole} to current_user`);
        } catch (error) {
          this.warn('could not make the database user a member of the reader role', error);
        }
        if (!(await this.maySetRole(client))) {
          this.roleMissing = true;
          this.warn('SQL data interfaces are refused: the database user cannot act as the reader role', null);
          return;
        }
      }
      this.roleMissing = false;
      await client.query('begin');
      await client.query(`revoke all on all tables in schema public from ${readerRole}`);
      await client.query(`grant usage on schema public to ${readerRole}`);
      const present = await client.query<{ tablename: string }>('select tablename from pg_tables where schemaname = $1 and tablename = any($2)', [
        'public',
        [...allowed],
      ]);
      for (const row of present.rows) await client.query(`grant select on ${quoteIdent(row.tablename)} to ${readerRole}`);
      await client.query('commit');
      this.checked.clear();
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Tries it: SET ROLE inside a transaction rolled back. */
  private async maySetRole(client: pg.PoolClient): Promise<boolean> {
    await client.query('begin');
    try {
      await client.query(`set local role ${readerRole}`);
      return true;
    } catch {
      return false;
    } finally {
      await client.query('rollback');
    }
  }
}
