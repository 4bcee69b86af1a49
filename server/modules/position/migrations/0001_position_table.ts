// Positions (base_position).
// Until this module owned it, the platform's first migration
// (0001_directory_and_session) made it, so a database made then already has it:
// every statement leaves an existing table or index alone. The name sorts right
// after that migration and before the later ones that alter the table.
import type { Kysely } from 'kysely';
import { build, id, named, text, time } from '../../../db/columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await build(db.schema.createTable('base_position').ifNotExists(), id, text('organize_id', 40), named, time('created_at')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_position').execute();
}
