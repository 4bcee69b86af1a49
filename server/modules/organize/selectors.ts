// The organisation pickers' reads: enabled companies and departments a level at
// a time, a keyword search over every level, the custom pickers' allowed
// organisations, and names by id. Each node carries its path (organize_id_tree)
// in ids and in names; the names along every path of an answer come from one
// query, so an answer costs two queries whatever its size.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import { maxSearchResults, topSelectorId, type OrgPickerNode } from '@core/api/orgPickers';
import type { Database } from '../../db/schema';
import { containsText } from '../../db/search';
import { organizePath, subtreeCondition } from './paths';

type Db = Kysely<Database>;
type Category = 'company' | 'department';

/** Icons JNPF's client knows, by kind (every directory picker's nodes carry them). */
export const directoryIcons = {
  company: 'icon-ym icon-ym-tree-organization3',
  department: 'icon-ym icon-ym-tree-department1',
  position: 'icon-ym icon-ym-tree-position1',
  role: 'icon-ym icon-ym-generator-role',
  group: 'icon-ym icon-ym-generator-group1',
  user: 'icon-ym icon-ym-tree-user2',
  /** The global roles' root. */
  global: 'icon-ym icon-ym-global-role',
} as const;

/** '0' asks for the top; '-1' (the top companies' parent) too. */
export const isTopId = (id: string) => id === topSelectorId || id === '-1';

const separator = ',';
/** An organisation's path of ids; a row whose path was never written stands alone. */
const pathOf = (row: { id: string; organize_id_tree: string }) => (row.organize_id_tree ? organizePath(row.organize_id_tree) : [row.id]);

/** Rows at or below any of the paths (none when there are none). */
export function withinTrees(column: string, trees: readonly string[]): Expression<SqlBool> {
  if (!trees.length) return sql<SqlBool>`1 = 0`;
  return sql<SqlBool>`(${sql.join(trees.map((tree) => subtreeCondition(column, tree)), sql` or `)})`;
}

/** Is the path at or below one of the trees? */
export const isWithin = (path: string, trees: readonly string[]) => trees.some((tree) => path === tree || path.startsWith(`${tree}${separator}`));

/** The paths that are not below another of them: the tops of the subtrees they span. */
export function outermost(trees: readonly string[]): string[] {
  const unique = [...new Set(trees.filter(Boolean))];
  return unique.filter((tree) => !unique.some((other) => other !== tree && isWithin(tree, [other])));
}

interface ChainEntry {
  name: string;
  enabled: boolean;
}

/** Names and states of every organisation on these paths, in one query. */
export async function chainOf(db: Db, paths: readonly (readonly string[])[]): Promise<Map<string, ChainEntry>> {
  const ids = [...new Set(paths.flat())];
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('base_organize').select(['id', 'full_name', 'enabled_mark']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, { name: row.full_name, enabled: row.enabled_mark === 1 }]));
}

/** An organisation placed in the tree: it and every ancestor enabled, with its path. */
export interface PlacedOrganize {
  id: string;
  parentId: string;
  category: Category;
  fullName: string;
  sortCode: number;
  pathIds: string[];
  /** 'Kiln 示例集团/研发部'. */
  pathNames: string;
}

const placedColumns = ['id', 'parent_id', 'category', 'full_name', 'sort_code', 'organize_id_tree', 'enabled_mark'] as const;

/**
 * These organisations, each placed with its path; one that is disabled, or
 * under a disabled one, is left out. With `withAncestors`, the organisations on
 * their paths are placed too (a tree built down to them). Two queries: them,
 * then the ancestors not among them.
 */
