// The sub-table in a browser-like DOM: rows windowed with measured heights, a
// new row redraws no row already drawn, per-row conditions, dependent cells
// cleared, cells given their props as fields are, rows added through a
// selection dialog, and calculations that wait until typing stops.
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { Envelope, Transport } from '@core/api/envelope';
import { compileForm, conditionIssues, type FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { defaultBindings, WidgetProvider, type FieldProps } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { FormStore, calculationDelay } from '@renderers/form/store/FormStore';
import { FormView } from '@renderers/form/view/FormView';

const noSchemaIssues = () => [];
const TextInput = defaultBindings().get('comInput')!.edit!;

function draw(store: FormStore, transport?: Transport, overrides?: Parameters<typeof WidgetProvider>[0]['overrides']) {
  const api = createApi(transport ?? (async <T,>() => ({ code: 200, msg: '', data: { list: [] } }) as Envelope<T>));
  return render(
    <AntApp>
      <ApiProvider api={api}>
        <WidgetProvider overrides={overrides}>
          <FormView store={store} />
        </WidgetProvider>
      </ApiProvider>
    </AntApp>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const table = (children: FormNode[], props: Record<string, unknown> = {}): FormNode[] => [{ id: 'lines', widget: 'table', field: 'lines', props, children }];
const text = (field: string, extra: Partial<FormNode> = {}): FormNode => ({ id: field, widget: 'comInput', field, label: field, ...extra });

describe('the sub-table', () => {
  it('adds a row without redrawing any row already drawn', () => {
    const store = new FormStore(compileForm(table([text('a'), text('b')])), 'edit', 'x', noSchemaIssues, { lines: [{ a: '1' }, { a: '2' }, { a: '3' }] });
    const renders = new Map<string, number>();
    const Counted = (props: FieldProps) => (
      <Profiler id={props.id} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)}>
        <TextInput {...props} />
      </Profiler>
    );
    draw(store, undefined, { comInput: { edit: Counted } });
    const before = new Map(renders);
    fireEvent.click(screen.getByTestId('add-row-lines'));
    expect(screen.getAllByRole('row')).toHaveLength(4);
    const redrawn = [...before].filter(([id, count]) => renders.get(id) !== count);
    expect(redrawn).toEqual([]);
  });

  it('hides a cell in the rows where its condition fails and keeps it where it holds', () => {
    const store = new FormStore(compileForm(table([text('kind'), text('reason', { when: { visible: "kind == 'other'" } })])), 'edit', 'x', noSchemaIssues, {
      lines: [{ kind: 'other' }, { kind: 'plain' }],
    });
    draw(store);
    expect(screen.getAllByTestId('field-reason')).toHaveLength(1);
    fireEvent.change(screen.getAllByTestId('field-kind')[1], { target: { value: 'other' } });
    expect(screen.getAllByTestId('field-reason')).toHaveLength(2);
  });

  it('gives a cell its placeholder and its read-only-when-editing rule, as a field gets them', () => {
    const nodes = table([text('code', { readOnly: 'edit', props: { placeholder: 'list.keyword' } })]);
    draw(new FormStore(compileForm(nodes), 'edit', 'x', noSchemaIssues, { lines: [{ code: 'A' }] }));
    const cell = screen.getByTestId('field-code') as HTMLInputElement;
    expect(cell.disabled).toBe(true);
    cleanup();
    draw(new FormStore(compileForm(nodes), 'create', null, noSchemaIssues, { lines: [{}] }));
    const fresh = screen.getByTestId('field-code') as HTMLInputElement;
    expect(fresh.disabled).toBe(false);
    expect(fresh.placeholder).toBe('请输入关键词查询');
  });

  it('clears a cell whose options depend on the cell that changed', () => {
    const form = compileForm(
      table([
        text('category'),
        { id: 'item', widget: 'select', field: 'item', label: 'item', props: { options: { kind: 'api', call: { method: 'GET', url: '/api/items/{category}' }, labelField: 'name', valueField: 'id' } } },
      ]),
    );
    const store = new FormStore(form, 'edit', 'x', noSchemaIssues, { lines: [{ category: 'a', item: 'i1' }] });
    const rows = store.table('lines')!;
    rows.setCell(rows.rows[0], 'category', 'b');
    expect(rows.rows[0].get('item')).toBeNull();
  });

  it('asks once for options that every row asks for alike', async () => {
    const asked: string[] = [];
    const transport: Transport = async <T,>(_method: string, url: string) => {
      asked.push(url);
      return { code: 200, msg: '', data: { list: [{ id: 'x', name: 'X' }] } } as Envelope<T>;
    };
    const nodes = table([{ id: 'item', widget: 'select', field: 'item', label: 'item', props: { options: { kind: 'api', call: { method: 'GET', url: '/api/shared-items' }, labelField: 'name', valueField: 'id' } } }]);
    draw(new FormStore(compileForm(nodes), 'edit', 'x', noSchemaIssues, { lines: [{}, {}, {}, {}] }), transport);
    await waitFor(() => expect(asked).toEqual(['/api/shared-items']));
  });

  it('adds rows picked in the selection dialog, each cell filled from the picked row', async () => {
    const transport: Transport = async <T,>() =>
      ({ code: 200, msg: '', data: { list: [{ id: 'p1', name: 'Pen', price: 2 }, { id: 'p2', name: 'Ink', price: 5 }], pagination: { currentPage: 1, pageSize: 20, total: 2 } } }) as Envelope<T>;
    const addDialog = { source: { kind: 'api', call: { method: 'GET', url: '/api/products' } }, columns: [{ field: 'name', label: 'name' }], fill: { a: 'name', b: 'price' } };
    const store = new FormStore(compileForm(table([text('a'), { id: 'b', widget: 'numInput', field: 'b', label: 'b' }], { addType: 1, addDialog })), 'create', null, noSchemaIssues);
    draw(store, transport);
    fireEvent.click(screen.getByTestId('add-row-lines'));
    await screen.findByText('Ink');
    const boxes = screen.getAllByRole('checkbox');
    fireEvent.click(boxes[boxes.length - 1]);
    fireEvent.click(screen.getByTestId('pick-confirm'));
    await waitFor(() => expect(store.table('lines')!.plainRows()).toEqual([{ a: 'Ink', b: 5 }]));
  });

  it('works a calculation out 100 ms after its inputs stop changing, not while they change', () => {
    vi.useFakeTimers();
    const form = compileForm([
      { id: 'n', widget: 'numInput', field: 'n' },
      { id: 'twice', widget: 'calculate', field: 'twice', props: { expression: 'n * 2' } },
    ]);
    const store = new FormStore(form, 'create', null, noSchemaIssues);
    act(() => vi.advanceTimersByTime(calculationDelay));
    for (let i = 1; i <= 5; i += 1) {
      act(() => store.setValue('n', i));
      act(() => vi.advanceTimersByTime(calculationDelay / 2));
    }
    expect(store.value('twice')).toBe(0);
    act(() => vi.advanceTimersByTime(calculationDelay));
    expect(store.value('twice')).toBe(10);
    store.dispose();
  });
});

describe('date bounds per row', () => {
  it('bounds a date cell by the row\'s own start date, and refuses a date before a fixed start on both sides', async () => {
    const { dateBounds } = await import('@widgets/date/spec');
    const form = compileForm(table([{ id: 'from', widget: 'date', field: 'from' }, { id: 'to', widget: 'date', field: 'to', props: { startTimeType: 2, startRelationField: 'from' } }]));
    const store = new FormStore(form, 'edit', 'x', noSchemaIssues, { lines: [{ from: 1000 }, { from: 5000 }] });
    const rows = store.table('lines')!.rows;
    const column = form.fields[0].columns![1];
    expect(rows.map((row) => dateBounds(column.props, (name) => store.rowValue(row, name)).min)).toEqual([1000, 5000]);
    const fixed = compileForm([{ id: 'd', widget: 'date', field: 'd', props: { startTime: new Date(2026, 0, 1).getTime() } }]);
    expect(conditionIssues(fixed, { d: new Date(2025, 11, 31).getTime() })).toEqual([{ field: 'd', message: { key: 'widget.date.beforeStart', params: { start: '2026-01-01' } } }]);
    expect(conditionIssues(fixed, { d: new Date(2026, 0, 2).getTime() })).toEqual([]);
  });
});

describe('widgets in cells', () => {
  it('are told they sit in a cell, so an image upload keeps to a row\'s height', () => {
    const entry = { name: 'a.png', fileId: '1', url: '/api/file/Image/1?key=k' };
    const store = new FormStore(compileForm(table([{ id: 'pic', widget: 'uploadImg', field: 'pic' }])), 'edit', 'x', noSchemaIssues, { lines: [{ pic: [entry] }] });
    draw(store);
    expect((screen.getByTestId('upload-image-0') as HTMLElement).style.width).toBe('48px');
  });
});

describe('the sub-table summary', () => {
  it('shows no 合计 row over an empty table, and one once a row is added', () => {
    const number: FormNode = { id: 'amount', widget: 'numInput', field: 'amount', label: 'amount' };
    const store = new FormStore(compileForm(table([number], { showSummary: true, summaryFields: ['amount'] })), 'create', null, noSchemaIssues);
    draw(store);
    expect(screen.getByText('暂无数据')).toBeTruthy();
    expect(screen.queryByTestId('summary-lines')).toBeNull();
    fireEvent.click(screen.getByTestId('add-row-lines'));
    expect(screen.getByTestId('summary-lines')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });
});
