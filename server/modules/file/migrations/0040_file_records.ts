// The record that holds an attached file, where its menu entry's data schemes
// decide who may read that record ('' for files attached before, or held by
// records of an entry without schemes).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_file').addColumn('attached_record', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_file').dropColumn('attached_record').execute();
}
