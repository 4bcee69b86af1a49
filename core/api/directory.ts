// What directory pickers receive (spec 03 §7, JNPF's selector answers): one node
// shape for organisations, departments, positions, roles, groups and users, so
// a picker tree can mix them (a user tree hangs users under departments).

/** The kind of a directory node; typed ids join an id and its kind: `id--user`. */
export const directoryNodeTypes = ['company', 'department', 'position', 'role', 'group', 'user', 'system'] as const;
export type DirectoryNodeType = (typeof directoryNodeTypes)[number];

export interface DirectoryNode {
  id: string;
  fullName: string;
  type: DirectoryNodeType;
  parentId: string;
  /** An antd icon name or a class JNPF's client knows (icon-ym …). */
  icon: string;
  /** False when the node may have children to load. */
  isLeaf: boolean;
  hasChildren: boolean;
  /** The node's organisation path in names, 'Kiln 示例集团/研发部' (JNPF's organize). */
  organize?: string;
  /** The ids from the root organisation down (JNPF's organizeIdTree). */
  organizeIds?: string[];
  /** Users: account, head icon. */
  account?: string;
  headIcon?: string;
  enCode?: string;
  children?: DirectoryNode[];
}

/** Joins an id and its kind as usersSelect stores mixed values: 'abc--department'. */
export function typedId(id: string, type: DirectoryNodeType): string {
  return `${id}--${type}`;
}

const isNodeType = (value: string): value is DirectoryNodeType => (directoryNodeTypes as readonly string[]).includes(value);

/** Splits a typed id; a bare id is a user's; null when the kind is unknown. */
export function parseTypedId(value: string): { id: string; type: DirectoryNodeType } | null {
  const at = value.lastIndexOf('--');
  if (at < 0) return { id: value, type: 'user' };
  const type = value.slice(at + 2);
  return isNodeType(type) ? { id: value.slice(0, at), type } : null;
}
