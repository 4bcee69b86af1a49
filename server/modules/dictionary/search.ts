// Which items of a category a keyword finds: through the trigram index where the
// database has one (SQLite's FTS5 table; PostgreSQL's pg_trgm indexes serve the
// plain LIKE), by LIKE otherwise. Trigrams need three characters.
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Dialect } from '../../db/database';
import { containsText } from '../../db/search';

const indexable = (keyword: string) => [...keyword].length >= 3 && !/[%_\\]/.test(keyword);

export function itemFilter(dialect: Dialect, typeId: string, keyword: string | undefined): Expression<SqlBool> {
  const word = keyword?.trim() ?? '';
  if (!word) return sql<SqlBool>`dictionary_type_id = ${typeId}`;
  if (dialect === 'sqlite' && indexable(word)) {
    const pattern = `%${word}%`;
    // The unary + keeps SQLite from walking the whole category by its index and
    // makes it start from the few rows the trigram index finds.
    return sql<SqlBool>`+dictionary_type_id = ${typeId} and base_dictionary_data.rowid in (
      select rowid from base_dictionary_data_fts where full_name like ${pattern}
      union select rowid from base_dictionary_data_fts where en_code like ${pattern})`;
  }
  return sql<SqlBool>`dictionary_type_id = ${typeId} and ${containsText(['full_name', 'en_code'], word)}`;
}
