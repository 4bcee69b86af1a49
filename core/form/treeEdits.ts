// The edits of an authoring tree, shared by the designer and the model importer:
// each a pure function of the tree that returns the new tree and the edit that
// undoes it exactly, so history records operations, not copies of the form.
import { resolveName } from './names';
import { fieldNamePattern, nodeIdPattern, type FormNode } from './format';
import { renamedPath, rewriteNodeReferences, treeNames, type FieldRenames } from './fieldRenames';
import { changeChildren, findPlace, isSubTable, places, replaceAt, withChildren, type Place } from './treePlaces';
import { widgetSpec } from '../widgets';

/** A node's own settings, without its children. */
export type NodeContent = Omit<FormNode, 'children'>;

/** Settings to change; `undefined` removes one. Ids never change, and a field's name changes by renameField (which follows it in expressions). */
export type NodeChanges = { [K in Exclude<keyof FormNode, 'id' | 'children' | 'field'>]?: FormNode[K] | undefined };

export type TreeEdit =
  /** Places a node (with its children) under `parentId` (null: the top of the form) at `index`. */
  | { kind: 'insert'; parentId: string | null; index: number; node: FormNode }
  /** Takes a node out; `dropEmptyChildren` also drops the parent's list when it empties (undoing an insert into a node that had none). */
  | { kind: 'remove'; nodeId: string; dropEmptyChildren?: true }
  /** Moves a node to `index` among the children of `parentId`, counted without the node itself. */
  | { kind: 'move'; nodeId: string; parentId: string | null; index: number; dropEmptyChildren?: true }
  /** Places a deep copy right after the node: fresh ids, fresh field names, its expressions reading the copied fields. */
  | { kind: 'copy'; nodeId: string }
  /** Renames a field and every reference to it, in its scope. */
  | { kind: 'renameField'; nodeId: string; field: string }
  | { kind: 'update'; nodeId: string; changes: NodeChanges }
  /** Puts nodes' own settings back as given (what undoes a rename). */
  | { kind: 'restore'; nodes: NodeContent[] };

export interface EditResult {
  tree: FormNode[];
  /** Applied to `tree`, gives back the tree the edit was applied to. */
  inverse: TreeEdit;
}

/** An edit the tree cannot take, with the reason. */
export class TreeEditError extends Error {
  override readonly name = 'TreeEditError';
}

const idShape = new RegExp(nodeIdPattern);
const nameShape = new RegExp(fieldNamePattern);

function placeOf(tree: readonly FormNode[], id: string): Place {
  const place = findPlace(tree, id);
  if (!place) throw new TreeEditError(`there is no node ${id}`);
  return place;
}

const ownContent = (node: FormNode): NodeContent => withChildren(node, undefined);

/** The children `parentId` has, after checking it may hold any (a plain field holds none). */
function childrenOf(tree: readonly FormNode[], parentId: string | null): readonly FormNode[] | undefined {
  if (parentId === null) return tree;
  const parent = placeOf(tree, parentId).node;
  const kind = widgetSpec(parent.widget)?.kind;
  if (kind === 'field' || kind === 'system') throw new TreeEditError(`${parentId} is a ${parent.widget} field and holds no nodes`);
  return parent.children;
}

function checkIndex(index: number, length: number): void {
  if (!Number.isInteger(index) || index < 0 || index > length) throw new TreeEditError(`the place ${index} is outside 0…${length}`);
}

function insert(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'insert' }>): EditResult {
  const siblings = childrenOf(tree, edit.parentId);
  checkIndex(edit.index, siblings?.length ?? 0);
  const taken = new Set(places(tree).map((place) => place.node.id));
  for (const { node } of places([edit.node])) {
    if (!idShape.test(node.id)) throw new TreeEditError(`the id ${node.id} is not a node id (a letter, then letters, digits, _ or -)`);
    if (taken.has(node.id)) throw new TreeEditError(`the id ${node.id} is used already`);
    taken.add(node.id);
  }
  const next = changeChildren(tree, edit.parentId, (children) => [...children.slice(0, edit.index), edit.node, ...children.slice(edit.index)]);
  return { tree: next, inverse: { kind: 'remove', nodeId: edit.node.id, ...(siblings === undefined ? { dropEmptyChildren: true as const } : {}) } };
}

