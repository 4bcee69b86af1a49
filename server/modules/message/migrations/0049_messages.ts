// Messages (notices, and what other modules send) and one receive row per user
// carrying that user's read state.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_message')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    // 1 system, 2 workflow, 3 notice, 4 schedule (the msgSourceType dictionary).
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('body_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_image', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('expiration_time', 'bigint')
    .addColumn('remind_category', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('send_config_id', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('to_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    // 0 draft, 1 sent; "expired" (2) is read from expiration_time, never stored.
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flow_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(40)')
    .addColumn('updated_at', 'bigint')
    .addColumn('release_user_id', 'varchar(40)')
    .addColumn('release_time', 'bigint')
    .execute();
  await db.schema.createIndex('ix_message_type_created').on('base_message').columns(['type', 'created_at']).execute();

  await db.schema
    .createTable('base_message_receive')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('message_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint')
    // Copied from the message at delivery: the caller's list filters and pages on this table alone.
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('release_time', 'bigint', (c) => c.notNull())
    .execute();
  // The list: the caller's rows, unread first when asked, newest first.
  await db.schema.createIndex('ix_message_receive_user').on('base_message_receive').columns(['user_id', 'is_read', 'release_time']).execute();
  await db.schema.createIndex('ux_message_receive_message_user').on('base_message_receive').columns(['message_id', 'user_id']).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_message_receive').execute();
  await db.schema.dropTable('base_message').execute();
}
