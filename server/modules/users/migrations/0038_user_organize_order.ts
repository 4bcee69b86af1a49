// A list scoped to some organisations (a data scheme's 当前组织及子组织) reads
// their users in the list's order straight from this index: for one
// organisation, a page without a sort. It serves lookups by organisation too,
// so the single-column index it extends goes (databases made before the
// directory moved into modules have it; newer ones never made it).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ix_user_organize_order').on('base_user').columns(['organize_id', 'sort_code', 'created_at', 'id']).execute();
  await db.schema.dropIndex('ix_user_organize').ifExists().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ix_user_organize').on('base_user').column('organize_id').execute();
  await db.schema.dropIndex('ix_user_organize_order').execute();
}
