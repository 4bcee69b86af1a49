// Wrong-password counts for account names that do not exist, kept like a user's
// own count, so a caller cannot tell an unknown account from a wrong password.
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('base_sign_in_failure')
    .addColumn('account', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('log_error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_until', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('ix_sign_in_failure_updated').on('base_sign_in_failure').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('base_sign_in_failure').execute();
}
