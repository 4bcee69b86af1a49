// What a page of users shows beside their own columns: their organisations,
// positions and roles by name, and their managers. One query per kind of name
// for the whole page, never one per row.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { organizePath } from '../organize/paths';

/** A user's memberships, main ones first. */
export interface Memberships {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
}

export interface UserNames {
  memberships: Map<string, Memberships>;
  /** An organisation's ids from the root down to it. */
  organizeIdPath(id: string): string[];
  /** An organisation's names from the root down, '/'-joined: 'Kiln 示例集团/研发部'. */
  organizeNamePath(id: string): string;
  positionName(id: string): string;
  roleName(id: string): string;
  /** realName/account of a user the page names (its managers). */
  userName(id: string): string;
}

interface Owner {
  id: string;
  organize_id: string;
  position_id: string;
  manager_id: string;
}

const mainFirst = (ids: string[], main: string) => (main && ids.includes(main) ? [main, ...ids.filter((id) => id !== main)] : ids);

/** The memberships of these users from their relations: one query. */
export async function membershipsOf(db: Kysely<Database>, users: readonly Owner[]): Promise<Map<string, Memberships>> {
  const memberships = new Map(users.map((user) => [user.id, { organizeIds: [], positionIds: [], roleIds: [] } as Memberships]));
  if (users.length === 0) return memberships;
  const rows = await db
    .selectFrom('base_user_relation')
    .select(['user_id', 'object_type', 'object_id'])
    .where('user_id', 'in', users.map((user) => user.id))
    .where('object_type', 'in', ['Organize', 'Position', 'Role'])
    // Relation ids grow with time: the order they were given in.
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const held = memberships.get(row.user_id);
    if (!held) continue;
    if (row.object_type === 'Organize') held.organizeIds.push(row.object_id);
    else if (row.object_type === 'Position') held.positionIds.push(row.object_id);
    else held.roleIds.push(row.object_id);
  }
  for (const user of users) {
    const held = memberships.get(user.id)!;
    // A user made before organisations were relations (the seeded administrator) has the main one only.
    if (held.organizeIds.length === 0 && user.organize_id) held.organizeIds.push(user.organize_id);
    held.organizeIds = mainFirst(held.organizeIds, user.organize_id);
    held.positionIds = mainFirst(held.positionIds, user.position_id);
  }
  return memberships;
}

/** An organisation's ids from the root down, and its names joined by '/'. */
export interface OrganizePaths {
  idPath(id: string): string[];
  namePath(id: string): string;
}

/** Organisations' id paths and name paths: two queries (the organisations, then every name on their paths). */
export async function organizePaths(db: Kysely<Database>, ids: readonly string[]): Promise<OrganizePaths> {
  const unique = [...new Set(ids)].filter(Boolean);
  const rows = unique.length > 0 ? await db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('id', 'in', unique).execute() : [];
  return namedPaths(db, new Map(rows.map((row) => [row.id, organizePath(row.organize_id_tree)])));
}

/** Organisations whose id paths are known, named along them: one query. */
export async function namedPaths(db: Kysely<Database>, trees: ReadonlyMap<string, string[]>): Promise<OrganizePaths> {
  const onPaths = [...new Set([...trees.values()].flat())];
  const named = onPaths.length > 0 ? await db.selectFrom('base_organize').select(['id', 'full_name']).where('id', 'in', onPaths).execute() : [];
  const names = new Map(named.map((row) => [row.id, row.full_name]));
  const idPath = (id: string) => trees.get(id) ?? [];
  return { idPath, namePath: (id) => idPath(id).map((step) => names.get(step) ?? '').filter(Boolean).join('/') };
}

async function namesIn(db: Kysely<Database>, table: 'base_position' | 'base_role', ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom(table).select(['id', 'full_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}

/** Everything a page of users names: memberships, then one query per kind of name. */
export async function userNames(db: Kysely<Database>, users: readonly Owner[]): Promise<UserNames> {
  const memberships = await membershipsOf(db, users);
  const held = [...memberships.values()];
  const managerIds = [...new Set(users.map((user) => user.manager_id).filter(Boolean))];
  const [organizes, positions, roles, managers] = await Promise.all([
    organizePaths(db, held.flatMap((m) => m.organizeIds)),
    namesIn(db, 'base_position', held.flatMap((m) => m.positionIds)),
    namesIn(db, 'base_role', held.flatMap((m) => m.roleIds)),
    managerIds.length === 0 ? Promise.resolve([]) : db.selectFrom('base_user').select(['id', 'real_name', 'account']).where('id', 'in', managerIds).execute(),
  ]);
  const managerNames = new Map(managers.map((row) => [row.id, `${row.real_name}/${row.account}`]));
  return {
    memberships,
    organizeIdPath: organizes.idPath,
    organizeNamePath: organizes.namePath,
    positionName: (id) => positions.get(id) ?? '',
    roleName: (id) => roles.get(id) ?? '',
    userName: (id) => managerNames.get(id) ?? '',
  };
}

/** Names of dictionary items by id (the export writes names, not ids): one query. */
export async function dictionaryNames(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)].filter(Boolean);
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('base_dictionary_data').select(['id', 'full_name']).where('id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, row.full_name]));
}
