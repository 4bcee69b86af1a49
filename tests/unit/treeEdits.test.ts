// Tree edits for the designer and the model importer: each edit is pure, returns
// the edit that undoes it exactly, keeps ids unique, and a field's rename follows
// it into every expression by tokens, in the scope each expression is read in.
import { describe, expect, it } from 'vitest';
import { applyEdit, compileForm, EditHistory, nodeIdPattern, TreeEditError, type FormNode, type TreeEdit } from '@core/form';
import { renameReference, rewriteReferences } from '@core/expression';

const input = (id: string, extra: Partial<FormNode> = {}): FormNode => ({ id, widget: 'comInput', field: id, label: id, ...extra });
const number = (id: string): FormNode => ({ id, widget: 'numInput', field: id });
const calc = (id: string, expression: string): FormNode => ({ id, widget: 'calculate', field: id, props: { expression } });

/** A form with a card, a row holding nothing yet, a sub-table whose rows read their own cells and the form, and a total. */
const sample = (): FormNode[] => [
  { id: 'card', widget: 'card', children: [number('amount'), number('amountTotal'), input('note', { when: { visible: "amount > 1 and kind == 'amount'" } })] },
  { id: 'emptyRow', widget: 'row' },
  input('kind'),
  {
    id: 'linesTable',
    widget: 'table',
    field: 'lines',
    children: [number('qty'), calc('lineAmount', 'qty * amount + lines.qty'), input('why', { when: { required: 'qty > sum(lines.qty)' } })],
  },
  calc('total', 'sum(lines.lineAmount) + amount + amountTotal'),
];

/** Applies an edit and checks that its inverse gives back the tree it started from, exactly; the tree before is never changed. */
function applied(tree: FormNode[], edit: TreeEdit): FormNode[] {
  const before = structuredClone(tree);
  const { tree: next, inverse } = applyEdit(tree, edit);
  expect(tree).toEqual(before);
  const undone = applyEdit(next, inverse);
  expect(undone.tree).toStrictEqual(before);
  // The inverse of the inverse does the edit again.
  expect(applyEdit(undone.tree, undone.inverse).tree).toStrictEqual(next);
  return next;
}

const ids = (tree: FormNode[]): string[] => tree.flatMap((node) => [node.id, ...ids(node.children ?? [])]);
const node = (tree: FormNode[], id: string): FormNode => {
  const stack = [...tree];
  while (stack.length) {
    const current = stack.pop()!;
    if (current.id === id) return current;
    stack.push(...(current.children ?? []));
  }
  throw new Error(`no ${id}`);
};

describe('insert, move, remove and update', () => {
  it('inserts at the top and into a container, even one that had no children, and undoes it exactly', () => {
    let tree = applied(sample(), { kind: 'insert', parentId: null, index: 0, node: input('first') });
    expect(ids(tree).slice(0, 2)).toEqual(['first', 'card']);
    tree = applied(tree, { kind: 'insert', parentId: 'emptyRow', index: 0, node: input('inside') });
    expect(node(tree, 'emptyRow').children!.map((child) => child.id)).toEqual(['inside']);
    expect(compileForm(tree).fields.map((field) => field.path)).toContain('inside');
  });

  it('refuses a repeated or malformed id, a plain field as parent and a place outside the list', () => {
    const refused = (edit: TreeEdit) => () => applyEdit(sample(), edit);
    expect(refused({ kind: 'insert', parentId: null, index: 0, node: input('kind') })).toThrow(/the id kind is used already/);
    const twice: FormNode = { id: 'x', widget: 'card', children: [input('x')] };
    expect(refused({ kind: 'insert', parentId: null, index: 0, node: twice })).toThrow(/the id x is used already/);
    expect(refused({ kind: 'insert', parentId: null, index: 0, node: input('1bad') })).toThrow(/is not a node id/);
    expect(refused({ kind: 'insert', parentId: 'kind', index: 0, node: input('x') })).toThrow(/holds no nodes/);
    expect(refused({ kind: 'insert', parentId: 'card', index: 4, node: input('x') })).toThrow(TreeEditError);
  });

  it('moves a node between containers and back, and refuses a move into itself or a node inside it', () => {
    let tree = applied(sample(), { kind: 'move', nodeId: 'kind', parentId: 'card', index: 1 });
    expect(node(tree, 'card').children!.map((child) => child.id)).toEqual(['amount', 'kind', 'amountTotal', 'note']);
    tree = applied(tree, { kind: 'move', nodeId: 'note', parentId: 'emptyRow', index: 0 });
    tree = applied(tree, { kind: 'move', nodeId: 'total', parentId: null, index: 0 });
    expect(tree[0].id).toBe('total');
    const nested: FormNode[] = [{ id: 'outer', widget: 'card', children: [{ id: 'inner', widget: 'card', children: [] }] }];
    expect(() => applyEdit(nested, { kind: 'move', nodeId: 'outer', parentId: 'inner', index: 0 })).toThrow(/cannot move into itself or a node inside it/);
    expect(() => applyEdit(nested, { kind: 'move', nodeId: 'outer', parentId: 'outer', index: 0 })).toThrow(/cannot move into itself/);
  });

  it('removes a node with its children, and puts it back where it was', () => {
    const tree = applied(sample(), { kind: 'remove', nodeId: 'card' });
    expect(ids(tree)).not.toContain('amount');
  });

  it('updates settings, removing one given as undefined, and refuses to change an id or a field name', () => {
    const tree = applied(sample(), { kind: 'update', nodeId: 'note', changes: { label: 'note.label', when: undefined, span: 12 } });
    expect(node(tree, 'note')).toEqual({ id: 'note', widget: 'comInput', field: 'note', label: 'note.label', span: 12 });
    expect(() => applyEdit(sample(), { kind: 'update', nodeId: 'note', changes: { field: 'x' } as never })).toThrow(/does not change field/);
  });
});

