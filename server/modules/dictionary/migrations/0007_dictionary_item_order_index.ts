// Items are listed by category in sort order, then by age; one index serves
// both the filter and the order, so large categories page without sorting.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_dictionary_data_type').execute();
  await db.schema.createIndex('ix_dictionary_data_order').on('base_dictionary_data').columns(['dictionary_type_id', 'sort_code', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_dictionary_data_order').execute();
  await db.schema.createIndex('ix_dictionary_data_type').on('base_dictionary_data').columns(['dictionary_type_id', 'sort_code']).execute();
}
