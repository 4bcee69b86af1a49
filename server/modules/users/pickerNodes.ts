// How the user pickers' rows become DirectoryNodes: the columns a picker may
// see (never phone, e-mail or ID numbers), the icons JNPF's client knows, and
// organisation paths named with one query for a whole list.
import type { Kysely } from 'kysely';
import type { DirectoryNode, DirectoryNodeType } from '@core/api/directory';
import type { Database } from '../../db/schema';
import { chainOf, directoryIcons } from '../organize/selectors';

/** JNPF's icon classes per kind (its client draws them; Kiln's pickers draw by type); a system entry stands for a user. */
export const nodeIcons: Record<DirectoryNodeType, string> = { ...directoryIcons, system: directoryIcons.user };

/** What a picker reads of a user: name, account, avatar and main organisation (with its path of ids). */
export interface UserRow {
  id: string;
  account: string;
  real_name: string;
  head_icon: string;
  organize_id: string;
  org_tree: string | null;
}

export interface OrganizeRow {
  id: string;
  parent_id: string;
  category: string;
  full_name: string;
  en_code: string;
  organize_id_tree: string;
  has_children?: unknown;
}

/** The user columns every picker query selects, from `base_user as u` left-joined to its main organisation `uo`. */
export const userColumns = ['u.id', 'u.account', 'u.real_name', 'u.head_icon', 'u.organize_id', 'uo.organize_id_tree as org_tree'] as const;

export const organizeColumns = ['o.id', 'o.parent_id', 'o.category', 'o.full_name', 'o.en_code', 'o.organize_id_tree'] as const;

/** The user as pickers name them, as JNPF does: 张伟/zhangwei. */
export const userFullName = (row: Pick<UserRow, 'real_name' | 'account'>) => `${row.real_name}/${row.account}`;

const pathOf = (tree: string | null | undefined) => (tree ? tree.split(',').filter(Boolean) : []);

/** Names organisation paths: one query for every id on every path of a list (the organisation pickers' chain). */
export class PathNames {
  private constructor(private readonly names: ReadonlyMap<string, { name: string }>) {}

  static async of(db: Kysely<Database>, trees: readonly (string | null | undefined)[]): Promise<PathNames> {
    return new PathNames(await chainOf(db, trees.map(pathOf)));
  }

  ids(tree: string | null | undefined): string[] {
    return pathOf(tree);
  }

  /** 'Kiln 示例集团/研发部'. */
  text(tree: string | null | undefined): string {
    return pathOf(tree)
      .map((id) => this.names.get(id)?.name)
      .filter((name): name is string => Boolean(name))
      .join('/');
  }

  last(tree: string | null | undefined): string {
    const path = pathOf(tree);
    return path.length ? (this.names.get(path[path.length - 1])?.name ?? '') : '';
  }
}

export function userNode(row: UserRow, paths: PathNames, parentId = row.organize_id): DirectoryNode {
  return {
    id: row.id,
    fullName: userFullName(row),
    type: 'user',
    parentId,
    icon: nodeIcons.user,
    isLeaf: true,
    hasChildren: false,
    organize: paths.text(row.org_tree),
    organizeIds: paths.ids(row.org_tree),
    account: row.account,
    headIcon: row.head_icon,
  };
}

export const organizeType = (category: string): DirectoryNodeType => (category === 'company' ? 'company' : 'department');

export function organizeNode(row: OrganizeRow, paths: PathNames): DirectoryNode {
  const type = organizeType(row.category);
  // Queries answer 1 or 0 (a CASE, alike on both databases); rows without the column are leaves.
  const hasChildren = Number(row.has_children ?? 0) === 1;
  return {
    id: row.id,
    fullName: row.full_name,
    type,
    parentId: row.parent_id,
    icon: nodeIcons[type],
    isLeaf: !hasChildren,
    hasChildren,
    organize: paths.text(row.organize_id_tree),
    organizeIds: paths.ids(row.organize_id_tree),
    enCode: row.en_code,
  };
}

/** Users as nodes, their organisations named by one path query. */
export async function userNodes(db: Kysely<Database>, rows: readonly UserRow[], parentId?: string): Promise<DirectoryNode[]> {
  const paths = await PathNames.of(db, rows.map((row) => row.org_tree));
  return rows.map((row) => userNode(row, paths, parentId));
}

/** Organisations and users as nodes (a tree level), named by one path query. */
export async function levelNodes(db: Kysely<Database>, organizations: readonly OrganizeRow[], users: readonly UserRow[], parentId?: string): Promise<DirectoryNode[]> {
  const paths = await PathNames.of(db, [...organizations.map((row) => row.organize_id_tree), ...users.map((row) => row.org_tree)]);
  return [...organizations.map((row) => organizeNode(row, paths)), ...users.map((row) => userNode(row, paths, parentId))];
}

