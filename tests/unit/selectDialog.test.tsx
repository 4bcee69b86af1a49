// The select dialog of spec 01 §2.10 and §5.4, as the popup picker draws it: a
// dialog or a drawer by popupType, a keyword search asked of the server, a
// multi-select table, and confirm that needs a row — with none it says
// 请选择一条数据 and stays open; with rows it hands them back and closes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { drawForm } from './widgets/choosingHarness';
import { interfaceServer } from './widgets/interfaceFake';

const node = (props: Record<string, unknown> = {}): FormNode => ({
  id: 'n_customer',
  widget: 'popupSelect',
  field: 'customer',
  label: 'widget.popupSelect',
  props: { interfaceId: 'i1', columnOptions: [{ value: 'fullName', label: '客户名称' }], hasPage: true, ...props },
});

const rowNames = () => [...screen.getByTestId('popup-table').querySelectorAll('tr.ant-table-row')].map((row) => row.querySelectorAll('td')[2]?.textContent);
const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;
const open = async () => {
  fireEvent.click(screen.getByTestId('pick-customer'));
  await waitFor(() => expect(rowNames().length).toBeGreaterThan(0));
};

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

describe('the select dialog', { timeout: 20_000 }, () => {
  it('confirm without a row says 请选择一条数据 and stays open; with rows picked it hands them back and closes', async () => {
    const { api } = interfaceServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await open();
    expect(document.querySelector('.ant-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('popup-confirm'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    expect(screen.getByTestId('popup-picker')).toBeTruthy();
    expect(store.value('customer') ?? []).toEqual([]);
    fireEvent.click(rowOf('客户02'));
    fireEvent.click(rowOf('客户07'));
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(store.value('customer')).toEqual(['c02', 'c07']));
    await waitFor(() => expect(screen.queryByTestId('popup-picker')).toBeNull());
  });

  it('searches by keyword on the server, and keeps rows picked on another search (multi-select)', async () => {
    const { api, of } = interfaceServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await open();
    fireEvent.click(rowOf('客户03'));
    fireEvent.change(screen.getByPlaceholderText('请输入关键词查询'), { target: { value: '上海' } });
    fireEvent.click(screen.getByTestId('popup-search'));
    await waitFor(() => expect(rowNames()).toEqual(['客户01上海', '客户06上海', '客户11上海', '客户16上海', '客户21上海']));
    expect(of('List').at(-1)).toMatchObject({ keyword: '上海', currentPage: 1 });
    fireEvent.click(rowOf('客户06上海'));
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(store.value('customer')).toEqual(['c03', 'c06']));
  });

  it('opens as a drawer when popupType says so, with the same rule for confirm', async () => {
    const { api } = interfaceServer();
    const { store } = drawForm([node({ popupType: 'drawer', popupTitle: '选择客户', popupWidth: '600px' })], api);
    await open();
    expect(document.querySelector('.ant-drawer')).toBeTruthy();
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(screen.getByTestId('popup-confirm'));
    expect(await screen.findByText('请选择一条数据')).toBeTruthy();
    fireEvent.click(rowOf('客户04'));
    fireEvent.click(screen.getByTestId('popup-confirm'));
    await waitFor(() => expect(store.value('customer')).toBe('c04'));
  });
});
