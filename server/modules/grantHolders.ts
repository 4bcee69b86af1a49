// What grants are given to — roles, positions, groups and users — with the
// table each lives in and the menu entry that manages it, and whether a
// caller's data scope of that entry shows one. The grant screen and the member
// dialogs change a holder only where the caller could open it on its own screen.
import { sql } from 'kysely';
import type { GrantObjectType } from '../db/schema';
import type { Kiln } from '../context';
import type { SessionContext } from '../http/routeAccess';
import { aliasOf } from '../permission/dataScope';
import type { GrantObject } from '../permission/grantNames';

/** Each kind's table and the menu entry (enCode) whose screen manages it. */
export const holderKinds = {
  Role: { table: 'base_role', module: 'permission.role' },
  Position: { table: 'base_position', module: 'permission.position' },
  Group: { table: 'base_group', module: 'permission.group' },
  User: { table: 'base_user', module: 'permission.user' },
} as const satisfies Record<GrantObjectType, { table: string; module: string }>;

/** Does the caller's data scope of the holder's menu entry show the holder (administrators and unscoped entries: always)? */
export async function holderVisible(kiln: Kiln, session: Pick<SessionContext, 'userId' | 'isAdministrator'>, holder: GrantObject): Promise<boolean> {
  const { table, module } = holderKinds[holder.type];
  const fields = kiln.dataFields.get(module);
  const scope = await kiln.dataScopes.of(session, module, fields);
  if (scope.unrestricted || !fields) return true;
  const alias = aliasOf(fields);
  const record = kiln.db.selectFrom(sql<{ id: string }>`${sql.table(table)}`.as(alias));
  const seen = await scope
    .apply(record)
    .select(sql.ref<string>(`${alias}.id`).as('id'))
    .where(sql.ref(`${alias}.id`), '=', holder.id)
    .executeTakeFirst();
  return seen !== undefined;
}
