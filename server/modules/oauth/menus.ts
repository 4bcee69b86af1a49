// The menu a user sees: the entries granted to them (every enabled entry for an
// administrator), with their directories, as a tree and as a flat route list.
import type { Kysely } from 'kysely';
import type { MenuEntry, PermissionEntry } from '@core/api/oauth';
import type { Database, ModuleTable } from '../../db/schema';
import type { GrantService } from '../../auth/grants';

export const topParentId = '-1';

type ModuleRow = Pick<
  ModuleTable,
  'id' | 'parent_id' | 'en_code' | 'full_name' | 'type' | 'icon' | 'url_address' | 'link_target' | 'property_json' | 'sort_code'
>;

function toEntry(row: ModuleRow): MenuEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    enCode: row.en_code,
    fullName: row.full_name,
    type: row.type,
    icon: row.icon,
    urlAddress: row.url_address,
    linkTarget: row.link_target,
    propertyJson: row.property_json,
    sortCode: row.sort_code,
    hasChildren: false,
    children: [],
  };
}

/** Tree of entries; directories left without children are dropped, since they lead nowhere. */
export function buildMenuTree(rows: ModuleRow[]): MenuEntry[] {
  const byId = new Map(rows.map((row) => [row.id, toEntry(row)]));
  const roots: MenuEntry[] = [];
  for (const entry of byId.values()) {
    const parent = byId.get(entry.parentId);
    (parent ? parent.children : roots).push(entry);
  }
  const tidy = (entries: MenuEntry[]): MenuEntry[] =>
    entries
      .map((entry) => ({ ...entry, children: tidy(entry.children) }))
      .filter((entry) => entry.type !== 0 || entry.children.length > 0)
      .map((entry) => ({ ...entry, hasChildren: entry.children.length > 0 }))
      .sort((a, b) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName));
  return tidy(roots);
}

export function flattenMenu(tree: MenuEntry[]): MenuEntry[] {
  return tree.flatMap((entry) => [{ ...entry, children: [] }, ...flattenMenu(entry.children)]);
}

export interface UserMenus {
  menuList: MenuEntry[];
  routerList: MenuEntry[];
  permissionList: PermissionEntry[];
}

export async function menusFor(
  db: Kysely<Database>,
  grants: GrantService,
  user: { id: string; isAdministrator: boolean },
  systemId: string,
): Promise<UserMenus> {
  const rows = await db
    .selectFrom('base_module')
    .select(['id', 'parent_id', 'en_code', 'full_name', 'type', 'icon', 'url_address', 'link_target', 'property_json', 'sort_code'])
    .where('system_id', '=', systemId)
    .where('enabled_mark', '=', 1)
    .execute();
  let visible = rows;
  let grantedButtons: Set<string> | null = null;
  if (!user.isAdministrator) {
    const granted = await grants.grantedItemIds(user.id, 'module');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const keep = new Set<string>();
    // A granted entry brings its directories along, so it is reachable in the tree.
    for (const id of granted) {
      for (let row = byId.get(id); row && !keep.has(row.id); row = byId.get(row.parent_id)) keep.add(row.id);
    }
    visible = rows.filter((row) => keep.has(row.id));
    grantedButtons = await grants.grantedItemIds(user.id, 'button');
  }
  const menuList = buildMenuTree(visible);
  const routerList = flattenMenu(menuList).filter((entry) => entry.type !== 0);
  const moduleIds = routerList.map((entry) => entry.id);
  const buttons = moduleIds.length
    ? await db
        .selectFrom('base_module_button')
        .select(['id', 'module_id', 'en_code', 'full_name'])
        .where('module_id', 'in', moduleIds)
        .where('enabled_mark', '=', 1)
        .orderBy('sort_code')
        .execute()
    : [];
  const permissionList = routerList.map((entry) => ({
    modelId: entry.id,
    moduleName: entry.fullName,
    button: buttons
      .filter((b) => b.module_id === entry.id && (grantedButtons === null || grantedButtons.has(b.id)))
      .map((b) => ({ enCode: b.en_code, fullName: b.full_name })),
    column: [],
    form: [],
  }));
  return { menuList, routerList, permissionList };
}
