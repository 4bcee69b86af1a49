// Finding a node of an authoring tree and changing it without changing the tree:
// a change copies the nodes on the way down to it and shares everything else, so
// an edit is cheap and the tree before it stays as it was (undo keeps it).
import { widgetSpec } from '../widgets';
import type { FormNode } from './format';

export interface Place {
  node: FormNode;
  /** The parent's id; null at the top of the form. */
  parentId: string | null;
  index: number;
  /** The child indexes from the top of the form down to the node. */
  path: number[];
  /** The sub-table whose rows the node's expressions are read in (its name); null outside one. */
  table: string | null;
}

/** Whether the widget stores rows whose columns are its children. */
export const isSubTable = (node: FormNode) => widgetSpec(node.widget)?.kind === 'subTable';

/** Every node with its place, parents before children, in tree order (without recursion: trees nest deep). */
export function places(tree: readonly FormNode[]): Place[] {
  const found: Place[] = [];
  const stack: Place[] = tree.map((node, index): Place => ({ node, parentId: null, index, path: [index], table: null })).reverse();
  while (stack.length) {
    const place = stack.pop()!;
    found.push(place);
    const children = place.node.children ?? [];
    const table = isSubTable(place.node) ? (place.node.field ?? null) : place.table;
    for (let index = children.length - 1; index >= 0; index -= 1) {
      stack.push({ node: children[index], parentId: place.node.id, index, path: [...place.path, index], table });
    }
  }
  return found;
}

export function findPlace(tree: readonly FormNode[], id: string): Place | undefined {
  return places(tree).find((place) => place.node.id === id);
}

/** The tree with the node at `path` replaced by what `change` makes of it. */
export function replaceAt(tree: readonly FormNode[], path: readonly number[], change: (node: FormNode) => FormNode): FormNode[] {
  const [index, ...rest] = path;
  const next = [...tree];
  // A loop down the path rather than recursion; each level's list is copied once.
  let level = next;
  let at = index;
  for (const childIndex of rest) {
    const copy: FormNode = { ...level[at], children: [...(level[at].children ?? [])] };
    level[at] = copy;
    level = copy.children!;
    at = childIndex;
  }
  level[at] = change(level[at]);
  return next;
}

/** A node with another list of children; none (undefined) drops the key. */
export function withChildren(node: FormNode, children: FormNode[] | undefined): FormNode {
  const { children: _replaced, ...own } = node;
  return children === undefined ? own : { ...own, children };
}

/** The tree with the children of `parentId` (null: the top list) replaced by what `change` makes of them. */
export function changeChildren(tree: readonly FormNode[], parentId: string | null, change: (children: FormNode[]) => FormNode[] | undefined): FormNode[] {
  if (parentId === null) return change([...tree]) ?? [];
  const parent = findPlace(tree, parentId);
  if (!parent) throw new Error(`no node ${parentId}`);
  return replaceAt(tree, parent.path, (node) => withChildren(node, change([...(node.children ?? [])])));
}
