// Where a delegated user administrator may put a user: the user, as the write
// leaves them, stays within the editor's data scope, and so would they in each
// organisation added or removed; the roles and positions given carry nothing
// the editor lacks; a new manager is a user the editor can see, and not the
// editor. Administrators pass. Checked for many users at once, in a few queries, as an import needs.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { DataScope, ProspectiveRow } from '../../permission/dataScope';
import type { Delegator, GrantObject } from '../../permission/delegation';
import { listed } from '../../permission/grantNames';
import { inSlices, type UserReferences } from './userInput';

/** Who places users, and within which rows of the user menu. */
export interface Placement {
  delegator: Delegator;
  scope: DataScope;
}

/** A user as a write would leave them. */
export interface PlacedUser {
  /** The base_user row after the write (the columns data schemes test). */
  row: ProspectiveRow & { id: string; organize_id: string };
  refs: UserReferences;
  /** What was stored before the write; none for a new user. */
  before?: UserReferences;
}

const without = (ids: readonly string[], taken: readonly string[] = []) => ids.filter((id) => !taken.includes(id));

/** The organisations added and removed (every one for a new user). */
function movedOrganizations(user: PlacedUser): string[] {
  const { refs, before } = user;
  return before ? [...without(refs.organizeIds, before.organizeIds), ...without(before.organizeIds, refs.organizeIds)] : refs.organizeIds;
}

/** The roles and positions given by the write. */
function givenHolders(user: PlacedUser): GrantObject[] {
  return [
    ...without(user.refs.roleIds, user.before?.roleIds).map((id) => ({ type: 'Role' as const, id })),
    ...without(user.refs.positionIds, user.before?.positionIds).map((id) => ({ type: 'Position' as const, id })),
  ];
}

const newManager = (user: PlacedUser) => (user.refs.managerId && user.refs.managerId !== user.before?.managerId ? user.refs.managerId : '');

const fieldRefusal = (field: string, key: string, names: string) =>
  new ApiError(403, { key, params: { names } }, null, [{ field, message: { key, params: { names } } }]);

/** Each user's first problem of placement, in order; null where the editor may place them so. */
export async function placementProblems(db: Kysely<Database>, placement: Placement, users: readonly PlacedUser[]): Promise<(ApiError | null)[]> {
  const { delegator, scope } = placement;
  if (delegator.unrestricted) return users.map(() => null);
  // The user as written, then once in each organisation moved, all put to the scope in one check.
  const candidates = users.flatMap((user, i) => [
    { user: i, organizeId: user.row.organize_id, row: user.row },
    ...movedOrganizations(user).map((organizeId) => ({ user: i, organizeId, row: { ...user.row, organize_id: organizeId } })),
  ]);
  const managers = [...new Set(users.map(newManager).filter(Boolean))];
  const [admitted, holderRefusals, visibleManagers] = await Promise.all([
    scope.admits(
      db,
      candidates.map((candidate) => candidate.row),
    ),
    delegator.holderRefusals(db, users.flatMap(givenHolders)),
    inSlices(managers, (part) => scope.apply(db.selectFrom('base_user as u')).select('u.id').where('u.id', 'in', part).execute()),
  ]);
  const outside = new Map<number, string[]>();
  candidates.forEach((candidate, i) => {
    if (!admitted[i]) outside.set(candidate.user, [...new Set([...(outside.get(candidate.user) ?? []), candidate.organizeId])]);
  });
  const seen = new Set(visibleManagers.map((row) => row.id));
  const [organizeNames, managerNames] = await Promise.all([
    namesOf(db, 'base_organize', [...outside.values()].flat()),
    namesOf(
      db,
      'base_user',
      managers.filter((id) => !seen.has(id)),
    ),
  ]);
  return users.map((user, i) => {
    const organizations = outside.get(i);
    if (organizations) return fieldRefusal('organizeIds', 'delegation.organizeOutsideScope', listed(organizations.map((id) => organizeNames.get(id) ?? id)));
    const refused = givenHolders(user).find((holder) => holderRefusals.has(holder.id));
    if (refused) return holderRefusals.get(refused.id) ?? null;
    const manager = newManager(user);
    // Reports are in their manager's reach (本人及下属) on every screen: naming oneself would widen one's own.
    if (manager && manager === delegator.actor.userId) return fieldRefusal('managerId', 'delegation.selfManager', '');
    if (manager && !seen.has(manager)) return fieldRefusal('managerId', 'delegation.usersOutsideScope', managerNames.get(manager) ?? manager);
    return null;
  });
}

async function namesOf(db: Kysely<Database>, table: 'base_organize' | 'base_user', ids: readonly string[]): Promise<Map<string, string>> {
  const rows =
    table === 'base_organize'
      ? await inSlices(ids, (part) => db.selectFrom('base_organize').select(['id', 'full_name as name']).where('id', 'in', part).execute())
      : await inSlices(ids, (part) => db.selectFrom('base_user').select(['id', 'real_name as name']).where('id', 'in', part).execute());
  return new Map(rows.map((row) => [row.id, row.name]));
}