function remove(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'remove' }>): EditResult {
  const place = placeOf(tree, edit.nodeId);
  const next = changeChildren(tree, place.parentId, (children) => {
    const left = children.filter((_, index) => index !== place.index);
    return left.length === 0 && edit.dropEmptyChildren ? undefined : left;
  });
  return { tree: next, inverse: { kind: 'insert', parentId: place.parentId, index: place.index, node: place.node } };
}

function move(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'move' }>): EditResult {
  const place = placeOf(tree, edit.nodeId);
  if (edit.parentId !== null && places([place.node]).some((inner) => inner.node.id === edit.parentId)) {
    throw new TreeEditError(`${edit.nodeId} cannot move into itself or a node inside it`);
  }
  const hadChildren = childrenOf(tree, edit.parentId) !== undefined;
  const taken = remove(tree, { kind: 'remove', nodeId: edit.nodeId, ...(edit.dropEmptyChildren ? { dropEmptyChildren: true as const } : {}) }).tree;
  const siblings = childrenOf(taken, edit.parentId) ?? [];
  checkIndex(edit.index, siblings.length);
  const next = changeChildren(taken, edit.parentId, (children) => [...children.slice(0, edit.index), place.node, ...children.slice(edit.index)]);
  const back = { kind: 'move', nodeId: edit.nodeId, parentId: place.parentId, index: place.index } as const;
  return { tree: next, inverse: hadChildren ? back : { ...back, dropEmptyChildren: true } };
}

function update(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'update' }>): EditResult {
  const place = placeOf(tree, edit.nodeId);
  const forbidden = Object.keys(edit.changes).filter((key) => key === 'id' || key === 'children' || key === 'field');
  if (forbidden.length) throw new TreeEditError(`an update does not change ${forbidden.join(', ')} (move, insert or renameField do)`);
  const before = place.node as Record<string, unknown>;
  const previous = Object.fromEntries(Object.keys(edit.changes).map((key) => [key, before[key]])) as NodeChanges;
  const next = replaceAt(tree, place.path, (node) => {
    const changed: Record<string, unknown> = { ...node, ...edit.changes };
    for (const [key, value] of Object.entries(edit.changes)) if (value === undefined) delete changed[key];
    return changed as FormNode;
  });
  return { tree: next, inverse: { kind: 'update', nodeId: edit.nodeId, changes: previous } };
}

function restore(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'restore' }>): EditResult {
  let next = tree;
  const previous: NodeContent[] = [];
  for (const content of edit.nodes) {
    const place = placeOf(next, content.id);
    previous.push(ownContent(place.node));
    next = replaceAt(next, place.path, (node) => withChildren(content as FormNode, node.children));
  }
  return { tree: next, inverse: { kind: 'restore', nodes: previous.reverse() } };
}

/** The tree with every node's expressions rewritten; the contents of the nodes that changed, as they were. */
function rewriteAll(tree: FormNode[], rewriteFor: (place: Place) => (path: readonly string[]) => readonly string[] | undefined) {
  let next = tree;
  const changed: NodeContent[] = [];
  for (const place of places(tree)) {
    const rewritten = rewriteNodeReferences(place.node, rewriteFor(place));
    if (rewritten === place.node) continue;
    changed.push(ownContent(place.node));
    next = replaceAt(next, place.path, () => rewritten);
  }
  return { tree: next, changed };
}

