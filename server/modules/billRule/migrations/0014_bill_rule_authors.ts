// Who created a rule and who changed it last (JNPF's list shows creatorUser).
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_bill_rule').addColumn('creator_user_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('base_bill_rule').addColumn('last_modify_user_id', 'varchar(40)', (c) => c.notNull().defaultTo('')).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('base_bill_rule').dropColumn('last_modify_user_id').execute();
  await db.schema.alterTable('base_bill_rule').dropColumn('creator_user_id').execute();
}
