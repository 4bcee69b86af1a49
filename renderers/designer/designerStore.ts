// The form designer's one store: the authoring tree under an EditHistory (every
// change is a TreeEdit, so undo and redo are the edits' inverses), the selected
// node, and the compiler's problems by node id. Components subscribe per node:
// an edit notifies only the nodes whose drawing changed (a container only when
// its children's ids, spans or titles change), so a keystroke in the property
// panel redraws that one node on a 200-field canvas. An external store rather
// than MobX: the tree is immutable (the edits share what they do not touch), so
// an edit is compared node by node in one pass, and a subscription is a Set.
import { checkForm, EditHistory, TreeEditError, type FormNode, type FormProblem, type NodeChanges, type TreeEdit } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { canHold, FreshNames, holdsChildren, newNode } from './placement';

/** What the canvas draws of a node: its own settings and its children's ids. Kept (the same object) while neither changes. */
export interface NodeEntry {
  node: FormNode;
  parentId: string | null;
  childIds: readonly string[];
  /** What a container's layout reads of its children (ids, spans, titles): it redraws when this changes. */
  face: string;
}

/** The key the top of the form is subscribed under. */
export const topKey = '';

type Listener = () => void;

/** Listeners by key: a notification reaches only those of the keys that changed. */
class Channels {
  private readonly listeners = new Map<string, Set<Listener>>();

  subscribe(key: string, listener: Listener): () => void {
    const set = this.listeners.get(key) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(key);
    };
  }

  notify(key: string): void {
    for (const listener of [...(this.listeners.get(key) ?? [])]) listener();
  }
}

const ownKeys = (node: FormNode) => Object.keys(node).filter((key) => key !== 'children');
function sameOwnContent(a: FormNode, b: FormNode): boolean {
  if (a === b) return true;
  const keys = ownKeys(a);
  if (keys.length !== ownKeys(b).length) return false;
  return keys.every((key) => (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key]);
}

/** A container's view of its children: tabs and collapses title their panes, rows place them by span. */
function faceOf(node: FormNode | null): string {
  const children = node === null ? [] : (node.children ?? []);
  const titled = node !== null && Boolean(widgetSpec(node.widget)?.childWidgets);
  return children
    .map((child) => [child.id, child.widget, child.span ?? '', child.visible ?? '', titled ? (child.label ?? '') : ''].join('\u0001'))
    .join('\u0002');
}

export interface DesignerOptions {
  /** How long after the last edit the compiler runs (off the keystroke path). */
  checkDelayMs?: number;
  /** Translates a catalog label for a new node. */
  label?: (key: string) => string;
}

export type EditOutcome = { ok: true } | { ok: false; reason: string };

export class DesignerStore {
  private history: EditHistory;
  private entries = new Map<string, NodeEntry>();
  /** Every node as the tree holds it now (an entry may keep an older object whose children moved on). */
  private nodes = new Map<string, FormNode>();
  private topEntry: NodeEntry = { node: { id: 'top', widget: 'top' }, parentId: null, childIds: [], face: '' };
  private selected: string | null = null;
  private fields = 0;
  private problemsById = new Map<string, FormProblem[]>();
  private serverProblems: FormProblem[] = [];
  private checkTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly nodeChannels = new Channels();
  private readonly selectionChannels = new Channels();
  private readonly problemChannels = new Channels();
  private readonly globalListeners = new Set<Listener>();
  private readonly checkDelayMs: number;
  private readonly label: (key: string) => string;
  /** Bumped on every change a toolbar or panel reads (tree, selection, problems): the global snapshot. */
  version = 0;

  constructor(tree: FormNode[], options: DesignerOptions = {}) {
    this.history = EditHistory.of(tree);
    this.checkDelayMs = options.checkDelayMs ?? 300;
    this.label = options.label ?? ((key) => key);
    this.reindex();
    this.checkNow();
  }

  get tree(): FormNode[] {
    return this.history.tree;
  }

  get canUndo(): boolean {
    return this.history.canUndo;
  }

  get canRedo(): boolean {
    return this.history.canRedo;
  }

  get selectedId(): string | null {
    return this.selected;
  }

  /** The canvas's entry of a node; `topKey` gives the top of the form. */
  entry(id: string): NodeEntry | undefined {
    return id === topKey ? this.topEntry : this.entries.get(id);
  }

  node(id: string): FormNode | undefined {
    return this.nodes.get(id);
  }

  /** Stored fields in the form (sub-table columns counted), as of the last edit. */
  get fieldCount(): number {
    return this.fields;
  }