export async function placeOrganizes(db: Db, ids: readonly string[], options: { withAncestors?: boolean } = {}): Promise<Map<string, PlacedOrganize>> {
  const placed = new Map<string, PlacedOrganize>();
  if (!ids.length) return placed;
  const rows = await db.selectFrom('base_organize').select(placedColumns).where('id', 'in', [...new Set(ids)]).execute();
  const known = new Map(rows.map((row) => [row.id, row]));
  const missing = [...new Set(rows.flatMap(pathOf))].filter((id) => !known.has(id));
  if (missing.length) for (const row of await db.selectFrom('base_organize').select(placedColumns).where('id', 'in', missing).execute()) known.set(row.id, row);
  for (const row of options.withAncestors ? known.values() : rows) {
    const path = pathOf(row);
    const chain = path.map((id) => known.get(id));
    if (chain.some((link) => !link || link.enabled_mark !== 1)) continue;
    placed.set(row.id, { id: row.id, parentId: row.parent_id, category: row.category, fullName: row.full_name, sortCode: row.sort_code, pathIds: path, pathNames: chain.map((link) => link!.full_name).join('/') });
  }
  return placed;
}

/** A placed organisation as a picker node holding `children` (positions, roles, the organisations below). */
export function holderNode<C>(organize: PlacedOrganize, children: C[]) {
  return {
    id: organize.id,
    fullName: organize.fullName,
    type: organize.category,
    parentId: organize.parentId,
    icon: directoryIcons[organize.category],
    isLeaf: false,
    hasChildren: children.length > 0,
    organize: organize.pathNames,
    organizeIds: organize.pathIds,
    children,
  };
}

/** The paths of these organisations (enabled or not), the outermost ones: what `withinTrees` takes for "at or below one of them". One query. */
export async function treesOf(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('id', 'in', [...new Set(ids)]).execute();
  return outermost(rows.map((row) => pathOf(row).join(separator)));
}

/** The id paths of the enabled organisations a user belongs to (the main one and the others). */
export async function organizeTreesOfUser(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('base_organize as o')
    .select('o.organize_id_tree')
    .where((eb) =>
      eb.or([
        eb('o.id', 'in', eb.selectFrom('base_user').select('organize_id').where('id', '=', userId)),
        eb('o.id', 'in', eb.selectFrom('base_user_relation').select('object_id').where('user_id', '=', userId).where('object_type', '=', 'Organize')),
      ]),
    )
    .where('o.enabled_mark', '=', 1)
    .execute();
  return outermost(rows.map((row) => row.organize_id_tree));
}

export interface ChildOptions {
  /** Companies only (JNPF's Organize/SelectorByAuth). */
  companiesOnly?: boolean;
  /** A node whose organisation holds enabled positions has children too (the position picker). */
  withPositions?: boolean;
  /** Only at or below these id paths (a caller who is no administrator); undefined: everywhere. */
  within?: readonly string[];
}

interface OrganizeRow {
  id: string;
  parent_id: string;
  category: Category;
  full_name: string;
  organize_id_tree: string;
  has_children: unknown;
}

export class OrganizeSelectors {
  constructor(private readonly db: Db) {}

  /** Enabled organisations with whether they have enabled children of the kinds asked for. */
  private rows(options: ChildOptions) {
    const companies = options.companiesOnly ? sql` and c.category = 'company'` : sql``;
    const positions = options.withPositions ? sql` or exists (select 1 from base_position p where p.organize_id = o.id and p.enabled_mark = 1)` : sql``;
    let query = this.db
      .selectFrom('base_organize as o')
      .select(['o.id', 'o.parent_id', 'o.category', 'o.full_name', 'o.organize_id_tree'])
      .select(sql<unknown>`case when exists (select 1 from base_organize c where c.parent_id = o.id and c.enabled_mark = 1${companies})${positions} then 1 else 0 end`.as('has_children'))
      .where('o.enabled_mark', '=', 1);
    if (options.companiesOnly) query = query.where('o.category', '=', 'company');
    if (options.within) query = query.where(withinTrees('o.organize_id_tree', options.within));
    return query.orderBy('o.sort_code').orderBy('o.full_name').orderBy('o.id');
  }

