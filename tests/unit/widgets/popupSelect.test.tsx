// The popup data picker and its attribute (spec 03 §2 Popup data picker, §3
// picker config, §4, §5): a read-only input opening a dialog or drawer of a
// data interface's rows (keyword, reset, refresh, radio or checkbox column,
// index, paging), confirm only with a row, cancel restoring, clear on hover;
// the stored value named through InfoByIds, identical asks made once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, serverIssues } from './choosingHarness';
import { interfaceServer } from './interfaceFake';

const columns = [
  { value: 'fullName', label: '客户名称' },
  { value: 'phone', label: '电话' },
];
const node = (props: Record<string, unknown> = {}, field = 'customer'): FormNode => ({
  id: `n_${field}`,
  widget: 'popupSelect',
  field,
  label: 'widget.popupSelect',
  props: { interfaceId: 'i1', columnOptions: columns, hasPage: true, ...props },
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const field = (name = 'customer') => screen.getByTestId(`field-${name}`) as HTMLInputElement;
const rowNames = () => [...screen.getByTestId('popup-table').querySelectorAll('tr.ant-table-row')].map((row) => row.querySelectorAll('td')[2]?.textContent);
const open = async (name = 'customer') => {
  fireEvent.click(screen.getByTestId(`pick-${name}`));
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
};
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

describe('the popup picker', { timeout: 20_000 }, () => {
  it('opens 选择数据 on click with a radio and an index column, asking the list afresh each time it opens', async () => {
    const { api, of } = interfaceServer();
    drawForm([node()], api);
    expect(field().placeholder).toBe('请选择');
    await open();
    const picker = within(screen.getByTestId('popup-picker'));
    expect(picker.getByText('选择数据')).toBeTruthy();
    for (const heading of ['序号', '客户名称', '电话']) expect(picker.getAllByText(heading).length).toBeGreaterThan(0);
    expect(rowNames()).toHaveLength(20);
    expect(document.querySelectorAll('.ant-radio-input')).toHaveLength(20);
    expect(of('List')).toEqual([
      {
        interfaceId: 'i1',
        keyword: '',
        currentPage: 1,
        pageSize: 20,
        propsValue: 'id',
        relationField: 'fullName',
        columnOptions: 'fullName,phone',
        paramList: [],
      },
    ]);
    fireEvent.click(screen.getByTestId('popup-cancel'));
    await open();
    expect(of('List')).toHaveLength(2);
  });

  it('searches by keyword, resets, pages and refreshes', async () => {
    const { api, of } = interfaceServer();
    drawForm([node()], api);
    await open();
    fireEvent.change(screen.getByPlaceholderText('请输入关键词查询'), { target: { value: '上海' } });
    fireEvent.click(screen.getByTestId('popup-search'));
    await waitFor(() => expect(rowNames()).toEqual(['客户01上海', '客户06上海', '客户11上海', '客户16上海', '客户21上海']));
    fireEvent.click(screen.getByTestId('popup-reset'));
    await waitFor(() => expect(rowNames()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rowNames()).toEqual(['客户21上海', '客户22', '客户23', '重名客户', '重名客户']));
    expect(rowOf('客户22').querySelectorAll('td')[1].textContent).toBe('22');
    const asked = of('List').length;
    fireEvent.click(screen.getByTestId('popup-refresh'));
    await waitFor(() => expect(of('List')).toHaveLength(asked + 1));
    expect(of('List').at(-1)).toMatchObject({ currentPage: 2 });
  });

  it('confirms nothing until a row is picked; then stores its value and names it without asking', async () => {
    const { api, of } = interfaceServer();
    const { store } = drawForm([node()], api);
    await open();
    fireEvent.click(screen.getByTestId('popup-confirm'));
    expect(screen.getByTestId('popup-picker')).toBeTruthy();
    fireEvent.click(rowOf('客户03'));
    fireEvent.click(rowOf('客户04'));
    expect((rowOf('客户03').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(store.value('customer')).toBe('c04'));
    expect(screen.queryByTestId('popup-picker')).toBeNull();
    await waitFor(() => expect(field().value).toBe('客户04'));
    expect(of('InfoByIds')).toEqual([]);
  });

  it('cancel restores the selection held before', async () => {
    const { api } = interfaceServer();
    const { store } = drawForm([node()], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(field().value).toBe('客户02'));
    await open();
    expect((rowOf('客户02').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(rowOf('客户05'));
    fireEvent.click(screen.getByTestId('popup-cancel'));
    expect(store.value('customer')).toBe('c02');
    await open();
    expect((rowOf('客户02').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(true);
    expect((rowOf('客户05').querySelector('.ant-radio-input') as HTMLInputElement).checked).toBe(false);
  });

  it('in multiple mode adds rows with checkboxes and removes one clicked again', async () => {
    const { api } = interfaceServer();
    const { store } = drawForm([node({ multiple: true })], api, { values: { customer: ['c01'] } });
    await waitFor(() => expect(field().value).toBe('客户01上海'));
    await open();
    expect(document.querySelectorAll('.ant-checkbox-input').length).toBeGreaterThan(20);
    fireEvent.click(rowOf('客户03'));
    fireEvent.click(rowOf('客户04'));
    fireEvent.click(rowOf('客户03'));
    fireEvent.click(rowOf('客户05'));
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(store.value('customer')).toEqual(['c01', 'c04', 'c05']));
    await waitFor(() => expect(field().value).toBe('客户01上海,客户04,客户05'));
  });

  it('clears on hover when clearable and enabled; opens nothing when read-only or without an interface', async () => {
    const { api, of } = interfaceServer();
    const { store } = drawForm([node()], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(field().value).toBe('客户02'));
    expect(screen.queryByTestId('clear-customer')).toBeNull();
    fireEvent.mouseEnter(field().closest('.ant-space-compact')!);
    fireEvent.click(screen.getByTestId('clear-customer'));
    expect(store.value('customer')).toBe('');
    expect(field().value).toBe('');
    cleanup();
    drawForm([{ ...node(), readOnly: true }, node({ interfaceId: '' }, 'other')], api, { values: { customer: 'c02' } });
    fireEvent.mouseEnter(field().closest('.ant-space-compact')!);
    expect(screen.queryByTestId('clear-customer')).toBeNull();
    fireEvent.click(field());
    fireEvent.click(field('other'));
    expect(field('other').title).toBe('未设置数据接口');
    expect(screen.queryByTestId('popup-picker')).toBeNull();
    expect(of('List')).toEqual([]);
  });

  it('opens as a drawer with its own title and width, unpaged (10000 rows asked)', async () => {
    const { api, of } = interfaceServer();
    drawForm([node({ popupType: 'drawer', popupTitle: '选择客户', popupWidth: '600px', hasPage: false })], api);
    await open();
    expect(document.querySelector('.ant-drawer')).toBeTruthy();
    expect(within(screen.getByTestId('popup-picker')).getByText('选择客户')).toBeTruthy();
    expect((document.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('600px');
    expect(rowNames()).toHaveLength(25);
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(of('List')[0]).toMatchObject({ pageSize: 10000 });
  });

  it('names stored values through InfoByIds, one request for two fields asking the same, with the params from the form', async () => {
    const { api, of } = interfaceServer();
    const params = {
      templateJson: [
        { field: 'region', relationField: 'area' },
        { field: 'level', defaultValue: 'A' },
      ],
    };
    drawForm([{ id: 'a', widget: 'comInput', field: 'area' }, node(params), node(params, 'copy')], api, {
      values: { area: '华北', customer: 'c02', copy: 'c02' },
    });
    await waitFor(() => expect(field().value).toBe('客户02'));
    expect(field('copy').value).toBe('客户02');
    expect(of('InfoByIds')).toEqual([
      {
        ids: ['c02'],
        interfaceId: 'i1',
        propsValue: 'id',
        relationField: 'fullName',
        paramList: [
          { field: 'region', defaultValue: '华北' },
          { field: 'level', defaultValue: 'A' },
        ],
      },
    ]);
  });

  it('lists with the params filled from the form, asking again with the new value when that field changes', async () => {
    const { api, of } = interfaceServer();
    const { store } = drawForm([{ id: 'a', widget: 'comInput', field: 'area' }, node({ templateJson: [{ field: 'region', relationField: 'area' }] })], api, {
      values: { area: '华北' },
    });
    await open();
    expect(rowNames()).toHaveLength(12);
    fireEvent.click(screen.getByTestId('popup-cancel'));
    store.setValue('area', '华东');
    await open();
    expect(of('List').map((body) => body.paramList)).toEqual([[{ field: 'region', defaultValue: '华北' }], [{ field: 'region', defaultValue: '华东' }]]);
  });

  it('shows the names read-only, and stores values as text the server bounds', async () => {
    const { api } = interfaceServer();
    drawForm([node()], api, { values: { customer: 'c07' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-customer').textContent).toBe('客户07'));
    expect(serverIssues([node()], { customer: 'c01' })).toEqual([]);
    expect(serverIssues([node()], { customer: 'x'.repeat(256) }).map((issue) => issue.field)).toEqual(['customer']);
    expect(serverIssues([node({ multiple: true })], { customer: ['c01', 'c01'] }).map((issue) => issue.field)).toEqual(['customer']);
    expect(widgetSpec('popupSelect')!.columnType?.({ multiple: true })).toEqual({ kind: 'json' });
  });
});

describe('the popup attribute', { timeout: 20_000 }, () => {
  const attr: FormNode = { id: 'nPhone', widget: 'popupAttr', label: 'widget.popupAttr', props: { relationField: 'customer', showField: 'phone' } };

  it('shows a field of the picked row through the picker’s own InfoByIds call, follows a new pick, and stores nothing', async () => {
    const { api, of } = interfaceServer();
    const { store, form } = drawForm([node(), attr], api, { values: { customer: 'c02' } });
    await waitFor(() => expect(screen.getByTestId('attr-nPhone').textContent).toBe('138000002'));
    expect(of('InfoByIds')).toEqual([of('InfoByIds')[0]]);
    await open();
    fireEvent.click(rowOf('客户03'));
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(screen.getByTestId('attr-nPhone').textContent).toBe('138000003'));
    expect(of('InfoByIds')).toHaveLength(1);
    expect(form.fields.map((compiled) => compiled.path)).toEqual(['customer']);
    expect(store.prepared()).toEqual({ customer: 'c03' });
  });

  it('reads the same in the read-only view', async () => {
    const { api } = interfaceServer();
    drawForm([node(), attr], api, { values: { customer: 'c05' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('attr-nPhone').textContent).toBe('138000005'));
  });
});
