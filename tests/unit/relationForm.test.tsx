// The related form and its attribute (spec 03 §2 Popup data picker and
// Related-form picker, §3, §4, §5, §8, §9): a read-only input that opens a
// dialog or a drawer of the linked model's rows (keyword search, reset,
// refresh, a radio and an index column, paging), stores the picked record's
// id and shows its name; a read-only view whose name opens the record where
// the renderer can; list cells named in one request; and an attribute showing
// another field of the chosen record.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { TFunction } from '@core/i18n/translator';
import type { Envelope, Transport } from '@core/api/envelope';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { defaultBindings } from '@widgets/index';
import { ApiProvider, createApi } from '@widgets/runtime/ApiContext';
import { ModelRecordProvider } from '@widgets/runtime/ModelRecordContext';
import { renderCell } from '@renderers/list/cells';
import { drawForm, serverIssues, type Call } from './widgets/choosingHarness';

interface Customer {
  id: string;
  name: string;
  region: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 25 customers of model m1: every fifth in 上海. */
const customers: Customer[] = Array.from({ length: 25 }, (_, i) => ({
  id: `c${pad(i + 1)}`,
  name: `客户${pad(i + 1)}${i % 5 === 0 ? '上海' : ''}`,
  region: i % 2 ? '华北' : '华东',
}));

/** A transport answering FieldDataSelect of m1 as the server does (or failing when told), recording every call. */
function relatedServer(options: { fail?: boolean } = {}) {
  const calls: Call[] = [];
  const transport: Transport = async <T,>(method: string, url: string, payload?: unknown) => {
    calls.push({ method, url, payload });
    const answer = (data: unknown, code = 200) => ({ code, msg: code === 200 ? '' : '服务器错误', data }) as Envelope<T>;
    if (url !== '/api/visualdev/Base/m1/FieldDataSelect') return answer({ list: [] });
    if (options.fail) return answer(null, 500);
    const query = payload as Record<string, string | number | undefined>;
    const fields = [
      String(query.relationField),
      ...String(query.columnOptions ?? '')
        .split(',')
        .filter(Boolean),
    ];
    const rowOf = (customer: Customer) => ({
      id: customer.id,
      ...Object.fromEntries(fields.map((field) => [field, customer[field as keyof Customer] ?? null])),
    });
    if (query.ids) {
      const list = String(query.ids)
        .split(',')
        .flatMap((id) => customers.filter((customer) => customer.id === id))
        .map(rowOf);
      return answer({ list, pagination: { currentPage: 1, pageSize: list.length, total: list.length } });
    }
    const found = customers.filter((customer) => customer.name.includes(String(query.keyword ?? '')));
    const currentPage = Number(query.currentPage ?? 1);
    const pageSize = Number(query.pageSize ?? 20);
    return answer({
      list: found.slice((currentPage - 1) * pageSize, currentPage * pageSize).map(rowOf),
      pagination: { currentPage, pageSize, total: found.length },
    });
  };
  const related = () => calls.filter((call) => call.url === '/api/visualdev/Base/m1/FieldDataSelect').map((call) => call.payload as Record<string, unknown>);
  return { api: createApi(transport), calls, related };
}

const customerProps = {
  modelId: 'm1',
  relationField: 'name',
  columnOptions: [
    { value: 'name', label: '客户名称' },
    { value: 'region', label: '区域' },
  ],
};
const node = (props: Record<string, unknown> = {}): FormNode => ({
  id: 'nCustomer',
  widget: 'relationForm',
  field: 'customer',
  label: 'widget.relationForm',
  props: { ...customerProps, ...props },
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const field = () => screen.getByTestId('field-customer') as HTMLInputElement;
const picker = () => within(screen.getByTestId('relation-picker'));
const rowNames = () => [...screen.getByTestId('relation-table').querySelectorAll('tr.ant-table-row')].map((row) => row.querySelectorAll('td')[2]?.textContent);
const open = async () => {
  fireEvent.click(screen.getByTestId('pick-customer'));
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
};
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

// antd's dialogs and tables take seconds to draw under jsdom on a busy machine.
describe('the related form', { timeout: 20_000 }, () => {
  it('is a read-only input with 请选择 and a button; the dialog, titled 选择数据 and 800px wide, lists the first page on opening', async () => {
    const { api, related } = relatedServer();
    drawForm([node()], api);
    expect(field().readOnly).toBe(true);
    expect(field().placeholder).toBe('请选择');
    await open();
    expect(picker().getByText('选择数据')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    for (const heading of ['序号', '客户名称', '区域']) expect(picker().getAllByText(heading).length).toBeGreaterThan(0);
    expect(rowNames()).toHaveLength(20);
    expect(rowNames()[0]).toBe('客户01上海');
    expect(document.querySelectorAll('.ant-radio-input')).toHaveLength(20);
    expect(related()).toEqual([{ relationField: 'name', columnOptions: 'name,region', currentPage: 1, pageSize: 20 }]);
    // The backdrop does not close it.
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByTestId('relation-picker')).toBeTruthy();
  });

  it('searches by keyword, resets, pages and refreshes on the server', async () => {
    const { api, related } = relatedServer();
    drawForm([node()], api);
    await open();
    fireEvent.change(screen.getByPlaceholderText('请输入关键词查询'), { target: { value: '上海' } });
    fireEvent.click(screen.getByTestId('relation-search'));
    await waitFor(() => expect(rowNames()).toEqual(['客户01上海', '客户06上海', '客户11上海', '客户16上海', '客户21上海']));
    expect(related().at(-1)).toMatchObject({ keyword: '上海', currentPage: 1 });
    fireEvent.click(screen.getByTestId('relation-reset'));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowNames()).toEqual(['客户21上海', '客户22', '客户23', '客户24', '客户25']));
    expect(related().at(-1)).toMatchObject({ currentPage: 2, pageSize: 20 });
    // The index runs on across pages.
    expect(rowOf('客户22').querySelectorAll('td')[1].textContent).toBe('22');
    const asked = related().length;
    fireEvent.click(screen.getByTestId('relation-refresh'));
    await waitFor(() => expect(related()).toHaveLength(asked + 1));
    expect(related().at(-1)).toMatchObject({ currentPage: 2 });
  });

  it('confirms nothing until a row is picked; then stores the id and shows the name without asking for it', async () => {
    const { api, related } = relatedServer();
    const { store } = drawForm([node()], api);
    await open();
    fireEvent.click(screen.getByTestId('relation-confirm'));
    expect(screen.getByTestId('relation-picker')).toBeTruthy();
    expect(store.value('customer')).toBeUndefined();
    fireEvent.click(rowOf('客户03'));
    expect((rowOf('客户03').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(rowOf('客户04'));
    expect((rowOf('客户03').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('relation-confirm'));
    await waitFor(() => expect(store.value('customer')).toBe('c04'));
    expect(screen.queryByTestId('relation-picker')).toBeNull();
    await waitFor(() => expect(field().value).toBe('客户04'));
    expect(related().filter((query) => query.ids)).toEqual([]);
  });

  it('cancel leaves the value as it was', async () => {
    const { api } = relatedServer();
    const { store } = drawForm([node()], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(field().value).toBe('客户02'));
    await open();
    fireEvent.click(rowOf('客户05'));
    fireEvent.click(screen.getByTestId('relation-cancel'));
    expect(screen.queryByTestId('relation-picker')).toBeNull();
    expect(store.value('customer')).toBe('c02');
    expect(field().value).toBe('客户02');
  });

  it('shows a clear icon on hover when clearable, enabled and holding a record; clearing empties the value', async () => {
    const { api } = relatedServer();
    const { store } = drawForm([node()], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(field().value).toBe('客户02'));
    expect(screen.queryByTestId('clear-customer')).toBeNull();
    fireEvent.mouseEnter(field().closest('.ant-space-compact')!);
    fireEvent.click(screen.getByTestId('clear-customer'));
    expect(store.value('customer')).toBe('');
    expect(field().value).toBe('');
    expect(screen.queryByTestId('relation-picker')).toBeNull();
    cleanup();

    drawForm([node({ clearable: false })], api, { values: { customer: 'c02' } });
    fireEvent.mouseEnter(field().closest('.ant-space-compact')!);
    expect(screen.queryByTestId('clear-customer')).toBeNull();
  });

  it('opens as a side drawer with its own title and width', async () => {
    const { api } = relatedServer();
    drawForm([node({ popupType: 'drawer', popupTitle: '选择客户', popupWidth: '600px', hasPage: false })], api);
    await open();
    expect(document.querySelector('.ant-drawer')).toBeTruthy();
    expect(picker().getByText('选择客户')).toBeTruthy();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('600px');
    // Without paging, 10000 rows are asked for and no pager shows.
    expect(rowNames()).toHaveLength(25);
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('opens nothing while no related form is set, or when read-only', async () => {
    const { api, related } = relatedServer();
    drawForm([node({ modelId: '' })], api);
    expect((screen.getByTestId('pick-customer') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(field());
    expect(field().title).toBe('未设置关联功能');
    cleanup();
    drawForm([{ ...node(), readOnly: true }], api);
    expect((screen.getByTestId('pick-customer') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(field());
    expect(screen.queryByTestId('relation-picker')).toBeNull();
    expect(related()).toEqual([]);
  });

  it('ends a failed load quietly with an empty list (spec 03 §8)', async () => {
    const { api } = relatedServer({ fail: true });
    drawForm([node()], api);
    fireEvent.click(screen.getByTestId('pick-customer'));
    await waitFor(() => expect(document.querySelector('.ant-table-placeholder')).toBeTruthy());
    expect(rowNames()).toEqual([]);
  });

  it('is read-only in view: the name opens the record through the renderer, plain text without one', async () => {
    const { api, related } = relatedServer();
    const openRecord = vi.fn();
    drawForm([node()], api, {
      values: { customer: 'c07' },
      viewOnly: true,
      around: (form) => <ModelRecordProvider opener={{ openRecord }}>{form}</ModelRecordProvider>,
    });
    const link = await screen.findByText('客户07');
    expect(link.tagName).toBe('A');
    fireEvent.click(link);
    expect(openRecord).toHaveBeenCalledWith('m1', 'c07');
    expect(related()).toEqual([{ relationField: 'name', ids: 'c07' }]);
    cleanup();
    drawForm([node()], api, { values: { customer: 'c07' }, viewOnly: true });
    expect((await screen.findByText('客户07')).tagName).toBe('SPAN');
  });

  it('shows names in list cells, every cell of the moment in one request; an id nobody names as itself', async () => {
    const { api, related } = relatedServer();
    const t = ((key: string) => key) as TFunction;
    const format = { kind: 'widget' as const, widget: 'relationForm', props: customerProps };
    render(
      <ApiProvider api={api}>
        {['c01', 'c02', 'gone', 'c01'].map((value, index) => (
          <div key={index} data-testid={`cell-${index}`}>
            {renderCell(format, value, t, api.dictionaries, defaultBindings())}
          </div>
        ))}
      </ApiProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('cell-1').textContent).toBe('客户02'));
    expect(['cell-0', 'cell-2', 'cell-3'].map((id) => screen.getByTestId(id).textContent)).toEqual(['客户01上海', 'gone', '客户01上海']);
    expect(related()).toEqual([{ relationField: 'name', ids: 'c01,c02,gone' }]);
  });

  it('stores a record id as text, refused past 64 characters; its catalog text is the id', () => {
    expect(serverIssues([node()], { customer: 'c01' })).toEqual([]);
    expect(serverIssues([node()], { customer: 'x'.repeat(65) }).map((issue) => issue.field)).toEqual(['customer']);
    const spec = widgetSpec('relationForm')!;
    expect(spec.columnType?.({})).toEqual({ kind: 'string', length: 64 });
    expect(spec.serverHook).toBe('readableRecords');
    expect(spec.format?.('c01', {}, { t: (key) => key })).toBe('c01');
  });
});

describe('the related form attribute', { timeout: 20_000 }, () => {
  const attr: FormNode = {
    id: 'nRegion',
    widget: 'relationFormAttr',
    label: 'widget.relationFormAttr',
    props: { relationField: 'customer', showField: 'region' },
  };

  it('shows a field of the record chosen in the related-form field, following a new pick, and stores nothing', async () => {
    const { api, related } = relatedServer();
    const { store, form } = drawForm([node({ columnOptions: [{ value: 'name', label: '客户名称' }] }), attr], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(screen.getByTestId('attr-nRegion').textContent).toBe('华北'));
    expect(screen.getByText('关联表单属性')).toBeTruthy();
    expect(related()).toEqual(expect.arrayContaining([{ relationField: 'region', ids: 'c02' }]));
    await open();
    fireEvent.click(rowOf('客户03'));
    fireEvent.click(screen.getByTestId('relation-confirm'));
    await waitFor(() => expect(screen.getByTestId('attr-nRegion').textContent).toBe('华东'));
    expect(form.fields.map((compiled) => compiled.path)).toEqual(['customer']);
    expect(store.prepared()).toEqual({ customer: 'c03' });
  });

  it('shows nothing while no record is chosen, and reads the same in the read-only view', async () => {
    const { api } = relatedServer();
    drawForm([node(), attr], api);
    expect(screen.getByTestId('attr-nRegion').textContent).toBe('');
    cleanup();
    drawForm([node(), attr], api, { values: { customer: 'c05' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('attr-nRegion').textContent).toBe('华东'));
  });
});
