// The organisations roles belong to: per role, as id paths (the picker's value)
// and name paths (the list's 所属组织); and the tree the role screen filters by.
import type { Kysely } from 'kysely';
import { globalRolesNodeId, type RoleTreeNode } from '@core/api/role';
import type { Database } from '../../db/schema';
import type { OrganizeService } from '../organize/service';

export interface RoleOrganization {
  id: string;
  /** Ids from the root company down to this organisation. */
  idPath: string[];
  /** Their names, '/'-joined: 'Kiln 示例集团/研发部'. */
  namePath: string;
}

const pathOf = (id: string, tree: string) => {
  const ids = tree.split(',').filter(Boolean);
  return ids[ids.length - 1] === id ? ids : [...ids, id];
};

/** Each role's organisations, in the tree's order: two queries whatever the number of roles. */
export async function organizationsOfRoles(db: Kysely<Database>, roleIds: string[]): Promise<Map<string, RoleOrganization[]>> {
  const byRole = new Map<string, RoleOrganization[]>();
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('base_organize_relation as rel')
    .innerJoin('base_organize as o', 'o.id', 'rel.organize_id')
    .select(['rel.object_id as roleId', 'o.id', 'o.organize_id_tree'])
    .where('rel.object_type', '=', 'Role')
    .where('rel.object_id', 'in', roleIds)
    .orderBy('o.organize_id_tree')
    .execute();
  const paths = rows.map((row) => ({ ...row, idPath: pathOf(row.id, row.organize_id_tree) }));
  const pathIds = [...new Set(paths.flatMap((row) => row.idPath))];
  const names = new Map<string, string>();
  if (pathIds.length > 0) {
    const named = await db.selectFrom('base_organize').select(['id', 'full_name']).where('id', 'in', pathIds).execute();
    for (const row of named) names.set(row.id, row.full_name);
  }
  for (const row of paths) {
    const list = byRole.get(row.roleId) ?? [];
    list.push({ id: row.id, idPath: row.idPath, namePath: row.idPath.map((id) => names.get(id) ?? '').filter(Boolean).join('/') });
    byRole.set(row.roleId, list);
  }
  return byRole;
}

/**
 * The role screen's left tree: the node of the global roles first (JNPF's 全局,
 * id '0'), then the companies and departments as the organisation screen draws them.
 */
export async function roleFilterTree(organizations: OrganizeService, globalName: string): Promise<RoleTreeNode[]> {
  return [{ id: globalRolesNodeId, parentId: '-1', fullName: globalName, icon: 'icon-ym icon-ym-global-role', hasChildren: false }, ...(await organizations.tree({}))];
}