  get problemCount(): number {
    let count = 0;
    for (const list of this.problemsById.values()) count += list.length;
    return count;
  }

  problems(id: string): readonly FormProblem[] {
    return this.problemsById.get(id) ?? noProblems;
  }

  get allProblems(): FormProblem[] {
    return [...this.problemsById.values()].flat();
  }

  subscribeNode = (id: string, listener: Listener) => this.nodeChannels.subscribe(id, listener);
  subscribeSelection = (id: string, listener: Listener) => this.selectionChannels.subscribe(id, listener);
  subscribeProblems = (id: string, listener: Listener) => this.problemChannels.subscribe(id, listener);
  subscribe = (listener: Listener) => {
    this.globalListeners.add(listener);
    return () => void this.globalListeners.delete(listener);
  };

  select(id: string | null): void {
    if (id === this.selected) return;
    const before = this.selected;
    this.selected = id;
    if (before) this.selectionChannels.notify(before);
    if (id) this.selectionChannels.notify(id);
    this.changed();
  }

  /** Applies one edit through the history; a refused edit changes nothing and says why. */
  apply(edit: TreeEdit): EditOutcome {
    try {
      this.history = this.history.apply(edit);
    } catch (error) {
      if (error instanceof TreeEditError) return { ok: false, reason: error.message };
      throw error;
    }
    this.afterTreeChange();
    return { ok: true };
  }

  undo(): void {
    if (!this.canUndo) return;
    this.history = this.history.undo();
    this.afterTreeChange();
  }

  redo(): void {
    if (!this.canRedo) return;
    this.history = this.history.redo();
    this.afterTreeChange();
  }

  /** Whether a node of `widget` may go among the children of `parentId` (null: the top). */
  accepts(parentId: string | null, widget: string): boolean {
    if (parentId === null) return canHold(null, widget);
    const parent = this.node(parentId);
    return parent !== undefined && canHold(parent.widget, widget);
  }

  /** Where a palette entry added without a drop goes: into the selected container when it takes it, else after the selected node, else at the end. */
  placeForNew(widget: string): { parentId: string | null; index: number } {
    const selected = this.selected ? this.entries.get(this.selected) : undefined;
    if (selected && holdsChildren(widgetSpec(selected.node.widget)) && this.accepts(selected.node.id, widget)) {
      return { parentId: selected.node.id, index: selected.childIds.length };
    }
    if (selected && this.accepts(selected.parentId, widget)) {
      const siblings = this.entry(selected.parentId ?? topKey)!.childIds;
      return { parentId: selected.parentId, index: siblings.indexOf(selected.node.id) + 1 };
    }
    return { parentId: null, index: this.topEntry.childIds.length };
  }

  /** A new node of the catalog entry placed at `place` (or where placeForNew says), and selected; its id, or the refusal. */
  addWidget(widget: string, place?: { parentId: string | null; index: number }): { ok: true; id: string } | { ok: false; reason: string } {
    const spec = widgetSpec(widget);
    if (!spec) return { ok: false, reason: `no widget ${widget}` };
    const at = place ?? this.placeForNew(widget);
    if (!this.accepts(at.parentId, widget)) return { ok: false, reason: `${widget} cannot go there` };
    const node = newNode(spec, new FreshNames(this.tree), this.label);
    const outcome = this.apply({ kind: 'insert', parentId: at.parentId, index: at.index, node });
    if (!outcome.ok) return outcome;
    this.select(node.id);
    return { ok: true, id: node.id };
  }

  /** Moves a node to `index` among `parentId`'s children (counted without it), when the place takes its widget. */
  move(id: string, parentId: string | null, index: number): EditOutcome {
    const node = this.node(id);
    if (!node) return { ok: false, reason: `there is no node ${id}` };
    if (!this.accepts(parentId, node.widget)) return { ok: false, reason: `${node.widget} cannot go there` };
    return this.apply({ kind: 'move', nodeId: id, parentId, index });
  }

  /** One place up or down among its siblings (Alt+↑/↓). */
  shift(id: string, by: -1 | 1): EditOutcome {
    const entry = this.entries.get(id);
    if (!entry) return { ok: false, reason: `there is no node ${id}` };
    const siblings = this.entry(entry.parentId ?? topKey)!.childIds;
    const index = siblings.indexOf(id) + by;
    if (index < 0 || index >= siblings.length) return { ok: false, reason: 'no place there' };
    return this.apply({ kind: 'move', nodeId: id, parentId: entry.parentId, index });
  }

