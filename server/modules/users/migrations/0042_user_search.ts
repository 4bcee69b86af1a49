// Indexed keyword search over users' accounts, names and mobiles, so the user
// list's search does not read every user (server/db/trigramSearch.ts).
import type { Kysely } from 'kysely';
import { addTrigramSearch, dropTrigramSearch, type TrigramSearch } from '../../../db/trigramSearch';

/** The searched columns; the user list's keyword (../service.ts) searches these. */
export const userSearch: TrigramSearch = { table: 'base_user', columns: ['account', 'real_name', 'mobile'] };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addTrigramSearch(db, userSearch);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTrigramSearch(db, userSearch);
}
