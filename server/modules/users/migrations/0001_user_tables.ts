// Users (base_user) and their memberships (base_user_relation), with their indexes.
// Until this module owned them, the platform's first migration
// (0001_directory_and_session) made them, so a database made then already has
// them: every statement leaves an existing table or index alone. The name sorts
// right after that migration and before the later ones that alter the tables.
import type { Kysely } from 'kysely';
import { build, id, int, text, time } from '../../../db/columns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await build(
    db.schema.createTable('base_user').ifNotExists(),
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
  await db.schema.createIndex('ux_user_account').ifNotExists().on('base_user').column('account').unique().execute();
  // Users by organisation: 0038's index (organisation, then the list's order) serves it.

  await build(db.schema.createTable('base_user_relation').ifNotExists(), id, text('user_id', 40), text('object_type', 20), text('object_id', 40)).execute();
  await db.schema.createIndex('ix_user_relation_user').ifNotExists().on('base_user_relation').columns(['user_id', 'object_type']).execute();
  await db.schema.createIndex('ix_user_relation_object').ifNotExists().on('base_user_relation').columns(['object_id', 'object_type']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_user_relation').execute();
  await db.schema.dropTable('base_user').execute();
}
