// The settings drawer's choices of each user (spec 01 §2.7) as one JSON text, so
// they follow the user to any browser; '' until the user first changes one.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('base_user')
    .addColumn('shell_settings', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_user').dropColumn('shell_settings').execute();
}
