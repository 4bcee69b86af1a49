// A download link may point to a stored file (to download or to preview) or to
// a pack of stored files, instead of holding an export's content.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_download').addColumn('kind', 'varchar(20)', (c) => c.notNull().defaultTo('content')).execute();
  await db.schema.alterTable('base_download').addColumn('file_id', 'varchar(40)').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_download').dropColumn('file_id').execute();
  await db.schema.alterTable('base_download').dropColumn('kind').execute();
}
