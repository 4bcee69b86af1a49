// Who a notice goes to: the typed ids of the users picker (`id--user`,
// `id--department`, `id--company`, `id--position`, `id--role`, `id--group`),
// comma-joined as JNPF's form sends them. Every id must name an existing
// object; the receivers are the enabled users it names (an organisation counts
// with everything below it); no id at all means every enabled user.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { parseTypedId } from '@core/api/directory';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { memberWhere } from '../users/pickers';
import { treesOf, withinTrees } from '../organize/selectors';

/** How many typed ids one notice may name. */
export const maxTargets = 1000;

interface Targets {
  users: string[];
  organizations: string[];
  positions: string[];
  roles: string[];
  groups: string[];
}

/** Splits the comma-joined typed ids; refuses an id of a kind a notice cannot target (system entries). */
export function parseTargets(toUserIds: string): Targets {
  const targets: Targets = { users: [], organizations: [], positions: [], roles: [], groups: [] };
  const values = [
    ...new Set(
      toUserIds
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
    ),
  ];
  if (values.length > maxTargets) throw badRequest('notice.tooManyTargets', { max: maxTargets });
  for (const value of values) {
    const typed = parseTypedId(value);
    if (!typed?.id) throw badRequest('notice.targetNotFound', { id: value });
    if (typed.type === 'user') targets.users.push(typed.id);
    else if (typed.type === 'company' || typed.type === 'department') targets.organizations.push(typed.id);
    else if (typed.type === 'position') targets.positions.push(typed.id);
    else if (typed.type === 'role') targets.roles.push(typed.id);
    else if (typed.type === 'group') targets.groups.push(typed.id);
    else throw badRequest('notice.targetNotFound', { id: value });
  }
  return targets;
}

const isEmpty = (targets: Targets) => Object.values(targets).every((ids: string[]) => ids.length === 0);

/** Refuses the first id that names nothing (the form's value is checked on save, and again on release). */
export async function checkTargets(db: Kysely<Database>, targets: Targets): Promise<void> {
  const checks: [string[], 'base_user' | 'base_organize' | 'base_position' | 'base_role' | 'base_group', string][] = [
    [targets.users, 'base_user', 'user'],
    [targets.organizations, 'base_organize', 'department'],
    [targets.positions, 'base_position', 'position'],
    [targets.roles, 'base_role', 'role'],
    [targets.groups, 'base_group', 'group'],
  ];
  for (const [ids, table, type] of checks) {
    if (ids.length === 0) continue;
    const found = new Set((await db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map((row) => row.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing) throw badRequest('notice.targetNotFound', { id: `${missing}--${type}` });
  }
}

/** The user `u` holds one of the objects through a relation of this kind. */
const related = (objectType: 'Position' | 'Role' | 'Group', ids: readonly string[]) =>
  sql<SqlBool>`exists (select 1 from base_user_relation ar where ar.user_id = u.id and ar.object_type = ${objectType} and ar.object_id in (${sql.join(ids)}))`;

/** The ids of the enabled users the targets name (every enabled user when none), in a stable order. */
export async function receiverIds(db: Kysely<Database>, targets: Targets): Promise<string[]> {
  let query = db.selectFrom('base_user as u').select('u.id').where('u.enabled_mark', '=', 1);
  if (!isEmpty(targets)) {
    const tests: Expression<SqlBool>[] = [];
    if (targets.users.length) tests.push(sql<SqlBool>`u.id in (${sql.join(targets.users)})`);
    if (targets.organizations.length) tests.push(memberWhere(withinTrees('mo.organize_id_tree', await treesOf(db, targets.organizations))));
    if (targets.positions.length) tests.push(related('Position', targets.positions));
    if (targets.roles.length) tests.push(related('Role', targets.roles));
    if (targets.groups.length) tests.push(related('Group', targets.groups));
    query = query.where(sql<SqlBool>`(${sql.join(tests, sql` or `)})`);
  }
  return (await query.orderBy('u.id').execute()).map((row) => row.id);
}
