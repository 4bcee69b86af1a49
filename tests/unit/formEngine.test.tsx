// The form engine in a browser-like DOM: a widget registered from outside the
// engine shows in the catalog, in a form and in a list cell; a keystroke redraws
// only the field typed in (counted by React's Profiler around each input); a 1,000-row sub-table mounts a window of rows and a
// cell edit redraws that cell; errors mark the pane they are in.
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, type FormNode } from '@core/form';
import { widgetCatalog, type WidgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { validateBody } from '@server/http/bodyValidator';
import { defaultBindings, registerWidget, WidgetProvider, type FieldProps } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { FormStore, calculationDelay } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';
import { renderCell } from '@renderers/list/cells';

const transport: Transport = async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>;
const api = createApi(transport);
const noSchemaIssues = () => [];

function draw(store: FormStore, overrides?: Parameters<typeof WidgetProvider>[0]['overrides']) {
  return render(
    <AntApp>
      <ApiProvider api={api}>
        <WidgetProvider overrides={overrides}>
          <FormView store={store} labelWidth={100} />
        </WidgetProvider>
      </ApiProvider>
    </AntApp>,
  );
}

const TextInput = defaultBindings().get('comInput')!.edit!;

/** The real text input inside a React Profiler named by field name (or cell id), counting its renders. */
function profiledInput(counts: Map<string, number>, by: 'name' | 'id') {
  const count = (id: string) => counts.set(id, (counts.get(id) ?? 0) + 1);
  return function ProfiledInput(props: FieldProps) {
    return (
      <Profiler id={by === 'name' ? props.name : props.id} onRender={count}>
        <TextInput {...props} />
      </Profiler>
    );
  };
}

const rating: WidgetSpec = {
  key: 'testRating',
  kind: 'field',
  group: 'advanced',
  label: 'widget.testRating',
  properties: [{ name: 'max', label: 'designer.max', editor: 'number', type: 'integer', default: 5 }],
  valueSchema: (props) => ({ type: 'integer', minimum: 0, maximum: Number(props.max) }),
  columnType: () => ({ kind: 'integer' }),
  format: (value) => '★'.repeat(Number(value ?? 0)),
};

function RatingStars(props: FieldProps) {
  const max = Number(props.props.max);
  return (
    <span>
      {Array.from({ length: max }, (_, i) => (
        <button key={i} type="button" data-testid={`star-${props.name}-${i + 1}`} aria-pressed={Number(props.value ?? 0) > i} onClick={() => props.onChange(i + 1)}>
          ☆
        </button>
      ))}
    </span>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('a widget registered once', () => {
  registerWidget({ spec: rating, edit: RatingStars, cell: (value) => <b data-testid="rating-cell">{`${String(value)}/5`}</b> });

  it('is in the catalog, draws in a form, and its value schema checks on the server', () => {
    expect(widgetCatalog().map((spec) => spec.key)).toContain('testRating');
    const form = compileForm([{ id: 'score', widget: 'testRating', field: 'score', label: '评分', props: { max: 4 } }]);
    expect(form.fields[0].columnType).toEqual({ kind: 'integer' });
    const store = new FormStore(form, 'create', null, noSchemaIssues);
    draw(store);
    expect(screen.getAllByRole('button')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('star-score-3'));
    expect(store.value('score')).toBe(3);
    expect(validateBody(form.schema, { score: 9 })).toEqual([{ field: 'score', message: { key: 'form.max?max=4' } }]);
    expect(validateBody(form.schema, { score: 4 })).toEqual([]);
  });

  it('shows in a list cell through its binding, and through its catalog text without one', () => {
    const t = ((key: string) => key) as Parameters<typeof renderCell>[2];
    render(<>{renderCell({ kind: 'widget', widget: 'testRating' }, 4, t, api.dictionaries, defaultBindings())}</>);
    expect(screen.getByTestId('rating-cell').textContent).toBe('4/5');
    expect(renderCell({ kind: 'widget', widget: 'testRating' }, 2, t, api.dictionaries, new Map())).toBe('★★');
  });
});

describe('re-rendering', () => {
  it('redraws only the field typed in, in a 300-field form', () => {
    const nodes: FormNode[] = Array.from({ length: 300 }, (_, i) => ({ id: `f${i}`, widget: 'comInput', field: `f${i}`, label: `字段${i}` }));
    const store = new FormStore(compileForm(nodes), 'create', null, noSchemaIssues);
    const counts = new Map<string, number>();
    draw(store, { comInput: { edit: profiledInput(counts, 'name') } });
    expect(counts.size).toBe(300);
    const before = new Map(counts);
    fireEvent.change(screen.getByTestId('field-f150'), { target: { value: 'a' } });
    fireEvent.change(screen.getByTestId('field-f150'), { target: { value: 'ab' } });
    const redrawn = [...counts].filter(([name, count]) => count !== before.get(name));
    expect(redrawn.map(([name]) => name)).toEqual(['f150']);
    expect(store.value('f150')).toBe('ab');
  });

  it('redraws a field whose condition reads the one typed in only when the condition flips', () => {
    const store = new FormStore(
      compileForm([
        { id: 'kind', widget: 'comInput', field: 'kind' },
        { id: 'note', widget: 'comInput', field: 'note', when: { visible: "kind == 'b'" } },
      ]),
      'create',
      null,
      noSchemaIssues,
    );
    const counts = new Map<string, number>();
    draw(store, { comInput: { edit: profiledInput(counts, 'name') } });
    expect(counts.get('note')).toBeUndefined();
    fireEvent.change(screen.getByTestId('field-kind'), { target: { value: 'a' } });
    fireEvent.change(screen.getByTestId('field-kind'), { target: { value: 'b' } });
    expect(counts.get('note')).toBe(1);
    fireEvent.change(screen.getByTestId('field-kind'), { target: { value: 'bc' } });
    expect(screen.queryByTestId('field-note')).toBeNull();
    expect(counts.get('note')).toBe(1);
  });

  it('mounts a window of a 1,000-row sub-table and redraws one cell for a cell edit', () => {
    const columns: FormNode[] = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, widget: 'comInput', field: `c${i}` }));
    const form = compileForm([{ id: 'rows', widget: 'table', field: 'rows', children: columns }]);
    const rows = Array.from({ length: 1000 }, (_, r) => Object.fromEntries(columns.map((column) => [column.field!, `${r}`])));
    const store = new FormStore(form, 'edit', 'x', noSchemaIssues, { rows });
    const counts = new Map<string, number>();
    draw(store, { comInput: { edit: profiledInput(counts, 'id') } });
    const mountedRows = screen.getAllByRole('row').length;
    expect(mountedRows).toBeGreaterThan(0);
    expect(mountedRows).toBeLessThanOrEqual(20);
    expect(counts.size).toBe(mountedRows * 10);
    const before = new Map(counts);
    const cell = screen.getAllByTestId('field-c3')[1];
    fireEvent.change(cell, { target: { value: 'changed' } });
    const redrawn = [...counts].filter(([id, count]) => count !== before.get(id)).map(([id]) => id);
    expect(redrawn).toHaveLength(1);
    expect(store.table('rows')!.rows[1].get('c3')).toBe('changed');
  });
});

