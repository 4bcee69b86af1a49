// Builds a tree from rows that name their parent, keeping the rows' order.
export function buildTree<T extends { id: string; parentId: string }>(
  rows: T[],
  isRoot: (row: T) => boolean = () => false,
): (T & { children: (T & { children: unknown[]; hasChildren: boolean })[]; hasChildren: boolean })[] {
  type Node = T & { children: Node[]; hasChildren: boolean };
  const nodes = new Map<string, Node>(rows.map((row) => [row.id, { ...row, children: [], hasChildren: false }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = isRoot(node) ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** The ids of `id` and every node below it. */
export function subtreeIds<T extends { id: string; parentId: string }>(rows: T[], id: string): Set<string> {
  const below = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (below.has(row.parentId) && !below.has(row.id)) {
        below.add(row.id);
        grew = true;
      }
    }
  }
  return below;
}
