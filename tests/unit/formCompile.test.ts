// The form compiler and the values it prepares: every form in schemas/ compiles;
// nested layouts, sub-table columns and conditions come out right; every mistake
// is reported at once with its node's id and place; names an expression reads
// must exist; calculations are worked out in the order they read each other.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageSchemas } from '@server/schemas';
import {
  allFields,
  checkForm,
  compileForm,
  conditionIssues,
  FormCompileError,
  formProblemCodes,
  formProblemKey,
  formProblemTexts,
  prepareValues,
  type FormNode,
  type FormProblem,
} from '@core/form';
import { languages, translate } from '@core/i18n/text';
import { defineWidget } from '@core/widgets';
import { validateBody } from '@server/http/bodyValidator';
import { calculationDelay, FormStore } from '@renderers/form/store/FormStore';

const input = (id: string, field = id, extra: Partial<FormNode> = {}): FormNode => ({ id, widget: 'comInput', field, label: id, ...extra });

const calc = (id: string, expression: string, extra: Partial<FormNode> = {}): FormNode => ({
  id,
  widget: 'calculate',
  field: id,
  ...extra,
  props: { expression, ...extra.props },
});
const number = (id: string): FormNode => ({ id, widget: 'numInput', field: id });
const lines = (children: FormNode[], field = 'lines'): FormNode => ({ id: `${field}Table`, widget: 'table', field, children });

