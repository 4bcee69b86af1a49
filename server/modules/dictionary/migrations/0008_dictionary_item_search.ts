// Indexed keyword search over dictionary items, so '%word%' does not scan a
// large category (server/db/trigramSearch.ts).
import type { Kysely } from 'kysely';
import { addTrigramSearch, dropTrigramSearch, type TrigramSearch } from '../../../db/trigramSearch';

/** The searched columns; the items' keyword query (../search.ts) searches these. */
export const itemSearch: TrigramSearch = {
  table: 'base_dictionary_data',
  columns: ['full_name', 'en_code'],
  indexNames: { full_name: 'ix_dictionary_data_name_trgm', en_code: 'ix_dictionary_data_code_trgm' },
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists
export async function up(db: Kysely<any>): Promise<void> {
  await addTrigramSearch(db, itemSearch);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export async function down(db: Kysely<any>): Promise<void> {
  await dropTrigramSearch(db, itemSearch);
}
