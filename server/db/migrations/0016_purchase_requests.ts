// The demo application's purchase requests and their lines: a form with a
// sub-table, stored in a table and a child table.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_purchase_request')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('applicant', 'varchar(50)', (c) => c.notNull())
    .addColumn('apply_date', 'bigint', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('urgent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('urgent_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('total', 'numeric(18, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_purchase_request_created').on('demo_purchase_request').column('created_at').execute();
  await db.schema
    .createTable('demo_purchase_item')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('request_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_purchase_item_request').on('demo_purchase_item').columns(['request_id', 'sort_code']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_purchase_item').execute();
  await db.schema.dropTable('demo_purchase_request').execute();
}
