// Where a delegated user administrator may put a user: the user, as the write
// leaves them, stays within the editor's data scope, and so would they in each
// organisation added or removed; the roles and positions given carry nothing
// the editor lacks; a new manager is a user the editor can see, and does not
// bring a stored user below the editor. Administrators pass. Checked for many users at once, in a few queries, as an import needs.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { DataScope, ProspectiveRow } from '../../permission/dataScope';
import type { Delegator, GrantObject } from '../../permission/delegation';
import { holderNames, listed } from '../../permission/grantNames';
import { inSlices } from '../../db/slices';
import { visibleUserIds } from './scope';
import { managerChain, type UserReferences } from './userInput';

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

/**
 * Stored users whose new manager puts them below the editor though they were
 * not: their records would come within the editor's reach (本人及下属) on every
 * screen. A new user brings no records, and may report to anyone the editor sees.
 */
async function broughtBelow(db: Kysely<Database>, actorId: string, users: readonly PlacedUser[]): Promise<Set<number>> {
  const below = new Set<number>();
  for (const [i, user] of users.entries()) {
    const manager = newManager(user);
    if (!manager || !user.before) continue;
    const [newChain, oldChain] = await Promise.all([managerChain(db, manager), managerChain(db, user.before.managerId)]);
    if (newChain.includes(actorId) && !oldChain.includes(actorId)) below.add(i);
  }
  return below;
}

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
  const [admitted, holderRefusals, seenManagers, below] = await Promise.all([
    scope.admits(
      db,
      candidates.map((candidate) => candidate.row),
    ),
    delegator.holderRefusals(db, users.flatMap(givenHolders)),
    visibleUserIds(db, scope, managers),
    broughtBelow(db, delegator.actor.userId, users),
  ]);
  const outside = new Map<number, string[]>();
  candidates.forEach((candidate, i) => {
    if (!admitted[i]) outside.set(candidate.user, [...new Set([...(outside.get(candidate.user) ?? []), candidate.organizeId])]);
  });
  const named = await namesOf(db, [...outside.values()].flat(), [...managers.filter((id) => !seenManagers.has(id)), ...[...below].map((i) => users[i].row.id)]);
  return users.map((user, i) => {
    const organizations = outside.get(i);
    if (organizations) return fieldRefusal('organizeIds', 'delegation.organizeOutsideScope', listed(organizations.map(named)));
    const refused = givenHolders(user).find((holder) => holderRefusals.has(holder.id));
    if (refused) return holderRefusals.get(refused.id) ?? null;
    const manager = newManager(user);
    if (manager && !seenManagers.has(manager)) return fieldRefusal('managerId', 'delegation.usersOutsideScope', named(manager));
    if (below.has(i)) return fieldRefusal('managerId', 'delegation.intoOwnReach', named(user.row.id));
    return null;
  });
}

/** Organisations and users by name, for the refusals; an id without a name stays an id. */
async function namesOf(db: Kysely<Database>, organizeIds: readonly string[], userIds: readonly string[]): Promise<(id: string) => string> {
  const [organizations, users] = await Promise.all([
    inSlices(organizeIds, (part) => db.selectFrom('base_organize').select(['id', 'full_name']).where('id', 'in', part).execute()),
    holderNames(
      db,
      userIds.map((id) => ({ type: 'User' as const, id })),
    ),
  ]);
  const names = new Map<string, string>(organizations.map((row) => [row.id, row.full_name]));
  userIds.forEach((id, i) => names.set(id, users[i]));
  return (id) => names.get(id) ?? id;
}
