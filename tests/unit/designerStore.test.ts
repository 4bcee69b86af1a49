// The form designer's store: palette drops at the top and into every container
// (a sub-table refusing a layout widget), moves in and out, copy, delete, undo
// and redo back to the exact trees, a rename that rewrites the expressions
// reading the field, the compiler's problems by node id, and an edit that
// notifies only the node it touched.
import { afterEach, describe, expect, it } from 'vitest';
import type { FormNode } from '@core/form';
import { DesignerStore, topKey } from '@renderers/designer/designerStore';

const stores: DesignerStore[] = [];
function designer(tree: FormNode[] = []) {
  const store = new DesignerStore(tree, { checkDelayMs: 10_000 });
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const field = (id: string, name = id): FormNode => ({ id, widget: 'comInput', field: name, label: name });

function added(store: DesignerStore, widget: string, place?: { parentId: string | null; index: number }): string {
  const outcome = store.addWidget(widget, place);
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.id;
}

describe('drops from the palette', () => {
  it('adds a field at the top with a fresh id and field name, and selects it', () => {
    const store = designer([field('name')]);
    const id = added(store, 'comInput', { parentId: null, index: 0 });
    const node = store.node(id)!;
    expect(store.tree[0]).toBe(node);
    expect(node.field).toMatch(/^comInputField\d+$/);
    expect(node.field).not.toBe('name');
    expect(store.selectedId).toBe(id);
    const second = added(store, 'comInput');
    expect(store.node(second)!.field).not.toBe(node.field);
    // Added after the selected node.
    expect(store.tree.map((n) => n.id)).toEqual([id, second, 'name']);
  });

  it('drops into a row, a card, a tab pane, a collapse panel and a sub-table', () => {
    const store = designer();
    const row = added(store, 'row');
    const inRow = added(store, 'comInput', { parentId: row, index: 0 });
    const card = added(store, 'card', { parentId: null, index: 1 });
    const inCard = added(store, 'numInput', { parentId: card, index: 0 });
    const tab = added(store, 'tab', { parentId: null, index: 2 });
    const panes = store.entry(tab)!.childIds;
    expect(panes).toHaveLength(2);
    expect(store.node(panes[0])!.widget).toBe('tabPane');
    const inPane = added(store, 'textarea', { parentId: panes[1], index: 0 });
    const collapse = added(store, 'collapse', { parentId: null, index: 3 });
    const panel = store.entry(collapse)!.childIds[0];
    const inPanel = added(store, 'date', { parentId: panel, index: 0 });
    const table = added(store, 'table', { parentId: null, index: 4 });
    const column = added(store, 'comInput', { parentId: table, index: 0 });
    expect(store.entry(row)!.childIds).toEqual([inRow]);
    expect(store.entry(card)!.childIds).toEqual([inCard]);
    expect(store.entry(panes[1])!.childIds).toEqual([inPane]);
    expect(store.entry(panel)!.childIds).toEqual([inPanel]);
    expect(store.entry(table)!.childIds).toEqual([column]);
    expect(store.checkNow()).toEqual([]);
  });

  it('refuses a layout widget, a password and a tab pane where they cannot go', () => {
    const store = designer();
    const table = added(store, 'table');
    const before = store.tree;
    for (const widget of ['row', 'card', 'PsdInput', 'tab']) {
      const outcome = store.addWidget(widget, { parentId: table, index: 0 });
      expect(outcome.ok, widget).toBe(false);
    }
    expect(store.addWidget('tabPane', { parentId: null, index: 0 }).ok).toBe(false);
    const row = added(store, 'row');
    expect(store.addWidget('comInput', { parentId: row, index: 0 }).ok).toBe(true);
    expect(store.tree[0]).toBe(before[0]);
    // A tab takes only panes.
    const tab = added(store, 'tab');
    expect(store.addWidget('comInput', { parentId: tab, index: 0 }).ok).toBe(false);
  });

  it('adds by keyboard into the selected container', () => {
    const store = designer();
    const card = added(store, 'card');
    const inside = added(store, 'comInput');
    expect(store.entry(card)!.childIds).toEqual([inside]);
    // Then after the selected field, inside the same card.
    const next = added(store, 'comInput');
    expect(store.entry(card)!.childIds).toEqual([inside, next]);
  });
});

describe('moves, copy, delete, undo and redo', () => {
  it('moves into and out of containers, refusing a layout widget into a sub-table', () => {
    const store = designer([
      field('a'),
      field('b'),
      { id: 'row1', widget: 'row', children: [] },
      { id: 't1', widget: 'table', field: 'items', children: [field('c')] },
    ]);
    expect(store.move('a', 'row1', 0).ok).toBe(true);
    expect(store.entry('row1')!.childIds).toEqual(['a']);
    expect(store.move('b', 't1', 1).ok).toBe(true);
    expect(store.entry('t1')!.childIds).toEqual(['c', 'b']);
    expect(store.move('row1', 't1', 0).ok).toBe(false);
    expect(store.move('a', null, 0).ok).toBe(true);
    expect(store.entry(topKey)!.childIds).toEqual(['a', 'row1', 't1']);
    expect(store.shift('a', 1).ok).toBe(true);
    expect(store.entry(topKey)!.childIds).toEqual(['row1', 'a', 't1']);
    expect(store.shift('t1', 1).ok).toBe(false);
  });

  it('undoes a sequence back to each exact tree, and redoes it', () => {
    const start = [field('a'), field('b'), { id: 'card1', widget: 'card', children: [field('c')] }];
    const store = designer(start);
    const trees = [store.tree];
    const steps = [
      () => store.addWidget('comInput', { parentId: 'card1', index: 1 }),
      () => store.move('a', 'card1', 0),
      () => store.copy('b'),
      () => store.update('c', { label: '新的', span: 12 }),
      () => store.updateProp('b', 'placeholder', '请输入'),
      () => store.renameField('c', 'cc'),
      () => store.remove('card1'),
    ];
    for (const step of steps) {
      expect(step().ok).toBe(true);
      trees.push(store.tree);
    }
    for (let index = trees.length - 2; index >= 0; index -= 1) {
      store.undo();
      expect(store.tree).toStrictEqual(trees[index]);
    }
    expect(store.canUndo).toBe(false);
    expect(store.tree).toStrictEqual(start);
    for (let index = 1; index < trees.length; index += 1) {
      store.redo();
      expect(store.tree).toStrictEqual(trees[index]);
    }
  });

  it('copies a node after itself with a fresh id and name, and deletes it', () => {
    const store = designer([field('a'), field('b')]);
    expect(store.copy('a').ok).toBe(true);
    const ids = store.entry(topKey)!.childIds;
    expect(ids).toHaveLength(3);
    const copied = store.node(ids[1])!;
    expect(copied.field).toBe('a_copy');
    expect(store.selectedId).toBe(copied.id);
    expect(store.remove(copied.id).ok).toBe(true);
    expect(store.selectedId).toBeNull();
    expect(store.entry(topKey)!.childIds).toEqual(['a', 'b']);
  });
});

describe('renames and problems', () => {
  it('renames a field and rewrites the expressions that read it', () => {
    const store = designer([
      { id: 'price', widget: 'numInput', field: 'price' },
      { id: 'qty', widget: 'numInput', field: 'qty', when: { visible: 'price > 0' } },
      { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'price * qty' } },
    ]);
    expect(store.renameField('price', 'unitPrice').ok).toBe(true);
    expect(store.node('qty')!.when).toEqual({ visible: 'unitPrice > 0' });
    expect(store.node('total')!.props!.expression).toBe('unitPrice * qty');
    expect(store.renameField('qty', 'unitPrice').ok).toBe(false);
    expect(store.renameField('qty', '9bad').ok).toBe(false);
  });

  it('keeps the compiler problems by node id, rechecked after an edit', () => {
    const store = designer([field('a'), { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'a + 1' } }]);
    expect(store.problems('total')).toEqual([]);
    store.updateProp('total', 'expression', 'a + nothing');
    // Off the keystroke path: not yet checked.
    expect(store.problems('total')).toEqual([]);
    store.checkNow();
    expect(store.problems('total')[0].message).toMatch(/nothing/);
    expect(store.problems('a')).toEqual([]);
    store.undo();
    store.checkNow();
    expect(store.problems('total')).toEqual([]);
  });

  it('shows the server refusals on their nodes until the next edit', () => {
    const store = designer([field('a')]);
    store.setServerProblems([{ nodeId: 'a', where: 'form[0]', message: '名称重复' }]);
    expect(store.problems('a').map((p) => p.message)).toEqual(['名称重复']);
    store.update('a', { label: 'x' });
    store.checkNow();
    expect(store.problems('a')).toEqual([]);
  });
});

