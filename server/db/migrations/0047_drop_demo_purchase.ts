// The demo's purchase requests became an online-development model's records
// (server/db/seed/purchaseModel.json), whose release makes its own tables: the
// hand-written module's tables (0016, 0041) go, before the seed releases the model.
import type { Kysely } from 'kysely';
import * as purchaseRequests from './0016_purchase_requests';
import * as purchaseAttachments from './0041_purchase_attachments';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_purchase_item').ifExists().execute();
  await db.schema.dropTable('demo_purchase_request').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await purchaseRequests.up(db);
  await purchaseAttachments.up(db);
}