function renameField(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'renameField' }>): EditResult {
  const place = placeOf(tree, edit.nodeId);
  const old = place.node.field;
  if (!old) throw new TreeEditError(`${edit.nodeId} has no field name to change`);
  if (!nameShape.test(edit.field)) throw new TreeEditError(`${edit.field} is not a field name (a letter, then letters, digits or _)`);
  const before = treeNames(tree);
  const taken = place.table === null ? before.fields : before.columns.get(place.table);
  if (edit.field !== old && taken?.has(edit.field)) throw new TreeEditError(`there is a field ${edit.field} already`);
  const renamedName = new Map([[old, edit.field]]);
  const renames: FieldRenames =
    place.table === null ? { fields: renamedName, columns: new Map() } : { fields: new Map(), columns: new Map([[place.table, renamedName]]) };
  const named = replaceAt(tree, place.path, (node) => ({ ...node, field: edit.field }));
  const after = treeNames(named);
  const newTable = (table: string | null) => (table === null ? null : (renames.fields.get(table) ?? table));
  const captured: string[] = [];
  const { tree: next, changed } = rewriteAll(named, ({ node, table }) => {
    // The scope as it was: a column of a renamed sub-table still reads its rows under the old name here.
    const oldTable = table === null ? null : table === edit.field && isSubTable(place.node) ? old : table;
    return (path) => {
      const renamed = renamedPath(path, renames, oldTable, before);
      const wasRead = resolveName(before, path, oldTable);
      if (wasRead !== undefined && resolveName(after, renamed ?? path, newTable(oldTable)) !== wasRead) captured.push(`${node.id} reads ${path.join('.')}`);
      return renamed;
    };
  });
  if (captured.length) throw new TreeEditError(`renaming ${old} to ${edit.field} would change what other names read: ${captured.join('; ')}`);
  const renamedNode = ownContent(place.node);
  return { tree: next, inverse: { kind: 'restore', nodes: [renamedNode, ...changed.filter((content) => content.id !== renamedNode.id)] } };
}

/** A name not yet taken: `name_copy`, `name_copy2`, … within 64 characters (a copy of a copy counts on from the original). */
function freshName(name: string, taken: Set<string>, separator = '_copy'): string {
  const base = name.replace(/_copy\d*$/, '');
  for (let count = 1; ; count += 1) {
    const suffix = `${separator}${count === 1 ? '' : count}`;
    const candidate = `${base.slice(0, 64 - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) {
      taken.add(candidate);
      return candidate;
    }
  }
}

function copy(tree: FormNode[], edit: Extract<TreeEdit, { kind: 'copy' }>): EditResult {
  const place = placeOf(tree, edit.nodeId);
  const names = treeNames(tree);
  const ids = new Set(places(tree).map((p) => p.node.id));
  const takenNames = new Set((place.table === null ? names.fields : names.columns.get(place.table))?.keys() ?? []);
  // The copied nodes' scopes as in the original tree: what a bare name reads in each.
  const inner = places(tree).filter((p) => p.path.length >= place.path.length && place.path.every((index, level) => p.path[level] === index));
  const fieldRenames = new Map<string, string>();
  for (const { node, table } of inner) if (node.field && table === place.table) fieldRenames.set(node.field, freshName(node.field, takenNames));
  const renames: FieldRenames =
    place.table === null ? { fields: fieldRenames, columns: new Map() } : { fields: new Map(), columns: new Map([[place.table, fieldRenames]]) };
  // Rewritten and renamed node by node, children after their parent, then joined into the copy.
  const copies = new Map<string, FormNode>();
  for (const { node, table } of inner) {
    const rewritten = rewriteNodeReferences(node, (path) => renamedPath(path, renames, table, names));
    const field = node.field && table === place.table ? fieldRenames.get(node.field) : node.field;
    copies.set(node.id, withChildren({ ...rewritten, id: freshName(node.id, ids), ...(field ? { field } : {}) }, node.children && []));
  }
  for (const { node, parentId } of inner.slice(1).reverse()) copies.get(parentId!)!.children!.unshift(copies.get(node.id)!);
  const copied = copies.get(place.node.id)!;
  const next = changeChildren(tree, place.parentId, (children) => [...children.slice(0, place.index + 1), copied, ...children.slice(place.index + 1)]);
  return { tree: next, inverse: { kind: 'remove', nodeId: copied.id } };
}

/** Applies one edit: the new tree, and the edit that gives back this one. Throws TreeEditError for an edit the tree cannot take. */
export function applyEdit(tree: FormNode[], edit: TreeEdit): EditResult {
  switch (edit.kind) {
    case 'insert':
      return insert(tree, edit);
    case 'remove':
      return remove(tree, edit);
    case 'move':
      return move(tree, edit);
    case 'copy':
      return copy(tree, edit);
    case 'renameField':
      return renameField(tree, edit);
    case 'update':
      return update(tree, edit);
    case 'restore':
      return restore(tree, edit);
  }
}
