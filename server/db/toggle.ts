// Enable/disable in one statement: the flag flips in the database, so two
// requests at once cannot both read 1 and both write 0.
import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A table with an `enabled_mark` 0/1 flag and a string `id` (a module's own tables too). */
export type EnabledTable = string;

/** Flips the row's flag and returns the new value; null when no row has the id. */
export async function toggleEnabled(db: Kysely<Database>, table: EnabledTable, id: string, also: Record<string, unknown> = {}): Promise<0 | 1 | null> {
  // Modules name their own tables, which Kysely's typed schema does not list; each has both columns.
  const row = await db
    .updateTable(table as 'base_system')
    .set({ ...also, enabled_mark: sql<number>`1 - enabled_mark` })
    .where('id', '=', id)
    .returning('enabled_mark')
    .executeTakeFirst();
  if (!row) return null;
  return Number(row.enabled_mark) === 1 ? 1 : 0;
}
