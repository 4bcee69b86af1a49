// The trees the grant screen checks boxes in, one step at a time: the
// applications; the menus of the chosen applications; and the buttons, columns,
// form fields or data schemes of the chosen menu entries, under their entries.
import type { Kysely } from 'kysely';
import type { GrantItemKind, GrantNode } from '@core/api/authorize';
import { buildTree, pruneTree, sortTree } from '@core/tree';
import type { Database } from '../../db/schema';

/** The table each kind of item lives in, below the menu entries. */
export const itemTables = {
  button: 'base_module_button',
  column: 'base_module_column',
  form: 'base_module_form',
  resource: 'base_module_data_scheme',
} as const;

type ItemKind = keyof typeof itemTables;
const isItemKind = (kind: GrantItemKind): kind is ItemKind => kind in itemTables;

interface FlatNode extends Omit<GrantNode, 'children' | 'hasChildren'> {
  sortCode: number;
}

const byOrder = (a: GrantNode & { sortCode?: number }, b: GrantNode & { sortCode?: number }) => (a.sortCode ?? 0) - (b.sortCode ?? 0) || a.fullName.localeCompare(b.fullName);

export class GrantTrees {
  constructor(private readonly db: Kysely<Database>) {}

  private systems() {
    return this.db.selectFrom('base_system').select(['id', 'full_name', 'icon', 'sort_code']).where('enabled_mark', '=', 1).execute();
  }

  private menus(filter: { systemIds?: string[]; ids?: string[] }) {
    let query = this.db.selectFrom('base_module').select(['id', 'parent_id', 'system_id', 'full_name', 'icon', 'sort_code']).where('enabled_mark', '=', 1);
    if (filter.systemIds) query = query.where('system_id', 'in', filter.systemIds.length ? filter.systemIds : ['']);
    if (filter.ids) query = query.where('id', 'in', filter.ids.length ? filter.ids : ['']);
    return query.execute();
  }

  private items(kind: ItemKind, moduleIds: string[]) {
    if (moduleIds.length === 0) return Promise.resolve([]);
    // The four item tables share these columns; Kysely cannot select from a union of table names.
    return this.db
      .selectFrom(itemTables[kind] as 'base_module_column')
      .select(['id', 'module_id', 'full_name', 'sort_code'])
      .where('module_id', 'in', moduleIds)
      .where('enabled_mark', '=', 1)
      .execute();
  }

  /**
   * The step's tree and every id of its kind. `scopeIds` are the application ids
   * (menu step) or the menu entry ids (item steps) chosen before; `only` keeps
   * just these ids of the step's kind (what one holder was granted).
   */
  async tree(kind: GrantItemKind, scopeIds: string[], only?: ReadonlySet<string>): Promise<{ list: GrantNode[]; all: string[] }> {
    const keep = (id: string) => !only || only.has(id);
    if (kind === 'system') {
      const systems = (await this.systems()).filter((row) => keep(row.id));
      const list = systems.map((row) => ({ id: row.id, parentId: '-1', fullName: row.full_name, icon: row.icon, kind, sortCode: row.sort_code, hasChildren: false, children: [] }));
      return { list: sortTree(list, byOrder), all: systems.map((row) => row.id) };
    }
    const systems = await this.systems();
    const systemNodes: FlatNode[] = systems.map((row) => ({ id: row.id, parentId: '-1', fullName: row.full_name, icon: row.icon, kind: 'system', sortCode: row.sort_code }));
    if (kind === 'module') {
      const menus = (await this.menus({ systemIds: scopeIds })).filter((row) => keep(row.id));
      const nodes: FlatNode[] = menus.map((row) => ({ id: row.id, parentId: row.parent_id === '-1' ? row.system_id : row.parent_id, fullName: row.full_name, icon: row.icon, kind, sortCode: row.sort_code }));
      return { list: this.shape([...systemNodes, ...nodes], (node) => node.kind === kind), all: menus.map((row) => row.id) };
    }
    if (!isItemKind(kind)) return { list: [], all: [] };
    const menus = await this.menus({ ids: scopeIds });
    const items = (await this.items(kind, menus.map((row) => row.id))).filter((row) => keep(row.id));
    const menuNodes: FlatNode[] = menus.map((row) => ({ id: row.id, parentId: row.parent_id === '-1' ? row.system_id : row.parent_id, fullName: row.full_name, icon: row.icon, kind: 'module', sortCode: row.sort_code }));
    const itemNodes: FlatNode[] = items.map((row) => ({ id: row.id, parentId: row.module_id, fullName: row.full_name, icon: '', kind, sortCode: row.sort_code }));
    return { list: this.shape([...systemNodes, ...menuNodes, ...itemNodes], (node) => node.kind === kind), all: items.map((row) => row.id) };
  }

  /** The tree with only the branches that lead to a node of the step's kind. */
  private shape(rows: FlatNode[], isStepNode: (node: FlatNode) => boolean): GrantNode[] {
    const tree = buildTree(rows, (row) => row.parentId === '-1');
    const kept: GrantNode[] = pruneTree(tree, (node, children) => isStepNode(node) || children.length > 0);
    return sortTree(kept, byOrder);
  }
}
