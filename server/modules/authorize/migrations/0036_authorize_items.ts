// What a menu entry offers to grant beside its buttons: list columns, form
// fields, the fields data schemes may test and the schemes themselves; and each
// user's own column layout per menu entry.
import type { Kysely, CreateTableBuilder } from 'kysely';

type Table = CreateTableBuilder<string, never>;

const common = (t: Table) =>
  t
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('module_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull().defaultTo(0));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['base_module_column', 'base_module_form']) {
    await common(db.schema.createTable(table)).addColumn('bind_table', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute();
    await db.schema.createIndex(`ux_${table.slice(5)}`).on(table).columns(['module_id', 'en_code']).unique().execute();
  }
  await common(db.schema.createTable('base_module_data_field'))
    .addColumn('field_type', 'varchar(20)', (c) => c.notNull().defaultTo('text'))
    .addColumn('bind_table', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('ux_module_data_field').on('base_module_data_field').columns(['module_id', 'en_code']).unique().execute();
  await common(db.schema.createTable('base_module_data_scheme'))
    .addColumn('condition_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('condition_text', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('all_data', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ux_module_data_scheme').on('base_module_data_scheme').columns(['module_id', 'en_code']).unique().execute();

  await db.schema
    .createTable('base_user_column_setting')
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('module_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('field_list', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pk_user_column_setting', ['user_id', 'module_id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['base_user_column_setting', 'base_module_data_scheme', 'base_module_data_field', 'base_module_form', 'base_module_column']) {
    await db.schema.dropTable(table).execute();
  }
}
