// Samples saved from the widget gallery: the form's values as one JSON document per record.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('dev_widget_sample')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(50)', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_widget_sample_created').on('dev_widget_sample').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('dev_widget_sample').execute();
}
