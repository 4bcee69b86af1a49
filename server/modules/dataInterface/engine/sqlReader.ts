// What the SQL engine needs of a database: a read-only runner of one SELECT with
// bound values, under an allow-list of tables and caps on time, rows and bytes.
import type { InterfaceRow } from '@core/api/dataInterface';
import { ApiError, badRequest } from '../../../http/errors';
import type { Bound } from './parameters';

export interface SqlLimits {
  /** The tables the statement may read (the configured allow-list minus the hard deny list). */
  allowed: readonly string[];
  timeoutMs: number;
  maxRows: number;
  maxBytes: number;
}

/** One statement and its values in placeholder order. */
export interface SqlStatement {
  sql: string;
  values: Bound[];
  /** Answer the rows as their JSON text (a page the route splices into its reply), not as rows. */
  json?: boolean;
}

/** A statement's rows, or their JSON text when it was asked for (`json`). */
export type SqlResult = InterfaceRow[] | string;

export interface SqlReader {
  /** Runs the statements together (one worker message, one transaction): a page and its count. */
  run(statements: readonly SqlStatement[], limits: SqlLimits): Promise<SqlResult[]>;
  close(): Promise<void>;
}

/** The rows of a statement run without `json`. */
export function rowsOf(result: SqlResult | undefined): InterfaceRow[] {
  if (typeof result === 'string') throw new Error('the rows were asked for as JSON text');
  return result ?? [];
}

export type ReaderRefusal = 'twoStatements' | 'writes' | 'table' | 'rows' | 'bytes' | 'timeout' | 'sql' | 'noReaderRole';

/**
 * Tables no interface may read whatever the allow-list says: sign-in and sessions,
 * users (password hashes), files and downloads, grants, logs, configuration, and
 * the interfaces' own tables (their SQL and the call log).
 */
export const deniedTables: ReadonlySet<string> = new Set([
  'base_session',
  'base_user',
  'base_user_relation',
  'base_user_column_setting',
  'base_sign_img',
  'base_sign_in_failure',
  'base_captcha',
  'base_file',
  'base_download',
  'base_import_upload',
  'base_authorize',
  'base_module_data_scheme',
  'base_sys_log',
  'base_sys_config',
  'base_data_interface',
  'base_data_interface_variate',
  'data_interface_log',
  'kysely_migration',
  'kysely_migration_lock',
  'sqlite_schema',
  'sqlite_master',
  'sqlite_sequence',
  'pg_settings',
  'pg_authid',
  'pg_shadow',
  'pg_user_mapping',
]);

const tableName = /^[a-z_][a-z0-9_]{0,62}$/;

/** The configured allow-list as it applies: lower-case table names, never a denied one. */
export function readableTables(configured: readonly string[]): string[] {
  return [...new Set(configured.map((name) => name.trim().toLowerCase()))].filter((name) => tableName.test(name) && !deniedTables.has(name)).sort();
}

/** A reader's refusal as the caller reads it (400 with the reason in words). */
export function readerFailure(refusal: ReaderRefusal, detail: string): ApiError {
  switch (refusal) {
    case 'twoStatements':
      return badRequest('dataInterface.sqlTwoStatements');
    case 'writes':
      return badRequest('dataInterface.sqlNotReadOnly');
    case 'table':
      return deniedTables.has(detail)
        ? badRequest('dataInterface.tableDenied', { table: detail })
        : badRequest('dataInterface.tableNotAllowed', { table: detail });
    case 'rows':
      return badRequest('dataInterface.tooManyRows', { max: detail });
    case 'bytes':
      return badRequest('dataInterface.tooLarge', { max: detail });
    case 'timeout':
      return badRequest('dataInterface.timeout', { ms: detail });
    case 'noReaderRole':
      return badRequest('dataInterface.noReaderRole');
    case 'sql':
      return badRequest('dataInterface.sqlFailed', { reason: detail.slice(0, 300) });
  }
}
