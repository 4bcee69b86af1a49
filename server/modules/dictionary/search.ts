// Which items of a category a keyword finds, through the trigram index where
// the database has one (server/db/trigramSearch.ts).
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import { matchesText, searchesTrigrams } from '../../db/trigramSearch';
import { itemSearch } from './migrations/0008_dictionary_item_search';

export function itemFilter(dialect: Dialect, typeId: string, keyword: string | undefined): Expression<SqlBool> {
  const word = keyword?.trim() ?? '';
  if (!word) return sql<SqlBool>`dictionary_type_id = ${typeId}`;
  const found = matchesText(dialect, itemSearch, 'base_dictionary_data', word);
  // The unary + keeps SQLite from walking the whole category by its index and
  // makes it start from the few rows the trigram index finds.
  if (searchesTrigrams(dialect, word)) return sql<SqlBool>`+dictionary_type_id = ${typeId} and ${found}`;
  return sql<SqlBool>`dictionary_type_id = ${typeId} and ${found}`;
}
