// Stored directory ids as nodes with names: plain user ids (userSelect) and
// typed ids ('id--department', usersSelect), for a picker's selected pane and
// for cells and exports. However many ids, their rows come from one query over
// the kinds asked for, and their organisation paths from one more.
import { sql, type Kysely } from 'kysely';
import { parseTypedId, type DirectoryNode, type DirectoryNodeType } from '@core/api/directory';
import { currentUserId } from '@core/api/userPickers';
import type { Database } from '../../db/schema';
import { nodeIcons, organizeType, PathNames, userFullName } from './pickerNodes';

/** A row of any kind, in the one shape the union query gives them all. */
interface NamedRow {
  id: string;
  name: string;
  kind: string;
  account: string;
  head_icon: string;
  tree: string;
  parent_id: string;
}

/** The key a stored value and a node meet on: organisations by id, whether asked as company or department. */
export function nameKey(id: string, type: DirectoryNodeType): string {
  return `${id}--${type === 'company' || type === 'department' ? 'organize' : type}`;
}

/** The key of a stored value, or null when it names no known kind. */
export function keyOfValue(value: string): string | null {
  if (value === currentUserId) return nameKey(currentUserId, 'user');
  const typed = parseTypedId(value);
  if (!typed || !typed.id) return null;
  return typed.id === currentUserId ? nameKey(currentUserId, 'user') : nameKey(typed.id, typed.type);
}

type Ids = Record<'user' | 'organize' | 'position' | 'role' | 'group', string[]>;

function sortIds(values: readonly string[]): { ids: Ids; system: Set<string> } {
  const ids: Ids = { user: [], organize: [], position: [], role: [], group: [] };
  const system = new Set<string>();
  for (const value of values) {
    const typed = value === currentUserId ? { id: currentUserId, type: 'user' as const } : parseTypedId(value);
    if (!typed || !typed.id) continue;
    if (typed.id === currentUserId || typed.type === 'system') system.add(typed.id);
    else if (typed.type === 'company' || typed.type === 'department') ids.organize.push(typed.id);
    else ids[typed.type].push(typed.id);
  }
  return { ids, system };
}

/** One UNION ALL over the kinds asked for; null when nothing is. */
function namedRows(db: Kysely<Database>, ids: Ids) {
  const empty = sql<string>`''`;
  const parts = [
    ids.user.length
      ? db
          .selectFrom('base_user as u')
          .leftJoin('base_organize as uo', 'uo.id', 'u.organize_id')
          .where('u.id', 'in', ids.user)
          .select(['u.id', 'u.real_name as name', sql<string>`'user'`.as('kind'), 'u.account', 'u.head_icon', sql<string>`coalesce(uo.organize_id_tree, '')`.as('tree'), 'u.organize_id as parent_id'])
      : null,
    ids.organize.length
      ? db
          .selectFrom('base_organize as o')
          .where('o.id', 'in', ids.organize)
          .select(['o.id', 'o.full_name as name', sql<string>`o.category`.as('kind'), empty.as('account'), empty.as('head_icon'), sql<string>`o.organize_id_tree`.as('tree'), 'o.parent_id'])
      : null,
    ids.position.length
      ? db
          .selectFrom('base_position as p')
          .leftJoin('base_organize as po', 'po.id', 'p.organize_id')
          .where('p.id', 'in', ids.position)
          .select(['p.id', 'p.full_name as name', sql<string>`'position'`.as('kind'), empty.as('account'), empty.as('head_icon'), sql<string>`coalesce(po.organize_id_tree, '')`.as('tree'), 'p.organize_id as parent_id'])
      : null,
    ids.role.length
      ? db.selectFrom('base_role as r').where('r.id', 'in', ids.role).select(['r.id', 'r.full_name as name', sql<string>`'role'`.as('kind'), empty.as('account'), empty.as('head_icon'), empty.as('tree'), empty.as('parent_id')])
      : null,
    ids.group.length
      ? db.selectFrom('base_group as g').where('g.id', 'in', ids.group).select(['g.id', 'g.full_name as name', sql<string>`'group'`.as('kind'), empty.as('account'), empty.as('head_icon'), empty.as('tree'), empty.as('parent_id')])
      : null,
  ].filter((part) => part !== null);
  if (parts.length === 0) return null;
  // Each part selects the same seven columns; Kysely cannot see that through the differing tables.
  const [first, ...rest] = parts as unknown as { unionAll(other: unknown): unknown; execute(): Promise<NamedRow[]> }[];
  return rest.reduce((query, part) => query.unionAll(part) as typeof first, first);
}

function nodeOf(row: NamedRow, paths: PathNames): DirectoryNode {
  const type: DirectoryNodeType = row.kind === 'user' || row.kind === 'position' || row.kind === 'role' || row.kind === 'group' ? row.kind : organizeType(row.kind);
  const user = type === 'user';
  return {
    id: row.id,
    fullName: user ? userFullName({ real_name: row.name, account: row.account }) : row.name,
    type,
    parentId: row.parent_id,
    icon: nodeIcons[type],
    isLeaf: true,
    hasChildren: false,
    organize: paths.text(row.tree),
    organizeIds: paths.ids(row.tree),
    ...(user ? { account: row.account, headIcon: row.head_icon } : {}),
  };
}

/**
 * Nodes for stored values, in the order asked; values naming nothing are left
 * out. System entries (currentUser, @currentOrg …) are named by `systemName`.
 */
export async function selectedNodes(db: Kysely<Database>, values: readonly string[], systemName: (id: string) => string | undefined): Promise<DirectoryNode[]> {
  const { ids, system } = sortIds(values);
  const query = namedRows(db, ids);
  const rows = query ? await query.execute() : [];
  const paths = await PathNames.of(db, rows.map((row) => row.tree));
  const byKey = new Map<string, DirectoryNode>();
  for (const row of rows) {
    const node = nodeOf(row, paths);
    byKey.set(nameKey(node.id, node.type), node);
  }
  for (const id of system) {
    const fullName = systemName(id);
    if (!fullName) continue;
    const type: DirectoryNodeType = id === currentUserId ? 'user' : 'system';
    byKey.set(nameKey(id, type), { id, fullName, type, parentId: '', icon: nodeIcons[type], isLeaf: true, hasChildren: false, organize: '', headIcon: '' });
  }
  const seen = new Set<string>();
  const nodes: DirectoryNode[] = [];
  for (const value of values) {
    const key = keyOfValue(value);
    const node = key ? byKey.get(key) : undefined;
    if (!key || !node || seen.has(key)) continue;
    seen.add(key);
    nodes.push(node);
  }
  return nodes;
}

/**
 * Names of stored values for a text format (FormatContext.entityName) in an
 * export: one call for every value of every row, before the rows are written.
 */
export async function directoryNames(db: Kysely<Database>, values: readonly string[], systemName: (id: string) => string | undefined): Promise<Map<string, string>> {
  const nodes = await selectedNodes(db, [...new Set(values)], systemName);
  const names = new Map(nodes.map((node) => [nameKey(node.id, node.type), node.fullName]));
  const result = new Map<string, string>();
  for (const value of values) {
    const key = keyOfValue(value);
    const name = key ? names.get(key) : undefined;
    if (name) result.set(value, name);
  }
  return result;
}
