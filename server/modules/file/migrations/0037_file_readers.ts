// Who may read an attached file: the menu entry of the form whose record holds
// it ('' for records of no entry, such as a user's own profile).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_file').addColumn('attached_module', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_file').dropColumn('attached_module').execute();
}
