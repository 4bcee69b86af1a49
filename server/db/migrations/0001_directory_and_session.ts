// The tables the shell needs from day one: directory, menus and grants,
// configuration, sessions, captchas, the sign-in log and dictionaries.
import type { Kysely, CreateTableBuilder } from 'kysely';

type Table = CreateTableBuilder<string, never>;

const id = (t: Table) => t.addColumn('id', 'varchar(40)', (c) => c.primaryKey());
const text = (name: string, size = 100) => (t: Table) =>
  t.addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo(''));
const int = (name: string, initial = 0) => (t: Table) => t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(initial));
const time = (name: string, nullable = false) => (t: Table) =>
  t.addColumn(name, 'bigint', (c) => (nullable ? c : c.notNull().defaultTo(0)));

function build(t: Table, ...columns: ((t: Table) => Table)[]): Table {
  return columns.reduce((acc, add) => add(acc), t);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  const named = (t: Table) => build(t, text('en_code', 50), text('full_name', 50), int('sort_code'), int('enabled_mark', 1));

  await build(db.schema.createTable('base_organize'), id, text('parent_id', 40), text('category', 20), named, time('created_at')).execute();
  await build(db.schema.createTable('base_position'), id, text('organize_id', 40), named, time('created_at')).execute();
  await build(db.schema.createTable('base_role'), id, named, time('created_at')).execute();
  await build(db.schema.createTable('base_group'), id, named, time('created_at')).execute();

  await build(
    db.schema.createTable('base_user'),
    id,
    text('account', 50),
    text('real_name', 50),
    text('password_hash', 200),
    text('head_icon', 200),
    text('organize_id', 40),
    int('gender'),
    text('mobile', 20),
    text('email', 100),
    int('enabled_mark', 1),
    time('change_password_date', true),
    int('log_error_count'),
    time('lock_until', true),
    time('prev_log_time', true),
    text('prev_log_ip', 64),
    time('last_log_time', true),
    text('last_log_ip', 64),
    int('log_success_count'),
    text('theme', 20),
    text('language', 10),
    text('portal_id', 40),
    text('sign_img', 200),
    text('system_id', 40),
    int('sort_code'),
    time('created_at'),
    time('updated_at'),
  ).execute();
  await db.schema.createIndex('ux_user_account').on('base_user').column('account').unique().execute();
  await db.schema.createIndex('ix_user_organize').on('base_user').column('organize_id').execute();

  await build(db.schema.createTable('base_user_relation'), id, text('user_id', 40), text('object_type', 20), text('object_id', 40)).execute();
  await db.schema.createIndex('ix_user_relation_user').on('base_user_relation').columns(['user_id', 'object_type']).execute();
  await db.schema.createIndex('ix_user_relation_object').on('base_user_relation').columns(['object_id', 'object_type']).execute();

  await build(db.schema.createTable('base_system'), id, named, text('icon', 50)).execute();
  await build(
    db.schema.createTable('base_module'),
    id,
    text('parent_id', 40),
    text('system_id', 40),
    named,
    int('type'),
    text('icon', 50),
    text('url_address', 500),
    text('link_target', 20),
    (t) => t.addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}')),
    time('created_at'),
  ).execute();
  await db.schema.createIndex('ux_module_code').on('base_module').columns(['system_id', 'en_code']).unique().execute();
  await build(db.schema.createTable('base_module_button'), id, text('module_id', 40), named).execute();
  await db.schema.createIndex('ux_module_button').on('base_module_button').columns(['module_id', 'en_code']).unique().execute();

  await build(db.schema.createTable('base_authorize'), id, text('item_type', 20), text('item_id', 40), text('object_type', 20), text('object_id', 40)).execute();
  await db.schema.createIndex('ix_authorize_object').on('base_authorize').columns(['object_id', 'object_type', 'item_type']).execute();
  await db.schema.createIndex('ux_authorize').on('base_authorize').columns(['item_type', 'item_id', 'object_type', 'object_id']).unique().execute();

  await db.schema
    .createTable('base_sys_config')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await build(
    db.schema.createTable('base_session'),
    id,
    text('user_id', 40),
    text('token_hash', 64),
    time('created_at'),
    time('last_active_at'),
    time('expires_at'),
    int('locked'),
    text('ip', 64),
    text('user_agent', 300),
    time('ended_at', true),
    (t) => t.addColumn('end_reason', 'varchar(20)'),
  ).execute();
  await db.schema.createIndex('ux_session_token').on('base_session').column('token_hash').unique().execute();
  await db.schema.createIndex('ix_session_user').on('base_session').columns(['user_id', 'ended_at']).execute();

  await build(db.schema.createTable('base_captcha'), (t) => t.addColumn('id', 'varchar(64)', (c) => c.primaryKey()), text('code', 10), time('expires_at')).execute();
  await db.schema.createIndex('ix_captcha_expiry').on('base_captcha').column('expires_at').execute();

  await build(
    db.schema.createTable('base_sys_log'),
    id,
    text('user_id', 40),
    text('account', 100),
    text('category', 20),
    int('success'),
    text('ip', 64),
    text('message', 200),
    time('created_at'),
  ).execute();
  await db.schema.createIndex('ix_sys_log_user').on('base_sys_log').columns(['user_id', 'created_at']).execute();

  await build(
    db.schema.createTable('base_dictionary_type'),
    id,
    text('parent_id', 40),
    named,
    int('is_tree'),
    text('description', 500),
    time('created_at'),
  ).execute();
  await db.schema.createIndex('ux_dictionary_type_code').on('base_dictionary_type').column('en_code').unique().execute();
  await build(
    db.schema.createTable('base_dictionary_data'),
    id,
    text('dictionary_type_id', 40),
    text('parent_id', 40),
    named,
    text('description', 500),
    time('created_at'),
  ).execute();
  await db.schema.createIndex('ix_dictionary_data_type').on('base_dictionary_data').columns(['dictionary_type_id', 'sort_code']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'base_dictionary_data', 'base_dictionary_type', 'base_sys_log', 'base_captcha', 'base_session', 'base_sys_config',
    'base_authorize', 'base_module_button', 'base_module', 'base_system', 'base_user_relation', 'base_user',
    'base_group', 'base_role', 'base_position', 'base_organize',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