describe('copy', () => {
  it('copies a container with fresh ids and field names, its expressions reading the copies', () => {
    const tree = applied(sample(), { kind: 'copy', nodeId: 'card' });
    const copy = tree[1];
    expect(copy.id).toBe('card_copy');
    expect(copy.children!.map((child) => [child.id, child.field])).toEqual([
      ['amount_copy', 'amount_copy'],
      ['amountTotal_copy', 'amountTotal_copy'],
      ['note_copy', 'note_copy'],
    ]);
    expect(copy.children![2].when).toEqual({ visible: "amount_copy > 1 and kind == 'amount'" });
    expect(new Set(ids(tree)).size).toBe(ids(tree).length);
    for (const id of ids(tree)) expect(id).toMatch(new RegExp(nodeIdPattern));
    const fields = compileForm(tree).fields.map((field) => field.path);
    expect(fields).toEqual(['amount', 'amountTotal', 'note', 'amount_copy', 'amountTotal_copy', 'note_copy', 'kind', 'lines', 'total']);
  });

  it('copies a sub-table under a fresh name, its columns keeping theirs and reading the new table', () => {
    const tree = applied(sample(), { kind: 'copy', nodeId: 'linesTable' });
    const copy = node(tree, 'linesTable_copy');
    expect(copy.field).toBe('lines_copy');
    expect(copy.children!.map((child) => [child.id, child.field])).toEqual([
      ['qty_copy', 'qty'],
      ['lineAmount_copy', 'lineAmount'],
      ['why_copy', 'why'],
    ]);
    expect(copy.children![1].props).toEqual({ expression: 'qty * amount + lines_copy.qty' });
    expect(compileForm(tree).fields.map((field) => field.path)).toContain('lines_copy');
  });

  it('copies a column within its row, and a copy of a copy counts on', () => {
    let tree = applied(sample(), { kind: 'copy', nodeId: 'qty' });
    tree = applied(tree, { kind: 'copy', nodeId: 'qty_copy' });
    expect(node(tree, 'linesTable').children!.map((child) => child.field)).toEqual(['qty', 'qty_copy', 'qty_copy2', 'lineAmount', 'why']);
    expect(compileForm(tree).fields).toHaveLength(6);
  });

  it('keeps a copied id within 64 characters', () => {
    const long = `a${'b'.repeat(63)}`;
    const { tree } = applyEdit([input(long)], { kind: 'copy', nodeId: long });
    expect(tree[1].id).toHaveLength(64);
    expect(tree[1].id).toMatch(new RegExp(nodeIdPattern));
    expect(tree[1].id.endsWith('_copy')).toBe(true);
  });
});