describe('notifications', () => {
  function counted(store: DesignerStore, ids: string[]) {
    const counts = new Map<string, number>(ids.map((id) => [id, 0]));
    for (const id of ids) store.subscribeNode(id, () => counts.set(id, counts.get(id)! + 1));
    return counts;
  }

  it('an edit of one field notifies that field only, on a 200-field form', () => {
    const tree: FormNode[] = [{ id: 'row1', widget: 'row', children: [field('r1'), field('r2')] }, ...Array.from({ length: 200 }, (_, i) => field(`f${i}`))];
    const store = designer(tree);
    const ids = [topKey, 'row1', 'r1', 'r2', ...tree.slice(1).map((node) => node.id)];
    const counts = counted(store, ids);
    store.update('f50', { label: '改' });
    expect([...counts].filter(([, n]) => n > 0)).toEqual([['f50', 1]]);
    // A label inside a row redraws the field, not the row (its children's ids and spans did not change).
    store.update('r1', { label: '改' });
    expect(counts.get('row1')).toBe(0);
    expect(counts.get('r1')).toBe(1);
    // A span does redraw the row (it places its children by span).
    store.update('r2', { span: 12 });
    expect(counts.get('row1')).toBe(1);
  });

  it('a move notifies the two lists and the node, and a selection only the nodes it leaves and reaches', () => {
    const store = designer([field('a'), field('b'), { id: 'card1', widget: 'card', children: [field('c')] }]);
    const counts = counted(store, [topKey, 'a', 'b', 'card1', 'c']);
    store.move('a', 'card1', 1);
    expect(Object.fromEntries(counts)).toEqual({ [topKey]: 1, a: 1, b: 0, card1: 1, c: 0 });
    const selections = new Map<string, number>();
    for (const id of ['a', 'b', 'c']) store.subscribeSelection(id, () => selections.set(id, (selections.get(id) ?? 0) + 1));
    store.select('a');
    store.select('b');
    expect(Object.fromEntries(selections)).toEqual({ a: 2, b: 1 });
  });
});
