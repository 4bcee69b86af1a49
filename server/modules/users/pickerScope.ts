// The users a custom user picker offers (selectType custom, or linked to a
// department, position, role or group field): whoever one of the able ids
// names — a user, the members of an organisation and below it, the holders of a
// position or role, the members of a group — and the system entries that stand
// for the caller's own. One query, paged, by keyword.
import { sql, type Expression, type SqlBool } from 'kysely';
import { parseTypedId } from '@core/api/directory';
import type { Paged } from '@core/api/envelope';
import { currentUserId, type AbleUsersQuery, type PickerPage } from '@core/api/userPickers';
import type { DirectoryNode } from '@core/api/directory';
import type { UserPickers } from './pickers';
import { inOrganization } from './pickers';

/** The able ids sorted by what they name. */
export interface AbleIds {
  users: string[];
  organizations: string[];
  positions: string[];
  roles: string[];
  groups: string[];
}

/** The system entries an able list may hold, and what they stand for. */
export const systemEntries = ['@currentOrg', '@currentOrgAndSubOrg', '@currentGradeOrg'] as const;

/** Reads both forms JNPF sends: typed ids in `ids` (or `ableIds`), and plain ids per kind. */
export function ableIdsOf(query: AbleUsersQuery): { able: AbleIds; system: Set<string> } {
  const able: AbleIds = { users: [...(query.ableUserIds ?? [])], organizations: [...(query.ableDepIds ?? [])], positions: [...(query.ablePosIds ?? [])], roles: [...(query.ableRoleIds ?? [])], groups: [...(query.ableGroupIds ?? [])] };
  const system = new Set<string>();
  for (const value of [...(query.ids ?? []), ...(query.ableIds ?? [])]) {
    if (value === currentUserId) {
      system.add(currentUserId);
      continue;
    }
    const typed = parseTypedId(value);
    if (!typed || !typed.id) continue;
    if (typed.type === 'user') able.users.push(typed.id);
    else if (typed.type === 'company' || typed.type === 'department') able.organizations.push(typed.id);
    else if (typed.type === 'position') able.positions.push(typed.id);
    else if (typed.type === 'role') able.roles.push(typed.id);
    else if (typed.type === 'group') able.groups.push(typed.id);
    else if (typed.type === 'system') system.add(typed.id === currentUserId ? currentUserId : typed.id);
  }
  return { able, system };
}

/** The paging JNPF nests under `pagination`, or sends beside the ids. */
export const pageOfQuery = (query: AbleUsersQuery): PickerPage => ({
  keyword: query.pagination?.keyword ?? query.keyword ?? '',
  currentPage: query.pagination?.currentPage ?? query.currentPage,
  pageSize: query.pagination?.pageSize ?? query.pageSize,
});

const unique = (ids: readonly string[]) => [...new Set(ids.filter(Boolean))];

/** The user `u` holds one of the objects through a relation of this kind. */
const related = (objectType: 'Position' | 'Role' | 'Group', ids: readonly string[]) =>
  sql<SqlBool>`exists (select 1 from base_user_relation ar where ar.user_id = u.id and ar.object_type = ${objectType} and ar.object_id in (${sql.join(ids)}))`;

/** The users of a custom picker, paged; nobody when no able id names anyone. */
export async function ableUsers(pickers: UserPickers, query: AbleUsersQuery, callerId: string): Promise<Paged<DirectoryNode>> {
  const { able, system } = ableIdsOf(query);
  const page = pageOfQuery(query);
  const users = unique(able.users);
  const organizations = unique(able.organizations);
  if (system.has(currentUserId)) users.push(callerId);
  const ownOrganization = [...system].some((entry) => (systemEntries as readonly string[]).includes(entry)) ? await pickers.organizationOf(callerId) : '';
  const tests: Expression<SqlBool>[] = [];
  if (users.length) tests.push(sql<SqlBool>`u.id in (${sql.join(users)})`);
  const positions = unique(able.positions);
  if (positions.length) tests.push(related('Position', positions));
  const roles = unique(able.roles);
  if (roles.length) tests.push(related('Role', roles));
  const groups = unique(able.groups);
  if (groups.length) tests.push(related('Group', groups));
  if (ownOrganization && system.has('@currentOrg')) tests.push(inOrganization(ownOrganization));
  // Without grade management, the organisations one looks after are one's own and those below it.
  if (ownOrganization && (system.has('@currentOrgAndSubOrg') || system.has('@currentGradeOrg'))) organizations.push(ownOrganization);
  if (organizations.length) tests.push(await pickers.underOrganizations(organizations));
  const pageSize = page.pageSize ?? 20;
  if (tests.length === 0) return { list: [], pagination: { currentPage: page.currentPage ?? 1, pageSize, total: 0 } };
  return pickers.pagedUsers(pickers.users({ keyword: page.keyword }).where(sql<SqlBool>`(${sql.join(tests, sql` or `)})`), { ...page, pageSize });
}