describe('renaming a field', () => {
  it('rewrites every expression that reads it, and never a longer name or a text', () => {
    const tree = applied(sample(), { kind: 'renameField', nodeId: 'amount', field: 'price' });
    expect(node(tree, 'amount').field).toBe('price');
    expect(node(tree, 'note').when).toEqual({ visible: "price > 1 and kind == 'amount'" });
    expect(node(tree, 'total').props).toEqual({ expression: 'sum(lines.lineAmount) + price + amountTotal' });
    expect(node(tree, 'lineAmount').props).toEqual({ expression: 'qty * price + lines.qty' });
    expect(compileForm(tree).fields.map((field) => field.path)).toContain('price');
  });

  it('renames a column in its own rows (bare and as lines.qty) and where the form aggregates it, not a form field of that name', () => {
    const form: FormNode[] = [
      number('qty'),
      { id: 'lines', widget: 'table', field: 'lines', children: [{ id: 'lineQty', widget: 'numInput', field: 'qty' }, calc('cell', 'qty + lines.qty')] },
      calc('total', 'sum(lines.qty) + qty'),
    ];
    const renamed = applied(form, { kind: 'renameField', nodeId: 'lineQty', field: 'quantity' });
    expect(node(renamed, 'cell').props).toEqual({ expression: 'quantity + lines.quantity' });
    expect(node(renamed, 'total').props).toEqual({ expression: 'sum(lines.quantity) + qty' });
    expect(compileForm(renamed).fields).toHaveLength(3);
  });

  it('renames a sub-table wherever its columns are read', () => {
    const tree = applied(sample(), { kind: 'renameField', nodeId: 'linesTable', field: 'items' });
    expect(node(tree, 'lineAmount').props).toEqual({ expression: 'qty * amount + items.qty' });
    expect(node(tree, 'why').when).toEqual({ required: 'qty > sum(items.qty)' });
    expect(node(tree, 'total').props).toEqual({ expression: 'sum(items.lineAmount) + amount + amountTotal' });
  });

  it('refuses a name taken, a name that is none, and a rename that would make a row read its own cell instead of the field', () => {
    expect(() => applyEdit(sample(), { kind: 'renameField', nodeId: 'amount', field: 'kind' })).toThrow(/there is a field kind already/);
    expect(() => applyEdit(sample(), { kind: 'renameField', nodeId: 'amount', field: 'not-a-name' })).toThrow(/is not a field name/);
    expect(() => applyEdit(sample(), { kind: 'renameField', nodeId: 'amount', field: 'qty' })).toThrow(/lineAmount reads amount/);
    expect(() => applyEdit(sample(), { kind: 'renameField', nodeId: 'qty', field: 'amount' })).toThrow(/lineAmount reads amount/);
  });
});

describe('the edit history', () => {
  it('undoes and redoes edits in turn, and forgets what was undone after a new edit', () => {
    const start = sample();
    let history = EditHistory.of(start);
    expect(history.canUndo).toBe(false);
    history = history
      .apply({ kind: 'renameField', nodeId: 'amount', field: 'price' })
      .apply({ kind: 'copy', nodeId: 'card' })
      .apply({ kind: 'remove', nodeId: 'kind' });
    const edited = history.tree;
    history = history.undo().undo().undo();
    expect(history.tree).toStrictEqual(start);
    expect(history.canUndo).toBe(false);
    expect(history.undo()).toBe(history);
    history = history.redo().redo().redo();
    expect(history.tree).toStrictEqual(edited);
    expect(history.canRedo).toBe(false);
    history = history.undo().apply({ kind: 'update', nodeId: 'note', changes: { span: 6 } });
    expect(history.canRedo).toBe(false);
    expect(node(history.undo().undo().tree, 'amount').field).toBe('price');
  });
});

describe('renaming references in an expression', () => {
  it('rewrites whole references only: not a longer name, a text, a function or a constant', () => {
    expect(renameReference("amount + amountTotal + {amount} - 'amount'", ['amount'], ['price'])).toBe("price + amountTotal + {price} - 'amount'");
    expect(renameReference('sum(sum) + sum', ['sum'], ['total'])).toBe('sum(total) + total');
    expect(renameReference('items.qty * qty', ['items'], ['lines'])).toBe('lines.qty * qty');
    expect(renameReference('a  ==  1', ['a'], ['and'])).toBe('{and}  ==  1');
    expect(rewriteReferences('true or x', (path) => [path[0].toUpperCase()])).toBe('true or X');
  });
});
