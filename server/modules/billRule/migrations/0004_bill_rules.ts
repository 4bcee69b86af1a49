// Serial-number (bill) rules, with the counter they hand numbers out from.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_bill_rule')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(20)', (c) => c.notNull())
    .addColumn('date_format', 'varchar(10)', (c) => c.notNull())
    .addColumn('digit', 'integer', (c) => c.notNull())
    .addColumn('start_number', 'varchar(9)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('counter_period', 'varchar(8)')
    .addColumn('counter_value', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ux_bill_rule_code').on('base_bill_rule').column('en_code').unique().execute();
  await db.schema.createIndex('ix_bill_rule_category').on('base_bill_rule').columns(['category', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_bill_rule').execute();
}
