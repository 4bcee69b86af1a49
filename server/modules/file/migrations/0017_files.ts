// One row per stored file: who uploaded it, its cleaned name, what its bytes are,
// the key its bytes are stored under, and the random key of its image link.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_file')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('original_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('extension', 'varchar(20)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('md5', 'varchar(32)', (c) => c.notNull())
    .addColumn('mime_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('upload_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('access_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('attached_at', 'bigint')
    .execute();
  await db.schema.createIndex('ix_file_owner').on('base_file').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('ix_file_md5').on('base_file').columns(['md5', 'owner_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_file').execute();
}
