// A scheme's condition tree as SQL: fields become the columns the menu entry
// declared, literals become parameters, and the user variables become the ids
// they stand for — the user's organisations as the list the grant context
// holds, subordinates as a subquery along the manager chain — so the database
// filters the rows on SQLite and PostgreSQL alike.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ConditionTree, SchemeVariable } from '@core/permission';
import type { DataFields } from './dataScope';

/** Whose rows: the user the request is for. */
export interface ScopeUser {
  userId: string;
  organizeId: string;
  /** The organisation and those below it; null when too many to list (the tree is then read in the query). */
  organizeAndBelow: readonly string[] | null;
}

const alwaysTrue = sql<SqlBool>`1 = 1`;
const alwaysFalse = sql<SqlBool>`1 = 0`;

/** The ids a variable stands for: a list, or a subquery when the ids are not at hand. */
function variableSet(variable: SchemeVariable, user: ScopeUser): readonly string[] | RawBuilder<unknown> {
  switch (variable) {
    case '@userId':
      return [user.userId];
    case '@userAndSubordinates':
      // UNION (not UNION ALL) stops at a manager chain that loops; the seed row is read from
      // the table so both terms have the column's type (PostgreSQL insists).
      return sql`(with recursive chain(id) as (select s.id from base_user s where s.id = ${user.userId} union select u.id from base_user u inner join chain on u.manager_id = chain.id) select id from chain)`;
    case '@organizeId':
      return user.organizeId ? [user.organizeId] : [];
    case '@organizationAndSuborganization':
      if (user.organizeAndBelow) return user.organizeAndBelow;
      return sql`(select o.id from base_organize o where o.id = ${user.organizeId} or o.organize_id_tree like (select p.organize_id_tree from base_organize p where p.id = ${user.organizeId}) || ',%')`;
  }
}

/** `value` with LIKE's own characters taken literally. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A scheme the entry's fields cannot carry: its save checks let none through, so meeting one is a fault, never "no rows". */
function unusable(field: string, why: string): Error {
  return new Error(`A data scheme tests the field ${field}, which ${why}`);
}

/**
 * The condition in SQL. A field the entry does not declare, or a user variable
 * on a field of another kind, throws: the scheme's save refuses both, so one
 * here is stored data the code no longer matches, to be seen and mended.
 */
export function conditionSql(tree: ConditionTree, fields: DataFields, user: ScopeUser): Expression<SqlBool> {
  switch (tree.kind) {
    case 'all':
      return alwaysTrue;
    case 'none':
      return alwaysFalse;
    case 'and':
    case 'or': {
      const parts = tree.children.map((child) => conditionSql(child, fields, user));
      return sql<SqlBool>`(${sql.join(parts, tree.kind === 'and' ? sql` and ` : sql` or `)})`;
    }
    default:
      break;
  }
  const field = Object.hasOwn(fields, tree.field) ? fields[tree.field] : undefined;
  if (!field) throw unusable(tree.field, 'the menu entry does not declare');
  const column = sql.ref(field.column);
  switch (tree.kind) {
    case 'compare':
      return sql<SqlBool>`${column} ${sql.raw(tree.op)} ${tree.value}`;
    case 'in':
      return tree.negate
        ? sql<SqlBool>`(${column} is null or ${column} not in (${sql.join(tree.values)}))`
        : sql<SqlBool>`${column} in (${sql.join(tree.values)})`;
    case 'contains':
      return sql<SqlBool>`${column} ${sql.raw(tree.negate ? 'not like' : 'like')} ${likeText(tree.value)} escape '\\'`;
    case 'variable':
    {
      if (field.type !== 'user' && field.type !== 'organize') throw unusable(tree.field, `is a ${field.type} field, not a user or organisation one`);
      const ids = variableSet(tree.variable, user);
      // No organisation: nothing is in it, and everything is outside it.
      if (Array.isArray(ids) && ids.length === 0) return tree.negate ? alwaysTrue : alwaysFalse;
      const set = Array.isArray(ids) ? sql`(${sql.join(ids)})` : ids;
      return sql<SqlBool>`${column} ${sql.raw(tree.negate ? 'not in' : 'in')} ${set}`;
    }
  }
}
