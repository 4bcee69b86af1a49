// Files waiting to be downloaded through a short-lived, single-use link (exports).
import { SqliteAdapter, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const binary = db.getExecutor().adapter instanceof SqliteAdapter ? 'blob' : 'bytea';
  await db.schema
    .createTable('base_download')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('ticket_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', binary, (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_download_expiry').on('base_download').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_download').execute();
}
