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
  const { onCycle } = treeShape(rows);
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

/** What one pass over the parent links finds. */
export interface TreeShape {
  /** Rows on a parent cycle (a → b → a); they count as roots. */
  onCycle: Set<string>;
  /** Each row's depth, a root being 1. */
  depthOf: Map<string, number>;
  maxDepth: number;
}

/**
 * The shape of a forest in one linear pass, as steps: the generator pauses after
 * every `stepSize` rows, so a caller with a large input can let other work run
 * between steps (see treeShapeInSlices).
 */
export function* treeShapeSteps(rows: readonly TreeRow[], stepSize = 5_000): Generator<void, TreeShape> {
  const parentOf = new Map<string, string>();
  for (const row of rows) if (!parentOf.has(row.id)) parentOf.set(row.id, row.parentId);
  const onCycle = new Set<string>();
  const depthOf = new Map<string, number>();
  const onPath = new Map<string, number>();
  let maxDepth = 0;
  // Work is counted per row visited, so one long chain pauses as often as many short ones.
  let work = 0;
  for (const start of parentOf.keys()) {
    if (depthOf.has(start)) continue;
    const path: string[] = [];
    let current: string | undefined = start;
    while (current !== undefined && parentOf.has(current) && !depthOf.has(current) && !onPath.has(current)) {
      onPath.set(current, path.length);
      path.push(current);
      current = parentOf.get(current);
      if (++work % stepSize === 0) yield;
    }
    // The walk ends at a known row, a parent outside the rows (so a root), or its own path (a cycle).
    let end = path.length;
    let depth = current !== undefined && depthOf.has(current) ? depthOf.get(current)! : 0;
    if (current !== undefined && onPath.has(current)) {
      end = onPath.get(current)!;
      for (let i = end; i < path.length; i += 1) {
        onCycle.add(path[i]);
        depthOf.set(path[i], 1);
      }
      depth = 1;
      maxDepth = Math.max(maxDepth, 1);
    }
    for (let i = end - 1; i >= 0; i -= 1) {
      depth += 1;
      depthOf.set(path[i], depth);
    }
    maxDepth = Math.max(maxDepth, depth);
    for (const id of path) onPath.delete(id);
  }
  return { onCycle, depthOf, maxDepth };
}

/** The shape of a forest (cycles and depths) in one linear pass. */
export function treeShape(rows: readonly TreeRow[]): TreeShape {
  const steps = treeShapeSteps(rows);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/** The same, pausing between steps (`pause` lets other work run, e.g. the server's other requests). */
export async function treeShapeInSlices(rows: readonly TreeRow[], pause: () => Promise<void>): Promise<TreeShape> {
  const steps = treeShapeSteps(rows);
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    await pause();
  }
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
