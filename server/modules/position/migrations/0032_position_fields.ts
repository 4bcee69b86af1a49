// A position's type (dictionary positionType), description and authorship; codes are unique.
import type { Kysely } from 'kysely';
import { addDirectoryColumns, dropDirectoryColumns } from '../../../db/directoryColumns';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addDirectoryColumns(db, 'base_position', { type: true });
  await db.schema.createIndex('ix_position_organize').on('base_position').columns(['organize_id', 'sort_code']).execute();
  await db.schema.createIndex('ux_position_code').on('base_position').column('en_code').unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('ux_position_code').execute();
  await db.schema.dropIndex('ix_position_organize').execute();
  await dropDirectoryColumns(db, 'base_position', { type: true });
}
