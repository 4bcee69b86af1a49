// The menu a user sees: the entries granted to them (every enabled entry for an
// administrator), with their directories, as JNPF's client reads them: a tree
// per application, each node with every field the client's router uses.
import type { Kysely } from 'kysely';
import type { MenuEntry, PermissionEntry, SystemRef } from '@core/api/oauth';
import type { Language } from '@core/i18n/text';
import { seededName } from '@core/i18n/seededNames';
import { buildTree, eachNode, flattenTree, pruneTree, sortTree } from '@core/tree';
import type { Database, ModuleTable } from '../../db/schema';
import type { GrantService } from '../../auth/grants';

export const topParentId = '-1';
/** JNPF's menu types: 0 application (routerList's top), 1 directory, 2 page, … 7 link. */
export const applicationType = 0;
export const directoryType = 1;

type ModuleRow = Pick<
  ModuleTable,
  'id' | 'parent_id' | 'system_id' | 'en_code' | 'full_name' | 'type' | 'icon' | 'url_address' | 'link_target' | 'property_json' | 'sort_code'
>;

function toEntry(row: ModuleRow): MenuEntry {
  return {
    id: row.id,
    parentId: row.parent_id,
    enCode: row.en_code ?? '',
    fullName: row.full_name,
    type: Number(row.type),
    icon: row.icon,
    urlAddress: row.url_address,
    linkTarget: row.link_target,
    // JNPF's dynamic pages read propertyJson.moduleId; it is always a JSON string.
    propertyJson: row.property_json || '{}',
    sortCode: row.sort_code,
    hasChildren: false,
    children: [],
  };
}

const byOrder = (a: MenuEntry, b: MenuEntry) => a.sortCode - b.sortCode || a.fullName.localeCompare(b.fullName);

/** Tree of entries, sorted; directories left without children are dropped, since they lead nowhere. */
export function buildMenuTree(rows: ModuleRow[]): MenuEntry[] {
  const tree = buildTree(rows.map(toEntry), (entry) => entry.parentId === topParentId);
  const kept = pruneTree(tree as MenuEntry[], (entry, children) => entry.type !== directoryType || children.length > 0);
  // JNPF's client gives children routes only where hasChildren is true.
  eachNode(kept, (entry) => {
    entry.hasChildren = entry.children.length > 0;
  });
  return sortTree(kept, byOrder);
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
  systems: SystemRef[],
  language: Language = 'zh',
): Promise<UserMenus> {
  const systemIds = systems.map((system) => system.id);
  const rows = systemIds.length
    ? await db
        .selectFrom('base_module')
        .select(['id', 'parent_id', 'system_id', 'en_code', 'full_name', 'type', 'icon', 'url_address', 'link_target', 'property_json', 'sort_code'])
        .where('system_id', 'in', systemIds)
        .where('enabled_mark', '=', 1)
        .execute()
        // Seeded entries read in the caller's language until an administrator renames them.
        .then((found) => found.map((row) => ({ ...row, full_name: seededName(row.full_name, language) })))
    : [];
  let visible = rows;
  if (!user.isAdministrator) {
    const granted = await grants.grantedItemIds(user.id, 'module');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const keep = new Set<string>();
    // A granted entry brings its directories along, so it is reachable in the tree.
    for (const id of granted) {
      for (let row = byId.get(id); row && !keep.has(row.id); row = byId.get(row.parent_id)) keep.add(row.id);
    }
    visible = rows.filter((row) => keep.has(row.id));
  }

  // One top node per application (type 0, id = the application's id) over its menu tree.
  const routerList: MenuEntry[] = systems.map((system, index) => {
    const children = buildMenuTree(visible.filter((row) => row.system_id === system.id));
    return {
      id: system.id,
      parentId: topParentId,
      enCode: system.enCode,
      fullName: system.name,
      type: applicationType,
      icon: system.icon,
      urlAddress: '',
      linkTarget: '',
      propertyJson: '{}',
      sortCode: index,
      hasChildren: children.length > 0,
      children,
    };
  });
  const current = systems.find((system) => system.currentSystem);
  const menuList = routerList.find((node) => node.id === current?.id)?.children ?? [];

  const pages = flattenTree(menuList).filter((entry) => entry.type !== directoryType);
  const moduleIds = pages.map((entry) => entry.id);
  const itemsOf = async (table: 'base_module_button' | 'base_module_column' | 'base_module_form', kind: 'button' | 'column' | 'form') => {
    const granted = user.isAdministrator ? null : await grants.grantedItemIds(user.id, kind);
    // The three tables share these columns; Kysely cannot select from a union of table names.
    const rows = moduleIds.length
      ? await db
          .selectFrom(table as 'base_module_column')
          .select(['id', 'module_id', 'en_code', 'full_name'])
          .where('module_id', 'in', moduleIds)
          .where('enabled_mark', '=', 1)
          .orderBy('sort_code')
          .execute()
      : [];
    const byModule = new Map<string, { enCode: string; fullName: string }[]>();
    for (const row of rows) {
      if (granted !== null && !granted.has(row.id)) continue;
      byModule.set(row.module_id, [...(byModule.get(row.module_id) ?? []), { enCode: row.en_code, fullName: seededName(row.full_name, language) }]);
    }
    return byModule;
  };
  const [buttonsOf, columnsOf, formsOf] = await Promise.all([itemsOf('base_module_button', 'button'), itemsOf('base_module_column', 'column'), itemsOf('base_module_form', 'form')]);
  const permissionList = pages.map((entry) => ({
    modelId: entry.id,
    moduleName: entry.fullName,
    button: buttonsOf.get(entry.id) ?? [],
    column: columnsOf.get(entry.id) ?? [],
    form: formsOf.get(entry.id) ?? [],
  }));
  return { menuList, routerList, permissionList };
}
