// The form compiler and the values it prepares: every form in schemas/ compiles;
// nested layouts, sub-table columns and conditions come out right; mistakes are
// refused with the node's place; prepared values are what the server stores.
import { describe, expect, it } from 'vitest';
import { loadPageSchemas } from '@server/schemas';
import { allFields, compileForm, conditionIssues, FormCompileError, prepareValues, type FormNode } from '@core/form';
import { validateBody } from '@server/http/bodyValidator';

const input = (id: string, field = id, extra: Partial<FormNode> = {}): FormNode => ({ id, widget: 'comInput', field, label: id, ...extra });

const compileError = (nodes: FormNode[]) => {
  try {
    compileForm(nodes);
  } catch (error) {
    expect(error).toBeInstanceOf(FormCompileError);
    return (error as Error).message;
  }
  throw new Error('the form compiled');
};

describe('compileForm', () => {
  it('compiles every form page under schemas/', () => {
    const pages = loadPageSchemas();
    const forms = pages.all().filter((page) => page.type === 'form');
    expect(forms.length).toBeGreaterThanOrEqual(5);
    for (const form of forms) expect(pages.compiledForm(form.id).fields.length).toBeGreaterThan(0);
  });

  it('finds fields through nested layouts and records the panes around them', () => {
    const form = compileForm([
      {
        id: 'tabs',
        widget: 'tab',
        children: [
          { id: 'one', widget: 'tabPane', label: 'a', children: [{ id: 'row', widget: 'row', children: [{ id: 'card', widget: 'card', children: [input('name')] }] }] },
          { id: 'two', widget: 'tabPane', label: 'b', children: [{ id: 'panels', widget: 'collapse', children: [{ id: 'p1', widget: 'collapsePanel', label: 'p', children: [input('deep')] }] }] },
        ],
      },
      input('plain'),
    ]);
    expect(form.fields.map((field) => [field.path, field.containers])).toEqual([
      ['name', ['one']],
      ['deep', ['two', 'p1']],
      ['plain', []],
    ]);
    expect(form.fields[1].where).toBe('form[0].children[1].children[0].children[0].children[0]');
    expect(Object.keys(form.schema.properties as object)).toEqual(['name', 'deep', 'plain']);
  });

  it('makes a sub-table an array of rows with its columns, and a column calculation part of each row', () => {
    const form = compileForm([
      {
        id: 'lines',
        widget: 'table',
        field: 'lines',
        rules: { required: true },
        children: [
          { id: 'qty', widget: 'numInput', field: 'qty', rules: { required: true, min: 1 } },
          { id: 'price', widget: 'numInput', field: 'price' },
          { id: 'sum', widget: 'calculate', field: 'sum', props: { expression: 'lines.qty * lines.price' } },
        ],
      },
      { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'sum(lines.sum)' } },
    ]);
    const [table, total] = form.fields;
    expect(table.columns!.map((column) => column.path)).toEqual(['qty', 'price', 'sum']);
    expect(allFields(form).map((field) => field.path)).toEqual(['lines', 'qty', 'price', 'sum', 'total']);
    expect(form.defaults).toEqual({ lines: [] });
    const items = (form.schema.properties as Record<string, { items: { required: string[]; additionalProperties: boolean } }>).lines.items;
    expect(items.required).toEqual(['qty']);
    expect(items.additionalProperties).toBe(false);
    expect(total.dependsOn).toEqual([['lines', 'sum']]);

    const prepared = prepareValues(form, { lines: [{ qty: 2, price: 0.1 }, { qty: 3, price: 0.2, sum: 999 }] });
    expect(prepared).toEqual({ lines: [{ qty: 2, price: 0.1, sum: 0.2 }, { qty: 3, price: 0.2, sum: 0.6 }], total: 0.8 });
    expect(validateBody(form.schema, prepared)).toEqual([]);
    expect(validateBody(form.schema, prepareValues(form, { lines: [{ qty: 0 }] }))[0]).toMatchObject({ field: 'lines/0/qty' });
    expect(validateBody(form.schema, prepareValues(form, { lines: [] }))[0]).toMatchObject({ field: 'lines', message: { key: 'form.required' } });
  });

  it('does not require a field inside a hidden tab pane, and requires it when the pane shows', () => {
    const form = compileForm([
      { id: 'kind', widget: 'comInput', field: 'kind' },
      {
        id: 'tabs',
        widget: 'tab',
        children: [{ id: 'extra', widget: 'tabPane', label: 'x', when: { visible: "kind == 'b'" }, children: [input('note', 'note', { rules: { required: true } })] }],
      },
    ]);
    const note = form.fields[1];
    expect(note.required).toBe(false);
    expect((form.schema.required as string[] | undefined) ?? []).not.toContain('note');
    expect(conditionIssues(form, prepareValues(form, { kind: 'a' }))).toEqual([]);
    expect(prepareValues(form, { kind: 'a', note: 'left over' })).toEqual({ kind: 'a' });
    expect(conditionIssues(form, prepareValues(form, { kind: 'b' }))).toEqual([{ field: 'note', message: { key: 'form.required' } }]);
  });

  it('drops a calculation that is not stored and a value the system fills', () => {
    const form = compileForm([
      input('name'),
      { id: 'shown', widget: 'calculate', field: 'shown', props: { expression: '1 + 1', isStorage: false } },
    ]);
    expect(prepareValues(form, { name: 'x', shown: 5 })).toEqual({ name: 'x' });
    expect(Object.keys(form.schema.properties as object)).toEqual(['name']);
  });

  it.each([
    [[input('a'), input('b', 'a')], /form\[1\]: the field a is written already at form\[0\]/],
    [[input('a'), input('a', 'b')], /form\[1\]: the id a is used already at form\[0\]/],
    [[{ id: 'x', widget: 'nothing', field: 'x' }], /form\[0\]: no widget nothing in the catalog/],
    [[{ id: 'r', widget: 'row', children: [{ id: 'x', widget: 'comInput' }] }], /form\[0\]\.children\[0\]: the comInput field needs a field name/],
    [[{ id: 'r', widget: 'row', field: 'r' }], /form\[0\]: the layout widget row stores nothing/],
    [[{ id: 'p', widget: 'tabPane', label: 'p' }], /form\[0\]: tabPane belongs inside tab/],
    [[{ id: 't', widget: 'tab', children: [input('a')] }], /form\[0\]: tab holds only tabPane/],
    [[input('a', 'a', { when: { visible: 'a ==' } })], /form\[0\]: the visible condition "a ==" does not parse/],
    [[input('a', 'a', { rules: { patterns: [{ pattern: '(', message: 'm' }] } })], /form\[0\]: the pattern \( is not a regular expression/],
    [
      [{ id: 't', widget: 'table', field: 't', children: [input('a'), input('b', 'a')] }],
      /form\[0\]\.children\[1\]: the column a is written already at form\[0\]\.children\[0\]/,
    ],
    [[{ id: 't', widget: 'table', field: 't', children: [{ id: 'r', widget: 'row', children: [] }] }], /takes columns, not the layout widget row/],
    [[{ id: 't', widget: 'table', field: 't', children: [{ id: 'u', widget: 'table', field: 'u', children: [] }] }], /a sub-table column is a plain field/],
  ] as [FormNode[], RegExp][])('refuses a mistake with its place: %#', (nodes, message) => {
    expect(compileError(nodes)).toMatch(message);
  });

  it('compiles a 300-field form and a deep nesting without recursion trouble', () => {
    const many = Array.from({ length: 300 }, (_, i) => input(`f${i}`));
    expect(compileForm(many).fields).toHaveLength(300);
    let nested: FormNode = input('leaf');
    for (let depth = 0; depth < 2000; depth += 1) nested = { id: `c${depth}`, widget: 'card', children: [nested] };
    expect(compileForm([nested]).fields[0].containers).toEqual([]);
  });
});

describe('per-row conditions on sub-table columns', () => {
  const form = compileForm([
    {
      id: 't',
      widget: 'table',
      field: 'lines',
      children: [
        { id: 'kind', widget: 'comInput', field: 'kind', label: 'kind' },
        { id: 'reason', widget: 'comInput', field: 'reason', label: 'reason', when: { visible: "kind == 'other'", required: "kind == 'other'" } },
      ],
    },
  ]);

  it('keeps a cell only in the rows where its column shows', () => {
    const prepared = prepareValues(form, { lines: [{ kind: 'other', reason: 'why' }, { kind: 'plain', reason: 'dropped' }] });
    expect(prepared.lines).toEqual([{ kind: 'other', reason: 'why' }, { kind: 'plain' }]);
  });

  it('requires a cell only in the rows whose condition holds, naming the row', () => {
    const issues = conditionIssues(form, prepareValues(form, { lines: [{ kind: 'plain' }, { kind: 'other' }] }));
    expect(issues.map((issue) => issue.field)).toEqual(['lines/1/reason']);
  });
});
