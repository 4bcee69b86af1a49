// The role pickers' reads: enabled roles under the enabled organisations they
// belong to (base_organize_relation, object_type 'Role'), and the global roles
// (global_mark 1) under one root whose id is '1'. The tree holds only the
// organisations on the way to a role, so its size follows the roles, not the
// directory. Every answer is a handful of queries, whatever the number of roles.
import type { Kysely } from 'kysely';
import { globalRolesRootId, type PickerCondition, type PickerNode, type RoleOptionGroup } from '@core/api/rolePickers';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/search';
import { directoryIcons, holderNode, placeOrganizes, withinTrees, type PlacedOrganize } from '../organize/selectors';

/** The id paths of the organisations a user belongs to, for the grants dialog's limit (the organisation pickers' own). */

type Db = Kysely<Database>;

/** A picker tree holds at most this many roles (more than any directory we have seen; the answer stays bounded). */
export const maxPickerRoles = 10_000;

function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

interface RoleRow {
  id: string;
  full_name: string;
  en_code: string;
  global_mark: number;
}

function roleNode(role: RoleRow, parentId: string, organize?: PlacedOrganize): PickerNode {
  return {
    id: role.id,
    fullName: role.full_name,
    enCode: role.en_code,
    type: 'role',
    parentId,
    icon: directoryIcons.role,
    isLeaf: true,
    hasChildren: false,
    onlyId: `${parentId}/${role.id}`,
    ...(organize ? { organize: organize.pathNames, organizeIds: organize.pathIds } : {}),
  };
}

function organizeNode(organize: PlacedOrganize, children: PickerNode[]): PickerNode {
  return { ...holderNode(organize, children), onlyId: organize.id };
}

/** The holder of the global roles (the picker's 全局 tab). */
const globalRoot = (fullName: string, children: PickerNode[]): PickerNode => ({
  id: globalRolesRootId,
  fullName,
  type: 'global',
  parentId: '0',
  icon: directoryIcons.global,
  isLeaf: false,
  hasChildren: children.length > 0,
  onlyId: globalRolesRootId,
  children,
});

const enabledRoles = (db: Db) =>
  db.selectFrom('base_role as ro').select(['ro.id', 'ro.full_name', 'ro.en_code', 'ro.global_mark']).where('ro.enabled_mark', '=', 1).orderBy('ro.sort_code').orderBy('ro.full_name').orderBy('ro.id');

/**
 * Which enabled organisations hold which enabled organisation roles: these roles
 * (a short list), or all of them (joined, not listed); sorted in the order of `roles`.
 */
async function organizeLinks(db: Db, roles: readonly RoleRow[], only: 'these' | 'all', within?: readonly string[]): Promise<{ organizeId: string; roleId: string }[]> {
  const ids = roles.filter((role) => role.global_mark !== 1).map((role) => role.id);
  if (!ids.length || (within && !within.length)) return [];
  let query = db
    .selectFrom('base_organize_relation as r')
    .innerJoin('base_organize as o', 'o.id', 'r.organize_id')
    .innerJoin('base_role as ro', 'ro.id', 'r.object_id')
    .select(['r.organize_id as organizeId', 'r.object_id as roleId'])
    .where('r.object_type', '=', 'Role')
    .where('ro.enabled_mark', '=', 1)
    .where('ro.global_mark', '=', 0)
    .where('o.enabled_mark', '=', 1);
  if (only === 'these') query = query.where('r.object_id', 'in', ids);
  // Only organisations at or below one of these (their id paths): the caller's own, for the grants dialog.
  if (within) query = query.where(withinTrees('o.organize_id_tree', within));
  const order = new Map(ids.map((id, index) => [id, index]));
  // A role past the tree's bound has no place in the order and stays out.
  return (await query.execute()).filter((link) => order.has(link.roleId)).sort((a, b) => order.get(a.roleId)! - order.get(b.roleId)!);
}

export interface RoleTreeOptions {
  /** The global root's name in the caller's language. */
  globalName: string;
  /** Keep only organisations at or below these id paths, and leave the global roles out (a caller who is no administrator). */
  within?: readonly string[];
}

