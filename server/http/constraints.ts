// A unique index that refuses a write (two requests racing past the service's own
// check) means "that already exists", on SQLite and PostgreSQL alike.
import type { MessageRef } from '@core/i18n/text';

interface DatabaseError {
  code?: unknown;
  constraint?: unknown;
  message: string;
}

/** The duplicate message for a unique violation, or null when `error` is something else. */
export function uniqueViolationMessage(error: Error): MessageRef | null {
  const { code, constraint, message } = error as DatabaseError;
  const sqlite = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
  const postgres = code === '23505';
  if (!sqlite && !postgres) return null;
  // PostgreSQL names the index (ux_dictionary_data_code); SQLite names the columns (….en_code).
  const names = `${typeof constraint === 'string' ? constraint : ''} ${message}`;
  if (/(_code\b|en_code|\.account\b|_account\b)/.test(names)) return { key: 'duplicate.code' };
  if (/(_name\b|full_name)/.test(names)) return { key: 'duplicate.name' };
  return { key: 'duplicate.record' };
}
