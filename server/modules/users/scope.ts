// The rows of the user menu (用户管理) a request may see and write: the fields its
// data schemes may test, and the request's DataScope over them. Every route that
// reads, places or touches users takes its scope here.
import type { Kysely } from 'kysely';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import { inSlices } from '../../db/slices';
import type { DataFields, DataScope } from '../../permission/dataScope';
import type { Actor } from '../../permission/delegation';

/** The menu entry module.ts declares (module.ts imports the routes, so the code is repeated, not imported). */
export const userMenu = 'permission.user';

/** What the menu's data schemes may test, as columns of the users query (base_user as u). */
export const userDataFields: DataFields = {
  id: { column: 'u.id', type: 'user', name: '用户' },
  creatorUserId: { column: 'u.creator_user_id', type: 'user', name: '创建人' },
  managerId: { column: 'u.manager_id', type: 'user', name: '直属主管' },
  organizeId: { column: 'u.organize_id', type: 'organize', name: '所属组织' },
  account: { column: 'u.account', type: 'text', name: '账户' },
  realName: { column: 'u.real_name', type: 'text', name: '姓名' },
  gender: { column: 'u.gender', type: 'number', name: '性别' },
  enabledMark: { column: 'u.enabled_mark', type: 'number', name: '状态' },
  creatorTime: { column: 'u.created_at', type: 'date', name: '创建时间' },
};

/** Which of these users the scope shows: those a write may touch. Pass a transaction as `db` inside one. */
export async function visibleUserIds(db: Kysely<Database>, scope: DataScope, ids: Iterable<string>): Promise<Set<string>> {
  const rows = await inSlices(ids, (part) => scope.apply(db.selectFrom('base_user as u')).select('u.id').where('u.id', 'in', part).execute());
  return new Set(rows.map((row) => row.id));
}

/** The users the actor may see and change under the user menu's data schemes. */
export function userScopeOf(kiln: Kiln, actor: Actor): Promise<DataScope> {
  return kiln.dataScopes.of(actor, userMenu, userDataFields);
}