/** Organisations (down to those holding roles, each with its roles before its sub-organisations), then the global root. */
export async function roleTree(db: Db, options: RoleTreeOptions): Promise<PickerNode[]> {
  const roles = await enabledRoles(db).limit(maxPickerRoles).execute();
  const byId = new Map(roles.map((role) => [role.id, role]));
  const links = await organizeLinks(db, roles, 'all', options.within);
  const placed = await placeOrganizes(db, links.map((link) => link.organizeId), { withAncestors: true });

  const rolesOf = groupBy(links.filter((link) => placed.has(link.organizeId)), (link) => link.organizeId);
  const childrenOf = groupBy([...placed.values()], (organize) => organize.parentId);
  const build = (organize: PlacedOrganize): PickerNode => {
    const subOrganizes = (childrenOf.get(organize.id) ?? []).sort(bySortThenName).map(build);
    const ownRoles = (rolesOf.get(organize.id) ?? []).map((link) => roleNode(byId.get(link.roleId)!, organize.id, organize));
    return organizeNode(organize, [...ownRoles, ...subOrganizes]);
  };
  const tops = [...placed.values()].filter((organize) => !placed.has(organize.parentId)).sort(bySortThenName);
  const tree = tops.map(build);
  if (options.within) return tree;
  const globals = roles.filter((role) => role.global_mark === 1).map((role) => roleNode(role, globalRolesRootId));
  return [...tree, globalRoot(options.globalName, globals)];
}

const bySortThenName = (a: PlacedOrganize, b: PlacedOrganize) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName, 'zh');

/** Enabled roles among the ids, flat, each named with its organisations' paths (comma-joined). */
export async function rolesByIds(db: Db, condition: PickerCondition): Promise<PickerNode[]> {
  if (!condition.ids.length) return [];
  let query = enabledRoles(db).where('ro.id', 'in', [...new Set(condition.ids)]);
  if (condition.keyword) query = query.where(containsText(['ro.full_name', 'ro.en_code'], condition.keyword));
  const roles = await query.execute();
  const links = await organizeLinks(db, roles, 'these');
  const placed = await placeOrganizes(db, links.map((link) => link.organizeId));
  const organizesOf = groupBy(links.filter((link) => placed.has(link.organizeId)), (link) => link.roleId);
  return roles.map((role) => {
    const organizes = (organizesOf.get(role.id) ?? []).map((link) => placed.get(link.organizeId)!);
    const node = roleNode(role, role.global_mark === 1 ? globalRolesRootId : (organizes[0]?.id ?? ''), organizes.length === 1 ? organizes[0] : undefined);
    // A role of several organisations names them all; its path ids would be ambiguous, so it has none.
    return { ...node, onlyId: role.id, ...(organizes.length > 1 ? { organize: organizes.map((o) => o.pathNames).join(',') } : {}) };
  });
}

/** Roles by id, enabled or not (a stored value keeps its name when its role is disabled), flat; unknown ids are left out. */
export async function roleNamesByIds(db: Db, ids: readonly string[]): Promise<PickerNode[]> {
  if (!ids.length) return [];
  const roles = await db
    .selectFrom('base_role as ro')
    .select(['ro.id', 'ro.full_name', 'ro.en_code', 'ro.global_mark'])
    .where('ro.id', 'in', [...new Set(ids)])
    .execute();
  return roles.map((role) => ({ ...roleNode(role, role.global_mark === 1 ? globalRolesRootId : ''), onlyId: role.id }));
}

/** The global roles, then each asked organisation (enabled, in the order asked) with its own roles. */
export async function rolesOfOrganizes(db: Db, organizeIds: readonly string[], globalName: string): Promise<RoleOptionGroup[]> {
  const asked = [...new Set(organizeIds)];
  const globals = await enabledRoles(db).where('ro.global_mark', '=', 1).limit(maxPickerRoles).execute();
  const groups: RoleOptionGroup[] = [{ id: globalRolesRootId, fullName: globalName, type: 'global', icon: directoryIcons.global, organize: '', children: globals.map((role) => roleNode(role, globalRolesRootId)) }];
  if (!asked.length) return groups;
  const placed = await placeOrganizes(db, asked);
  const links = await enabledRoles(db)
    .innerJoin('base_organize_relation as r', 'r.object_id', 'ro.id')
    .select('r.organize_id as organizeId')
    .where('r.object_type', '=', 'Role')
    .where('ro.global_mark', '=', 0)
    .where('r.organize_id', 'in', asked)
    .limit(maxPickerRoles)
    .execute();
  const rolesOf = groupBy(links, (link) => link.organizeId);
  for (const id of asked) {
    const organize = placed.get(id);
    if (!organize) continue;
    const children = (rolesOf.get(id) ?? []).map((role) => roleNode(role, id, organize));
    groups.push({ id, fullName: organize.fullName, type: organize.category, icon: directoryIcons[organize.category], organize: organize.pathNames, children });
  }
  return groups;
}