describe('the form store', () => {
  const purchase = compileForm([
    {
      id: 'tabs',
      widget: 'tab',
      children: [
        { id: 'head', widget: 'tabPane', label: '基本信息', children: [{ id: 'title', widget: 'comInput', field: 'title', rules: { required: true } }] },
        {
          id: 'lines',
          widget: 'tabPane',
          label: '明细',
          children: [
            {
              id: 'items',
              widget: 'table',
              field: 'items',
              children: [
                { id: 'qty', widget: 'numInput', field: 'qty', rules: { required: true } },
                { id: 'amount', widget: 'calculate', field: 'amount', props: { expression: 'items.qty * 2' } },
              ],
            },
            { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'sum(items.amount)' } },
          ],
        },
      ],
    },
  ]);
  const validator = (values: Record<string, unknown>) => validateBody(purchase.schema, values).map((issue) => ({ instancePath: `/${issue.field}`, keyword: 'errorMessage', message: issue.message.key, params: {} }));

  it('works calculations out a moment after the fields they read stop changing', async () => {
    const store = new FormStore(purchase, 'create', null, noSchemaIssues, { items: [{ qty: 1 }, { qty: 2 }] });
    await new Promise((resolve) => setTimeout(resolve, calculationDelay * 3));
    expect(store.value('total')).toBe(6);
    act(() => store.table('items')!.setCell(store.table('items')!.rows[0], 'qty', 10));
    expect(store.value('total')).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, calculationDelay * 3));
    expect(store.table('items')!.rows[0].get('amount')).toBe(20);
    expect(store.value('total')).toBe(24);
    expect(store.prepared()).toEqual({ items: [{ qty: 10, amount: 20 }, { qty: 2, amount: 4 }], total: 24 });
    store.dispose();
  });

  it('puts a cell error in its row and marks the pane it is in', () => {
    const store = new FormStore(purchase, 'create', null, validator, { title: 'x', items: [{ qty: 1 }, {}] });
    expect(store.validateAll()).toBe(false);
    expect(store.table('items')!.rows[1].errors.get('qty')).toBe('form.required');
    expect([...store.invalidContainers]).toEqual(['lines']);
    expect(store.revealSignal).toBe(1);
    act(() => store.table('items')!.setCell(store.table('items')!.rows[1], 'qty', 3));
    expect(store.validateAll()).toBe(true);
    expect(store.invalidContainers.size).toBe(0);
  });

  describe('checking one field or cell on blur', () => {
    const form = compileForm([
      { id: 'title', widget: 'comInput', field: 'title', rules: { required: true, maxLength: 5 } },
      { id: 'urgent', widget: 'switch', field: 'urgent' },
      { id: 'reason', widget: 'comInput', field: 'reason', rules: { required: true }, when: { visible: 'urgent == 1' } },
      {
        id: 'items',
        widget: 'table',
        field: 'items',
        children: [
          { id: 'qty', widget: 'numInput', field: 'qty', rules: { required: true } },
          { id: 'code', widget: 'comInput', field: 'code', rules: { patterns: [{ pattern: '^[A-Z]+$', message: 'form.pattern' }] } },
          { id: 'amount', widget: 'calculate', field: 'amount', props: { expression: 'items.qty * 2' } },
        ],
      },
      { id: 'total', widget: 'calculate', field: 'total', props: { expression: 'sum(items.amount)' } },
      { id: 'note', widget: 'comInput', field: 'note', when: { required: 'total > 10' } },
      { id: 'others', widget: 'table', field: 'others', children: [{ id: 'x', widget: 'comInput', field: 'x', rules: { required: true } }] },
    ]);
    const check = (values: Record<string, unknown>) => validateBody(form.schema, values).map((issue) => ({ instancePath: `/${issue.field}`, keyword: 'errorMessage', message: issue.message.key, params: {} }));
    const states = [
      { title: 'too long', urgent: 1, items: [{ qty: 3, code: 'ab' }, { code: 'OK' }, { qty: 4 }], others: [{ x: 'a' }, {}] },
      { title: '', urgent: 0, items: [{ qty: 1 }], others: [] },
      { urgent: 1, reason: 'why', items: [{ qty: 9, code: 'Z' }], note: '', others: [{}] },
    ];

    it.each(states.map((state, index) => [index, state] as const))('gives each field and cell what checking the whole form gives it (state %i)', (_, state) => {
      const whole = new FormStore(form, 'create', null, check, state);
      whole.validateAll();
      const one = new FormStore(form, 'create', null, check, state);
      for (const field of form.fields) {
        const rows = one.table(field.path);
        if (!rows) one.validateField(field.path);
        else rows.rows.forEach((row) => field.columns!.forEach((column) => one.validateCell(field.path, row, column.path)));
      }
      expect(Object.fromEntries(one.errors)).toEqual(Object.fromEntries(whole.errors));
      for (const table of ['items', 'others']) {
        expect(one.table(table)!.rows.map((row) => Object.fromEntries(row.errors))).toEqual(whole.table(table)!.rows.map((row) => Object.fromEntries(row.errors)));
      }
      expect(Object.keys(Object.fromEntries(whole.errors)).length + whole.table('items')!.rows.filter((row) => row.errors.size).length).toBeGreaterThan(0);
      whole.dispose();
      one.dispose();
    });

    it('reads no rows of a sub-table the field does not reach, and only its own row for a typed cell', () => {
      const store = new FormStore(form, 'create', null, check, states[0]);
      const items = store.table('items')!;
      const others = store.table('others')!;
      const readAll = vi.spyOn(items, 'plainRows');
      const readOthers = vi.spyOn(others, 'plainRows');
      store.validateField('title');
      store.validateCell('items', items.rows[1], 'qty');
      expect(readAll).not.toHaveBeenCalled();
      expect(readOthers).not.toHaveBeenCalled();
      store.validateField('note');
      expect(readAll).toHaveBeenCalled();
      expect(readOthers).not.toHaveBeenCalled();
      store.dispose();
    });
  });
});