  copy(id: string): EditOutcome {
    const siblingsBefore = this.entry(this.entries.get(id)?.parentId ?? topKey)?.childIds ?? [];
    const outcome = this.apply({ kind: 'copy', nodeId: id });
    if (outcome.ok) {
      const siblings = this.entry(this.entries.get(id)!.parentId ?? topKey)!.childIds;
      const copied = siblings.find((sibling) => !siblingsBefore.includes(sibling));
      if (copied) this.select(copied);
    }
    return outcome;
  }

  remove(id: string): EditOutcome {
    const outcome = this.apply({ kind: 'remove', nodeId: id });
    return outcome;
  }

  update(id: string, changes: NodeChanges): EditOutcome {
    return this.apply({ kind: 'update', nodeId: id, changes });
  }

  /** Changes a widget property (undefined removes it, so the catalog's default applies). */
  updateProp(id: string, name: string, value: unknown): EditOutcome {
    const node = this.node(id);
    if (!node) return { ok: false, reason: `there is no node ${id}` };
    const props = { ...node.props };
    if (value === undefined) delete props[name];
    else props[name] = value;
    return this.update(id, { props: Object.keys(props).length ? props : undefined });
  }

  renameField(id: string, field: string): EditOutcome {
    return this.apply({ kind: 'renameField', nodeId: id, field });
  }

  /** The server's refusals by node id, shown until the next edit. */
  setServerProblems(problems: FormProblem[]): void {
    this.serverProblems = problems;
    this.publishProblems(this.compiledProblems());
  }

  /** Runs the compiler now (the designer runs it a moment after the last edit). */
  checkNow(): FormProblem[] {
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = null;
    const problems = this.compiledProblems();
    this.publishProblems(problems);
    return problems;
  }

  dispose(): void {
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = null;
  }

  private compiledProblems(): FormProblem[] {
    return [...checkForm(this.tree).problems, ...this.serverProblems];
  }

  private publishProblems(problems: FormProblem[]): void {
    const next = new Map<string, FormProblem[]>();
    for (const problem of problems) next.set(problem.nodeId, [...(next.get(problem.nodeId) ?? []), problem]);
    const said = (list: readonly FormProblem[] | undefined) => (list ?? []).map((problem) => problem.message).join('\n');
    const before = this.problemsById;
    this.problemsById = next;
    for (const id of new Set([...before.keys(), ...next.keys()])) if (said(before.get(id)) !== said(next.get(id))) this.problemChannels.notify(id);
    this.changed();
  }

  private afterTreeChange(): void {
    this.serverProblems = [];
    const changedIds = this.reindex();
    if (this.selected && !this.entries.has(this.selected)) this.selected = null;
    for (const id of changedIds) this.nodeChannels.notify(id);
    this.changed();
    if (this.checkTimer) clearTimeout(this.checkTimer);
    this.checkTimer = setTimeout(() => this.checkNow(), this.checkDelayMs);
  }

  /** Rebuilds the entries, keeping each one whose drawing did not change; answers the keys that did. */
  private reindex(): string[] {
    const before = this.entries;
    const next = new Map<string, NodeEntry>();
    const nodes = new Map<string, FormNode>();
    const changed: string[] = [];
    let fields = 0;
    const stack: { node: FormNode; parentId: string | null }[] = this.tree.map((node) => ({ node, parentId: null }));
    while (stack.length) {
      const { node, parentId } = stack.pop()!;
      const old = before.get(node.id);
      nodes.set(node.id, node);
      if (node.field && widgetSpec(node.widget)?.kind !== 'subTable') fields += 1;
      const childIds = (node.children ?? []).map((child) => child.id);
      const face = faceOf(node);
      const same = old && old.parentId === parentId && old.face === face && sameOwnContent(old.node, node);
      next.set(node.id, same ? old : { node, parentId, childIds, face });
      if (!same) changed.push(node.id);
      for (const child of node.children ?? []) stack.push({ node: child, parentId: node.id });
    }
    for (const id of before.keys()) if (!next.has(id)) changed.push(id);
    const topIds = this.tree.map((node) => node.id);
    const topFace = faceOf({ id: 'top', widget: 'top', children: this.tree });
    if (topFace !== this.topEntry.face) {
      this.topEntry = { node: { id: 'top', widget: 'top' }, parentId: null, childIds: topIds, face: topFace };
      changed.push(topKey);
    }
    this.entries = next;
    this.nodes = nodes;
    this.fields = fields;
    return changed;
  }

  private changed(): void {
    this.version += 1;
    for (const listener of [...this.globalListeners]) listener();
  }
}

const noProblems: readonly FormProblem[] = [];
