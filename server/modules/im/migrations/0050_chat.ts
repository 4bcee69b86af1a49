// Chat: one conversation row per user and partner (the owner's unread count and
// latest message, whether the owner removed it from the list), and the messages
// themselves, each hidden apart for its sender and its receiver when either
// deletes the conversation's records.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_im_reply')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('partner_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('unread_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latest_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latest_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('latest_date', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('removed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ux_im_reply_pair').unique().on('base_im_reply').columns(['user_id', 'partner_id']).execute();
  await db.schema.createIndex('ix_im_reply_list').on('base_im_reply').columns(['user_id', 'removed', 'latest_date']).execute();
  await db.schema
    .createTable('base_im_content')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('send_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('receive_user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('send_time', 'bigint', (c) => c.notNull())
    .addColumn('receive_time', 'bigint')
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sender_cleared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receiver_cleared', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ix_im_content_pair').on('base_im_content').columns(['send_user_id', 'receive_user_id', 'send_time']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_im_content').execute();
  await db.schema.dropTable('base_im_reply').execute();
}
