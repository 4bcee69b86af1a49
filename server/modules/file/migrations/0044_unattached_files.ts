// Uploads no saved record holds are counted per owner by the quotas on every
// upload, and the oldest are swept every hour: both read by index.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ix_file_owner_attached').on('base_file').columns(['owner_id', 'attached_at']).execute();
  await db.schema.createIndex('ix_file_attached_created').on('base_file').columns(['attached_at', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_file_attached_created').execute();
  await db.schema.dropIndex('ix_file_owner_attached').execute();
}
