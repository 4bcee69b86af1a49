// A scheme's condition tree as SQL: fields become the columns the menu entry
// declared, literals become parameters, and the user variables become
// subqueries (subordinates by the manager chain, organisations by id path), so
// the database filters the rows on SQLite and PostgreSQL alike.
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { ConditionTree, SchemeVariable } from '@core/permission';
import type { DataFields } from './dataScope';

/** Whose rows: the user the request is for. */
export interface ScopeUser {
  userId: string;
  organizeId: string;
}

const alwaysTrue = sql<SqlBool>`1 = 1`;
const alwaysFalse = sql<SqlBool>`1 = 0`;

/** The ids a variable stands for, as a subquery (or one value). */
function variableSet(variable: SchemeVariable, user: ScopeUser): RawBuilder<unknown> {
  switch (variable) {
    case '@userId':
      return sql`(select ${user.userId})`;
    case '@userAndSubordinates':
      // UNION (not UNION ALL) stops at a manager chain that loops; the seed row is read from
      // the table so both terms have the column's type (PostgreSQL insists).
      return sql`(with recursive chain(id) as (select s.id from base_user s where s.id = ${user.userId} union select u.id from base_user u inner join chain on u.manager_id = chain.id) select id from chain)`;
    case '@organizeId':
      return sql`(select ${user.organizeId})`;
    case '@organizationAndSuborganization':
      return sql`(select o.id from base_organize o where o.id = ${user.organizeId} or o.organize_id_tree like (select p.organize_id_tree from base_organize p where p.id = ${user.organizeId}) || ',%')`;
  }
}

/** `value` with LIKE's own characters taken literally. */
const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition in SQL. A field the menu entry did not declare matches nothing,
 * so a scheme naming a column the list cannot test hides rows rather than showing them.
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
  const field = fields[tree.field];
  if (!field) return alwaysFalse;
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
      if (field.type !== 'user' && field.type !== 'organize') return alwaysFalse;
      return sql<SqlBool>`${column} ${sql.raw(tree.negate ? 'not in' : 'in')} ${variableSet(tree.variable, user)}`;
  }
}
