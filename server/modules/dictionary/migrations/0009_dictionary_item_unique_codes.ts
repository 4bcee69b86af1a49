// Codes and names are unique within a category (the service checks it first,
// with a message); the indexes make those checks single lookups and keep the
// rule even for writes that bypass the service.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('ux_dictionary_data_code').on('base_dictionary_data').columns(['dictionary_type_id', 'en_code']).unique().execute();
  await db.schema.createIndex('ux_dictionary_data_name').on('base_dictionary_data').columns(['dictionary_type_id', 'full_name']).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ux_dictionary_data_name').execute();
  await db.schema.dropIndex('ux_dictionary_data_code').execute();
}
