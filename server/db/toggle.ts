// Enable/disable in one statement: the flag flips in the database, so two
// requests at once cannot both read 1 and both write 0.
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { Database } from './schema';

/** The tables (a module's own too) whose rows have a string `id` and an `enabled_mark` 0/1 flag. */
export type EnabledTable = {
  [Table in keyof Database]: Selectable<Database[Table]> extends { id: string; enabled_mark: number } ? Table : never;
}[keyof Database];

/** Flips the row's flag and returns the new value; null when no row has the id. */
export async function toggleEnabled<Table extends EnabledTable>(db: Kysely<Database>, table: Table, id: string, also: Updateable<Database[Table]> = {}): Promise<0 | 1 | null> {
  const target: EnabledTable = table;
  const row = await db
    .updateTable(target)
    .set({ ...also, enabled_mark: sql<number>`1 - enabled_mark` })
    .where('id', '=', id)
    .returning('enabled_mark')
    .executeTakeFirst();
  if (!row) return null;
  return Number(row.enabled_mark) === 1 ? 1 : 0;
}
