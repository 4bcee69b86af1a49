// The check-box arithmetic of the grant screen's trees. The screen keeps the
// checked leaves; what a step saves is those leaves and every node above them
// (JNPF's client sends half-checked parents too: a granted button needs its
// menu entry, a granted entry its directories).
import type { GrantItemKind, GrantNode } from '@core/api/authorize';

/** The steps in order: applications, menus, buttons, list columns, form fields, data schemes. */
export const grantSteps: readonly GrantItemKind[] = ['system', 'module', 'button', 'column', 'form', 'resource'];

export type StepValues = Record<GrantItemKind, string[]>;

export const emptyStepValues = (): StepValues => ({ system: [], module: [], button: [], column: [], form: [], resource: [] });

function walk(nodes: readonly GrantNode[], visit: (node: GrantNode, ancestors: readonly string[]) => void, ancestors: readonly string[] = []): void {
  for (const node of nodes) {
    visit(node, ancestors);
    if (node.children.length > 0) walk(node.children, visit, [...ancestors, node.id]);
  }
}

/** Ids of the nodes without children: the boxes the person checks. */
export function leafIds(tree: readonly GrantNode[]): string[] {
  const leaves: string[] = [];
  walk(tree, (node) => node.children.length === 0 && leaves.push(node.id));
  return leaves;
}

/** Ids of the nodes with children (expanding all opens these). */
export function branchIds(tree: readonly GrantNode[]): string[] {
  const branches: string[] = [];
  walk(tree, (node) => node.children.length > 0 && branches.push(node.id));
  return branches;
}

/** The checked leaves and every node above one of them: what a step saves. */
export function withAncestors(tree: readonly GrantNode[], checkedLeaves: Iterable<string>): string[] {
  const checked = new Set(checkedLeaves);
  const saved = new Set<string>();
  walk(tree, (node, ancestors) => {
    if (node.children.length > 0 || !checked.has(node.id)) return;
    saved.add(node.id);
    for (const id of ancestors) saved.add(id);
  });
  return [...saved];
}

/**
 * The leaves to check when a step's tree arrives. On the first visit: what the
 * object holds. On a later one: what the person left checked, plus what the
 * object holds among leaves that are new since then (a menu entry chosen in
 * between brings its buttons as they were granted).
 */
export function initialLeaves(tree: readonly GrantNode[], held: readonly string[], before?: { leaves: ReadonlySet<string>; checked: readonly string[] }): string[] {
  const leaves = leafIds(tree);
  const heldSet = new Set(held);
  if (!before) return leaves.filter((id) => heldSet.has(id));
  const kept = new Set(before.checked);
  return leaves.filter((id) => kept.has(id) || (!before.leaves.has(id) && heldSet.has(id)));
}
