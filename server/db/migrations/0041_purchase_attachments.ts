// A purchase request's attachments (quotes, specifications): the upload
// field's entries, as JSON.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_purchase_request').addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_purchase_request').dropColumn('attachments').execute();
}
