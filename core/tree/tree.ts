// The one tree helper every tree uses (menus, dictionaries, areas, lists):
// linear in the number of nodes and iterative, so a deep or hostile tree can
// neither stall the event loop nor overflow the stack.

export interface TreeRow {
  id: string;
  parentId: string;
}

export type TreeNode<T> = T & { children: TreeNode<T>[]; hasChildren: boolean };

/**
 * Builds a forest from rows that name their parents, keeping the rows' order
 * among siblings. A row whose parent is absent, itself, or on a cycle back to
 * it becomes a root, so every row appears exactly once.
 */
export function buildTree<T extends TreeRow>(rows: readonly T[], isRoot: (row: T) => boolean = () => false): TreeNode<T>[] {
  const nodes = new Map<string, TreeNode<T>>();
  for (const row of rows) if (!nodes.has(row.id)) nodes.set(row.id, { ...row, children: [], hasChildren: false });
  const onCycle = cycleMembers(rows);
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = isRoot(node) || onCycle.has(node.id) ? undefined : nodes.get(node.parentId);
    if (parent && parent !== node) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** The ids of rows on a parent cycle (a → b → a), found in one pass each. */
export function cycleMembers(rows: readonly TreeRow[]): Set<string> {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const state = new Map<string, 'walking' | 'done'>();
  const members = new Set<string>();
  for (const start of parentOf.keys()) {
    const path: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && parentOf.has(current) && !state.has(current)) {
      state.set(current, 'walking');
      path.push(current);
      current = parentOf.get(current);
    }
    if (current !== undefined && state.get(current) === 'walking') {
      // The walk met itself: everything from `current` on is the cycle.
      for (let i = path.indexOf(current); i < path.length; i += 1) members.add(path[i]);
    }
    for (const id of path) state.set(id, 'done');
  }
  return members;
}

/**
 * The depth of each row (a root is 1), computed once per row. Rows on a cycle
 * are left out; `maxDepth` is the deepest.
 */
export function depths(rows: readonly TreeRow[]): { depthOf: Map<string, number>; maxDepth: number } {
  const parentOf = new Map(rows.map((row) => [row.id, row.parentId]));
  const onCycle = cycleMembers(rows);
  const depthOf = new Map<string, number>();
  let maxDepth = 0;
  for (const start of parentOf.keys()) {
    if (onCycle.has(start)) continue;
    const path: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && parentOf.has(current) && !depthOf.has(current) && !onCycle.has(current)) {
      path.push(current);
      current = parentOf.get(current);
    }
    let depth = current !== undefined && depthOf.has(current) ? depthOf.get(current)! : 0;
    for (let i = path.length - 1; i >= 0; i -= 1) {
      depth += 1;
      depthOf.set(path[i], depth);
    }
    maxDepth = Math.max(maxDepth, depth);
  }
  return { depthOf, maxDepth };
}

/** The ids of `id` and every row below it. */
export function subtreeIds(rows: readonly TreeRow[], id: string): Set<string> {
  const childrenOf = new Map<string, string[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row.id);
    else childrenOf.set(row.parentId, [row.id]);
  }
  const below = new Set([id]);
  const queue = [id];
  while (queue.length) {
    for (const child of childrenOf.get(queue.pop()!) ?? []) {
      if (!below.has(child)) {
        below.add(child);
        queue.push(child);
      }
    }
  }
  return below;
}

interface Nested<N> {
  children?: N[];
}

/** Visits every node, parents before children, in order. */
export function eachNode<N>(
  roots: readonly N[],
  visit: (node: N, depth: number) => void,
  childrenOf: (node: N) => readonly N[] | undefined = (node) => (node as Nested<N>).children,
): void {
  const stack: [N, number][] = [...roots].reverse().map((node) => [node, 1]);
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    visit(node, depth);
    const children = childrenOf(node) ?? [];
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i], depth + 1]);
  }
}

/** Every node in order, parents first. */
export function flattenTree<N>(roots: readonly N[], childrenOf?: (node: N) => readonly N[] | undefined): N[] {
  const all: N[] = [];
  eachNode(roots, (node) => all.push(node), childrenOf);
  return all;
}

/**
 * Maps a forest bottom-up: `map` gets each node with its children already
 * mapped, and returns the new node, or null to drop it (and what hangs below).
 */
export function mapTree<N, M>(
  roots: readonly N[],
  map: (node: N, children: M[]) => M | null,
  childrenOf: (node: N) => readonly N[] | undefined = (node) => (node as Nested<N>).children,
): M[] {
  // Post-order without recursion: each frame keeps the mapped children made so far.
  type Frame = { node: N; next: number; mapped: M[] };
  const result: M[] = [];
  const stack: Frame[] = [];
  for (const root of roots) {
    stack.push({ node: root, next: 0, mapped: [] });
    while (stack.length) {
      const frame = stack[stack.length - 1];
      const children = childrenOf(frame.node) ?? [];
      if (frame.next < children.length) {
        stack.push({ node: children[frame.next], next: 0, mapped: [] });
        frame.next += 1;
        continue;
      }
      stack.pop();
      const mapped = map(frame.node, frame.mapped);
      if (mapped !== null) (stack.length ? stack[stack.length - 1].mapped : result).push(mapped);
    }
  }
  return result;
}

/** A copy of the forest keeping the nodes `keep` accepts, deciding children before their parents. */
export function pruneTree<N extends Nested<N>>(roots: readonly N[], keep: (node: N, keptChildren: N[]) => boolean): N[] {
  return mapTree<N, N>(roots, (node, children) => {
    const copy = { ...node, children } as N;
    return keep(copy, children) ? copy : null;
  });
}

/** Sorts every level of the forest in place with `compare`. */
export function sortTree<N extends Nested<N>>(roots: N[], compare: (a: N, b: N) => number): N[] {
  roots.sort(compare);
  eachNode(roots, (node) => node.children?.sort(compare));
  return roots;
}
