// Data interfaces, the variates taken from their rows, and the log of their calls.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_data_interface')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(50)', (c) => c.notNull())
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('action', 'integer', (c) => c.notNull().defaultTo(3))
    .addColumn('has_page', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('data_config_json', 'text', (c) => c.notNull())
    .addColumn('data_count_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data_echo_json', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('field_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('parameter_json', 'text', (c) => c.notNull().defaultTo('[]'))
    // Bumped on every change: compiled statements are kept per id and revision.
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(40)')
    .addColumn('updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('ux_data_interface_code').on('base_data_interface').column('en_code').unique().execute();
  await db.schema.createIndex('ix_data_interface_category').on('base_data_interface').columns(['category', 'sort_code']).execute();

  await db.schema
    .createTable('base_data_interface_variate')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('interface_id', 'varchar(40)', (c) => c.notNull().references('base_data_interface.id').onDelete('cascade'))
    .addColumn('full_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('field', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(40)')
    .addColumn('updated_at', 'bigint')
    .execute();
  // A variate is cited as @name anywhere, so its name is unique across interfaces.
  await db.schema.createIndex('ux_data_interface_variate_name').on('base_data_interface_variate').column('full_name').unique().execute();
  await db.schema.createIndex('ix_data_interface_variate_interface').on('base_data_interface_variate').column('interface_id').execute();

  await db.schema
    .createTable('data_interface_log')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('interface_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('invoke_time', 'bigint', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'integer', (c) => c.notNull())
    .addColumn('message', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ix_data_interface_log_time').on('data_interface_log').columns(['interface_id', 'invoke_time']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_interface_log').execute();
  await db.schema.dropTable('base_data_interface_variate').execute();
  await db.schema.dropTable('base_data_interface').execute();
}
