// A role is global (global_mark 1) or belongs to the organisations listed in
// base_organize_relation (object_type 'Role'); codes are unique.
import type { Kysely } from 'kysely';
import { addDirectoryColumns, dropDirectoryColumns } from '../../../db/directoryColumns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addDirectoryColumns(db, 'base_role', { type: true });
  await db.schema.alterTable('base_role').addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createIndex('ux_role_code').on('base_role').column('en_code').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ux_role_code').execute();
  await db.schema.alterTable('base_role').dropColumn('global_mark').execute();
  await dropDirectoryColumns(db, 'base_role', { type: true });
}
