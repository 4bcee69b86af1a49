// Keyword search over text columns, the same on SQLite and PostgreSQL:
// case-insensitive, with % and _ in the keyword taken literally.
import { sql, type Expression, type SqlBool } from 'kysely';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function containsText(columns: string[], keyword: string): Expression<SqlBool> {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  const tests = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
