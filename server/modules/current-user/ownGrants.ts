// What the caller may use, as the trees of JNPF's profile 系统权限 tab: the
// menus, and under them the buttons, list columns, form fields and data
// schemes granted through the user, their roles, positions and groups (the
// grant context). Administrators see everything that is enabled.
import type { Kysely } from 'kysely';
import type { OwnGrantTrees } from '@core/api/currentUser';
import type { Database } from '../../db/schema';
import type { GrantService } from '../../auth/grants';
import { GrantTrees } from '../authorize/grantTrees';

/** Each granted kind as a tree (portals are not granted separately in Kiln; that tab stays empty). */
export type OwnGrants = OwnGrantTrees;

export async function ownGrants(db: Kysely<Database>, grants: GrantService, user: { userId: string; isAdministrator: boolean }): Promise<OwnGrants> {
  const trees = new GrantTrees(db);
  const [systems, menus] = await Promise.all([
    db.selectFrom('base_system').select('id').where('enabled_mark', '=', 1).execute(),
    db.selectFrom('base_module').select(['id', 'parent_id']).where('enabled_mark', '=', 1).execute(),
  ]);
  const systemIds = systems.map((row) => row.id);
  let menuIds = menus.map((row) => row.id);
  let only: ((kind: 'button' | 'column' | 'form' | 'resource') => ReadonlySet<string>) | null = null;
  if (!user.isAdministrator) {
    const { items } = await grants.context(user.userId);
    // A granted entry brings its directories along, as the menu does, so the tree reaches it.
    const parentOf = new Map(menus.map((row) => [row.id, row.parent_id]));
    const reachable = new Set<string>();
    for (const id of items.get('module') ?? []) {
      for (let at: string | undefined = id; at !== undefined && parentOf.has(at) && !reachable.has(at); at = parentOf.get(at)) reachable.add(at);
    }
    menuIds = [...reachable];
    only = (kind) => items.get(kind) ?? new Set();
  }
  const menuSet = new Set(menuIds);
  const [module, button, column, form, resource] = await Promise.all([
    trees.tree('module', systemIds, user.isAdministrator ? undefined : menuSet),
    ...(['button', 'column', 'form', 'resource'] as const).map((kind) => trees.tree(kind, menuIds, only?.(kind))),
  ]);
  return { module: module.list, button: button.list, column: column.list, form: form.list, resource: resource.list, portal: [] };
}
