// The personal information a user keeps on their own profile (JNPF's BaseInfo),
// and their signature images, one of which may be the default.
import type { Kysely } from 'kysely';

const textColumns: [string, number][] = [
  ['signature', 500],
  ['nation', 50],
  ['native_place', 100],
  ['certificates_type', 50],
  ['certificates_number', 50],
  ['education', 50],
  ['tele_phone', 20],
  ['landline', 20],
  ['urgent_contacts', 50],
  ['urgent_tele_phone', 20],
  ['postal_address', 200],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, size] of textColumns) {
    await db.schema.alterTable('base_user').addColumn(name, `varchar(${size})`, (c) => c.notNull().defaultTo('')).execute();
  }
  await db.schema.alterTable('base_user').addColumn('birthday', 'bigint').execute();
  await db.schema
    .createTable('base_sign_img')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('sign_img', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ix_sign_img_user').on('base_sign_img').columns(['user_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_sign_img').execute();
  await db.schema.alterTable('base_user').dropColumn('birthday').execute();
  for (const [name] of textColumns) await db.schema.alterTable('base_user').dropColumn(name).execute();
}
