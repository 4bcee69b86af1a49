// An organisation's path: the ids from the root down to it, comma-joined in
// organize_id_tree. A node and everything below it are the rows whose path is
// its own or starts with its own and a comma (an indexed prefix match).
import { sql, type Expression, type SqlBool } from 'kysely';

const separator = ',';

/** The ids of a stored path, root first. */
export function organizePath(stored: string): string[] {
  return stored ? stored.split(separator) : [];
}

// % and _ in an id are taken literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows of `column` at the node whose path is `path`, or below it. */
export function subtreeCondition(column: string, path: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(column)} = ${path} or ${sql.ref(column)} like ${`${escapeLike(path)}${separator}%`} escape '\\')`;
}