/** The problems of a form that must not compile, as node id and message. */
function problemsOf(nodes: FormNode[]): Pick<FormProblem, 'nodeId' | 'message'>[] {
  const { form, problems } = checkForm(nodes);
  expect(form).toBeNull();
  return problems.map(({ nodeId, message }) => ({ nodeId, message }));
}

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
          {
            id: 'one',
            widget: 'tabPane',
            label: 'a',
            children: [{ id: 'row', widget: 'row', children: [{ id: 'card', widget: 'card', children: [input('name')] }] }],
          },
          {
            id: 'two',
            widget: 'tabPane',
            label: 'b',
            children: [{ id: 'panels', widget: 'collapse', children: [{ id: 'p1', widget: 'collapsePanel', label: 'p', children: [input('deep')] }] }],
          },
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

    const prepared = prepareValues(form, {
      lines: [
        { qty: 2, price: 0.1 },
        { qty: 3, price: 0.2, sum: 999 },
      ],
    });
    expect(prepared).toEqual({
      lines: [
        { qty: 2, price: 0.1, sum: 0.2 },
        { qty: 3, price: 0.2, sum: 0.6 },
      ],
      total: 0.8,
    });
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
        children: [
          { id: 'extra', widget: 'tabPane', label: 'x', when: { visible: "kind == 'b'" }, children: [input('note', 'note', { rules: { required: true } })] },
        ],
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
    const form = compileForm([input('name'), { id: 'shown', widget: 'calculate', field: 'shown', props: { expression: '1 + 1', isStorage: false } }]);
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

  it('reports a repeated field, a repeated id and a sub-table without columns by node id', () => {
    const { form, problems } = checkForm([input('a'), input('b', 'a'), input('a', 'c'), { id: 'empty', widget: 'table', field: 'empty', children: [] }]);
    expect(form).toBeNull();
    expect(problems).toEqual([
      {
        nodeId: 'b',
        field: 'a',
        where: 'form[1]',
        code: 'fieldTwice',
        params: { field: 'a', earlier: 'form[0]' },
        message: 'the field a is written already at form[0]',
      },
      { nodeId: 'a', field: 'c', where: 'form[2]', code: 'idTwice', params: { id: 'a', earlier: 'form[0]' }, message: 'the id a is used already at form[0]' },
      {
        nodeId: 'empty',
        field: 'empty',
        where: 'form[3]',
        code: 'subTableNoColumns',
        params: { table: 'empty' },
        message: 'the sub-table empty has no columns',
      },
    ]);
  });

  it('gives every problem code its words in zh, zhtw and en, naming only values the problem carries', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]);
    expect(formProblemCodes.length).toBeGreaterThan(20);
    for (const code of formProblemCodes) {
      const text = formProblemTexts[formProblemKey(code)];
      expect(text, code).toBeDefined();
      for (const language of languages) expect(text[language].trim(), `${code} ${language}`).not.toBe('');
      // The role is written in; the Chinese may leave out a detail (the parser's English) but names nothing the English does not.
      for (const language of languages)
        expect(
          placeholders(text[language]).filter((name) => !placeholders(text.en).includes(name)),
          `${code} ${language}`,
        ).toEqual([]);
      expect(text.zh).not.toBe(text.en);
    }
  });

  it("says each problem in the reader's language from its code, keeping the English message", () => {
    const { problems } = checkForm([input('a', 'a', { when: { visible: 'nothing > 1' } }), { id: 'w', widget: 'nothing', field: 'w' }]);
    expect(problems.map((problem) => problem.code)).toEqual(['widgetUnknown', 'visible.unknownName']);
    const [, reads] = problems;
    expect(reads.message).toBe('the visible condition reads nothing, which is no field of the form');
    const table = formProblemTexts;
    expect(translate(table, { key: formProblemKey(reads.code!), params: reads.params }, 'zh')).toBe('显示条件引用的nothing不是表单的字段');
    expect(translate(table, { key: formProblemKey(reads.code!), params: reads.params }, 'zhtw')).toBe('顯示條件引用的nothing不是表單的欄位');
    expect(translate(table, { key: formProblemKey(reads.code!), params: reads.params }, 'en')).toBe(reads.message);
  });

  it('reports every mistake at once, and compileForm throws them all, one line each with its node id', () => {
    const nodes: FormNode[] = [
      { id: 'w', widget: 'nothing', field: 'w' },
      input('a', 'a', { when: { visible: 'a ==' } }),
      { id: 'n', widget: 'numInput', field: 'n', props: { precision: '0' } },
      input('b', 'b', { when: { required: 'ghost == 1' } }),
      calc('total', 'b + missing'),
    ];
    const problems = problemsOf(nodes);
    expect(problems.map((problem) => problem.nodeId)).toEqual(['w', 'a', 'n', 'b', 'total']);
    expect(problems[3].message).toBe('the required condition reads ghost, which is no field of the form');
    expect(problems[4].message).toBe('the calculation reads missing, which is no field of the form');
    try {
      compileForm(nodes);
      throw new Error('the form compiled');
    } catch (error) {
      expect(error).toBeInstanceOf(FormCompileError);
      const { message, problems: thrown } = error as FormCompileError;
      expect(thrown).toHaveLength(5);
      const [headline, ...lines] = message.split('\n');
      expect(headline).toBe('form[0]: no widget nothing in the catalog (and 4 more)');
      expect(lines.map((line) => line.trim().match(/^form\[\d\] \((\w+)\):/)?.[1])).toEqual(['w', 'a', 'n', 'b', 'total']);
    }
  });

  it('refuses a condition or calculation that names no field, naming the node and the name', () => {
    expect(problemsOf([number('a'), calc('c', 'b + 1')])).toEqual([{ nodeId: 'c', message: 'the calculation reads b, which is no field of the form' }]);
    expect(problemsOf([input('a', 'a', { when: { visible: "{unit-price} == 'x'" } })])).toEqual([
      { nodeId: 'a', message: 'the visible condition reads unit-price, which is no field of the form' },
    ]);
    const pane: FormNode = { id: 'pane', widget: 'tabPane', label: 'p', when: { visible: 'nope == 1' }, children: [input('x')] };
    const inTabs: FormNode = { id: 'tabs', widget: 'tab', children: [pane] };
    expect(problemsOf([inTabs])).toEqual([{ nodeId: 'pane', message: 'the visible condition reads nope, which is no field of the form' }]);
  });

  it('reads names in a sub-table column the way a row does: its own cells, then the form, and a column only through an aggregate', () => {
    const good = compileForm([
      number('rate'),
      lines([number('qty'), calc('amount', 'qty * rate + lines.qty * 0'), input('note', 'note', { when: { visible: 'qty > 1 and sum(lines.qty) > 2' } })]),
      calc('total', 'sum(lines.amount) + count(lines)'),
    ]);
    expect(good.fields.map((field) => field.path)).toEqual(['rate', 'lines', 'total']);
    expect(
      problemsOf([
        number('rate'),
        lines([number('qty'), calc('amount', 'price * qty'), calc('bad', 'lines.price')]),
        calc('total', 'lines.qty + sum(other.qty)'),
      ]),
    ).toEqual([
      { nodeId: 'amount', message: 'the calculation reads price, which is neither a column of lines nor a field of the form' },
      { nodeId: 'bad', message: 'the calculation reads lines.price, which is neither a column of lines nor a field of the form' },
      { nodeId: 'total', message: 'the calculation reads the column lines.qty outside sum, avg, min, max or count, where it has no single value' },
      { nodeId: 'total', message: 'the calculation reads other.qty, which is no field of the form' },
    ]);
  });

  it('refuses calculations that read each other, naming every node of the cycle', () => {
    expect(problemsOf([calc('x', 'y + 1'), calc('y', 'x + 1'), calc('z', 'x * 2')])).toEqual([
      { nodeId: 'x', message: 'the calculation of x reads itself: x → y → x' },
      { nodeId: 'y', message: 'the calculation of y reads itself: y → x → y' },
    ]);
    expect(problemsOf([calc('self', 'self + 1')])).toEqual([{ nodeId: 'self', message: 'the calculation of self reads itself: self → self' }]);
    expect(problemsOf([lines([number('qty'), calc('c1', 'c2 + qty'), calc('c2', 'lines.c1 * 2')])]).map((problem) => problem.nodeId)).toEqual(['c1', 'c2']);
    // Through a sub-table: the total sums a column whose cells read the total.
    expect(problemsOf([lines([number('qty'), calc('share', 'qty / total')]), calc('total', 'sum(lines.share)')])).toEqual([
      { nodeId: 'share', message: 'the calculation of lines.share reads itself: lines.share → total → lines.share' },
      { nodeId: 'total', message: 'the calculation of total reads itself: total → lines.share → total' },
    ]);
  });

  it('lets a condition read a calculation that reads the field the condition is on: a condition is no calculation', () => {
    const form = compileForm([input('a', 'a', { when: { visible: 'b > 1' } }), calc('b', 'a * 2')]);
    expect(form.calculationOrder.map((step) => step.field.path)).toEqual(['b']);
  });

  it('works calculations out in the order they read each other, wherever the tree puts them', () => {
    const form = compileForm([calc('c1', 'c2 + 1'), calc('c2', 'a * 2'), number('a')]);
    expect(form.calculationOrder.map((step) => step.field.path)).toEqual(['c2', 'c1']);
    expect(prepareValues(form, { a: 5, c1: 1001, c2: 3 })).toEqual({ a: 5, c1: 11, c2: 10 });
  });

  it('orders column calculations within each row, and a row calculation after the form calculation it reads', () => {
    const form = compileForm([
      number('base'),
      lines([number('qty'), calc('d1', 'd2 + 1'), calc('d2', 'qty * rate')]),
      calc('total', 'sum(lines.d1)'),
      calc('rate', 'base * 2'),
    ]);
    const order = form.calculationOrder.map((step) => (step.table ? `${step.table.path}.${step.field.path}` : step.field.path));
    expect(order).toEqual(['rate', 'lines.d2', 'lines.d1', 'total']);
    const prepared = prepareValues(form, { base: 1, lines: [{ qty: 1, d1: 99 }, { qty: 2 }], total: 0, rate: 0 });
    expect(prepared).toEqual({
      base: 1,
      rate: 2,
      lines: [
        { qty: 1, d2: 2, d1: 3 },
        { qty: 2, d2: 4, d1: 5 },
      ],
      total: 8,
    });
  });

  it('lets a calculation read one that is not stored, then drops the one not stored', () => {
    const form = compileForm([number('a'), calc('total', 'shown + 1'), calc('shown', 'a * 2', { props: { isStorage: false } })]);
    expect(prepareValues(form, { a: 5 })).toEqual({ a: 5, total: 11 });
  });

  it('ends with the counterexample worked out in the browser store as on the server', () => {
    vi.useFakeTimers();
    const store = new FormStore(compileForm([calc('c1', 'c2 + 1'), calc('c2', 'a * 2'), number('a')]), 'create', null, () => [], { a: 5 });
    vi.advanceTimersByTime(calculationDelay * 3);
    expect([store.value('c1'), store.value('c2')]).toEqual([11, 10]);
    expect(store.prepared()).toEqual({ a: 5, c1: 11, c2: 10 });
    store.dispose();
  });

  it('compiles a unique rule on a form field with a column that takes an index, and refuses it elsewhere', () => {
    const form = compileForm([input('code', 'code', { rules: { unique: true, messages: { unique: 'code.taken' } } }), input('name')]);
    expect(form.fields.map((field) => [field.path, field.unique, field.uniqueMessage])).toEqual([
      ['code', true, 'code.taken'],
      ['name', false, 'form.unique'],
    ]);
    const unique = { rules: { unique: true } };
    expect(
      problemsOf([
        lines([input('sku', 'sku', unique)]),
        { id: 'body', widget: 'editor', field: 'body', ...unique },
        { id: 'tags', widget: 'checkbox', field: 'tags', ...unique },
        { ...lines([number('q')], 'rows'), ...unique },
        calc('shown', '1', { props: { isStorage: false }, ...unique }),
      ]),
    ).toEqual([
      { nodeId: 'sku', message: "the field sku cannot be unique: it is a column of the sub-table lines, and a unique index covers the form's own fields only" },
      { nodeId: 'body', message: 'the field body cannot be unique: a text column takes no unique index' },
      { nodeId: 'tags', message: 'the field tags cannot be unique: a json column takes no unique index' },
      { nodeId: 'rowsTable', message: 'the field rows cannot be unique: its widget stores no column of its own' },
      { nodeId: 'shown', message: 'the field shown cannot be unique: its calculation is not stored' },
    ]);
  });

  it('takes calculations and panes from the catalog, not from widget keys', () => {
    defineWidget({ key: 'testStep', kind: 'layout', group: 'layout', label: 'widget.testStep', properties: [], pane: true });
    defineWidget({
      key: 'testDouble',
      kind: 'field',
      group: 'advanced',
      label: 'widget.testDouble',
      properties: [{ name: 'of', label: 'designer.of', editor: 'field', type: 'string' }],
      valueSchema: () => ({ type: 'number' }),
      calculation: (props) => ({ expression: `${String(props.of)} * 2`, precision: 0, stored: true }),
    });
    const twice: FormNode = { id: 'twice', widget: 'testDouble', field: 'twice', props: { of: 'a' } };
    const form = compileForm([{ id: 'step', widget: 'testStep', children: [number('a'), twice] }]);
    expect(form.fields.map((field) => [field.path, field.containers])).toEqual([
      ['a', ['step']],
      ['twice', ['step']],
    ]);
    expect(prepareValues(form, { a: 4 })).toEqual({ a: 4, twice: 8 });
  });

  it('compiles a 300-field form and a deep nesting without recursion trouble', () => {
    const many = Array.from({ length: 300 }, (_, i) => input(`f${i}`));
    expect(compileForm(many).fields).toHaveLength(300);
    let nested: FormNode = input('leaf');
    for (let depth = 0; depth < 2000; depth += 1) nested = { id: `c${depth}`, widget: 'card', children: [nested] };
    expect(compileForm([nested]).fields[0].containers).toEqual([]);
  });
});

afterEach(() => {
  vi.useRealTimers();
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
    const prepared = prepareValues(form, {
      lines: [
        { kind: 'other', reason: 'why' },
        { kind: 'plain', reason: 'dropped' },
      ],
    });
    expect(prepared.lines).toEqual([{ kind: 'other', reason: 'why' }, { kind: 'plain' }]);
  });

  it('requires a cell only in the rows whose condition holds, naming the row', () => {
    const issues = conditionIssues(form, prepareValues(form, { lines: [{ kind: 'plain' }, { kind: 'other' }] }));
    expect(issues.map((issue) => issue.field)).toEqual(['lines/1/reason']);
  });
});