  /** Nodes of the rows whose every ancestor is enabled, with their paths in names. */
  private async nodes(rows: readonly OrganizeRow[], asPath = false): Promise<OrgPickerNode[]> {
    const chain = await chainOf(this.db, rows.map(pathOf));
    const nodes: OrgPickerNode[] = [];
    for (const row of rows) {
      const path = pathOf(row);
      const links = path.map((id) => chain.get(id));
      if (links.some((link) => !link?.enabled)) continue;
      const hasChildren = Number(row.has_children) === 1 || row.has_children === true;
      const organize = links.map((link) => link!.name).join('/');
      nodes.push({
        id: row.id,
        // The custom lists name their entries by path, their own name aside (JNPF's lastFullName).
        fullName: asPath ? organize : row.full_name,
        ...(asPath ? { lastFullName: row.full_name } : {}),
        type: row.category,
        parentId: row.parent_id,
        icon: directoryIcons[row.category],
        isLeaf: !hasChildren,
        hasChildren,
        organize,
        organizeIds: path,
      });
    }
    return nodes;
  }

  /** The path of an enabled organisation, or undefined. */
  private async treeOf(id: string): Promise<string | undefined> {
    const row = await this.db.selectFrom('base_organize').select(['id', 'organize_id_tree']).where('id', '=', id).where('enabled_mark', '=', 1).executeTakeFirst();
    return row ? pathOf(row).join(separator) : undefined;
  }

  /** The enabled children of `parentId` ('0': the top, or the tops of `within`). */
  async children(parentId: string, options: ChildOptions = {}): Promise<OrgPickerNode[]> {
    if (isTopId(parentId)) {
      if (!options.within) return this.nodes(await this.rows(options).where('o.parent_id', 'in', ['-1', topSelectorId]).execute());
      // A member's top level: their own organisations.
      if (!options.within.length) return [];
      return this.nodes(await this.rows({ ...options, within: undefined }).where('o.organize_id_tree', 'in', [...options.within]).execute());
    }
    if (options.within) {
      const tree = await this.treeOf(parentId);
      if (!tree || !isWithin(tree, options.within)) return [];
    }
    return this.nodes(await this.rows({ ...options, within: undefined }).where('o.parent_id', '=', parentId).execute());
  }

  /** Enabled organisations whose name holds the keyword, at or below `parentId` (every level from the top), flat. */
  async search(keyword: string, parentId: string, options: ChildOptions = {}, asPath = false): Promise<OrgPickerNode[]> {
    let query = this.rows(options).where(containsText(['o.full_name'], keyword));
    if (!isTopId(parentId)) {
      const tree = await this.treeOf(parentId);
      if (!tree) return [];
      query = query.where(subtreeCondition('o.organize_id_tree', tree));
    }
    return this.nodes(await query.limit(maxSearchResults).execute(), asPath);
  }

  /**
   * The custom pickers' organisations: the enabled ones among `departIds`, named by
   * path, each once (one below another is inside it already); with a keyword, the
   * organisations at or below them whose name holds it.
   */
  async condition(departIds: readonly string[], keyword?: string): Promise<OrgPickerNode[]> {
    if (!departIds.length) return [];
    const rows = await this.rows({}).where('o.id', 'in', [...new Set(departIds)]).execute();
    const allowed = outermost(rows.map((row) => pathOf(row).join(separator)));
    if (keyword) return this.search(keyword, topSelectorId, { within: allowed }, true);
    const tops = new Set(allowed);
    return this.nodes(rows.filter((row) => tops.has(pathOf(row).join(separator))), true);
  }

  /** Names and paths of organisations by id, enabled or not (stored values keep their names); unknown ids are left out. */
  async byIds(ids: readonly string[]): Promise<OrgPickerNode[]> {
    if (!ids.length) return [];
    const rows = await this.db.selectFrom('base_organize').select(['id', 'parent_id', 'category', 'full_name', 'organize_id_tree']).where('id', 'in', [...new Set(ids)]).execute();
    const chain = await chainOf(this.db, rows.map(pathOf));
    return rows.map((row) => {
      const path = pathOf(row);
      return {
        id: row.id,
        fullName: row.full_name,
        type: row.category,
        parentId: row.parent_id,
        icon: directoryIcons[row.category],
        isLeaf: true,
        hasChildren: false,
        organize: path.map((id) => chain.get(id)?.name ?? id).join('/'),
        organizeIds: path,
      };
    });
  }
}
