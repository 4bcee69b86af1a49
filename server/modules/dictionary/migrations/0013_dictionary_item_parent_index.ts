// Items are read one level at a time (a page of the top level, then the children
// of a row that opens), so the level's order is an index.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ix_dictionary_data_level').on('base_dictionary_data').columns(['dictionary_type_id', 'parent_id', 'sort_code']).execute();
  await db.schema.createIndex('ix_dictionary_data_parent').on('base_dictionary_data').column('parent_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ix_dictionary_data_parent').execute();
  await db.schema.dropIndex('ix_dictionary_data_level').execute();
}
