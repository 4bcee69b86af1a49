// The tables the shell needs from day one: menus and grants, configuration,
// sessions, captchas, the sign-in log and dictionaries. The directory's tables
// (organisations, positions, roles, groups, users and their memberships) were
// created here too; their modules create them now (0001_organize_table,
// 0001_position_table, 0001_role_table, 0001_group_table, 0001_user_tables),
// leaving the tables of databases made before alone.
import type { Kysely } from 'kysely';
import { build, id, int, named, text, time } from '../columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
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
    'base_authorize', 'base_module_button', 'base_module', 'base_system',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
