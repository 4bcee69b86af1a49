// A group's type (dictionary groupType), description and authorship; codes are unique.
import type { Kysely } from 'kysely';
import { addDirectoryColumns, dropDirectoryColumns } from '../../../db/directoryColumns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addDirectoryColumns(db, 'base_group', { type: true });
  await db.schema.createIndex('ux_group_code').on('base_group').column('en_code').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ux_group_code').execute();
  await dropDirectoryColumns(db, 'base_group', { type: true });
}
