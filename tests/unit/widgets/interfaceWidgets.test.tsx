// The dropdown table picker, the autocomplete and dynamic options (spec 03 §2
// Popup table picker, §4, §5, §9): tags for the picked rows collapsed to the
// first and '+N', confirm with nothing clearing a single pick; suggestions
// asked after a pause, deduplicated by the display field; the options of
// select, radio, checkbox, cascader and tree select read from a data
// interface and asked again when a parameter's field changes.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { suggestionsOf } from '@widgets/autoComplete';
import { drawForm } from './choosingHarness';
import { interfaceServer } from './interfaceFake';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const tableNode = (props: Record<string, unknown> = {}): FormNode => ({
  id: 'n_t',
  widget: 'popupTableSelect',
  field: 'buyers',
  label: 'widget.popupTableSelect',
  props: { interfaceId: 'i1', ...props },
});
const panelRow = (name: string) => screen.getByText(name, { selector: '[data-testid="table-picker"] td' }).closest('tr') as HTMLElement;
const openPanel = async () => {
  fireEvent.click(screen.getByTestId('field-buyers'));
  await waitFor(() => expect(screen.getByTestId('table-picker').querySelectorAll('tr.ant-table-row').length).toBeGreaterThan(0));
};

describe('the dropdown table picker', { timeout: 20_000 }, () => {
  it('shows picked rows as tags, collapsed to the first and +N, and adds rows from its panel on confirm', async () => {
    const { api } = interfaceServer();
    const { store } = drawForm([tableNode({ multiple: true, collapseTags: true })], api, { values: { buyers: ['c02', 'c03', 'c04'] } });
    await waitFor(() => expect(screen.getByText('客户02')).toBeTruthy());
    expect(screen.getByText('+2')).toBeTruthy();
    await openPanel();
    fireEvent.click(panelRow('客户05'));
    fireEvent.click(screen.getByTestId('table-confirm'));
    await waitFor(() => expect(store.value('buyers')).toEqual(['c02', 'c03', 'c04', 'c05']));
  });

  it('filters by keyword, cancel keeps the pick, and confirm with nothing picked clears a single pick', async () => {
    const { api, of } = interfaceServer();
    const { store } = drawForm([tableNode()], api, { values: { buyers: 'c02' } });
    await openPanel();
    fireEvent.change(screen.getByTestId('table-keyword').querySelector('input')!, { target: { value: '上海' } });
    fireEvent.keyDown(screen.getByTestId('table-keyword').querySelector('input')!, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(of('List').at(-1)).toMatchObject({ keyword: '上海' }));
    fireEvent.click(screen.getByTestId('table-cancel'));
    expect(store.value('buyers')).toBe('c02');
    cleanup();
    const second = drawForm([tableNode()], api);
    await openPanel();
    fireEvent.click(screen.getByTestId('table-confirm'));
    await waitFor(() => expect(second.store.value('buyers')).toBe(''));
  });
});

describe('the autocomplete', { timeout: 20_000 }, () => {
  const node: FormNode = {
    id: 'n_a',
    widget: 'autoComplete',
    field: 'name',
    label: 'widget.autoComplete',
    props: { interfaceId: 'i1', total: 3, templateJson: [{ field: 'kw', relationField: '@keyword' }] },
  };

  it('asks once 200 ms after the last key, with 50 rows and the typed text as keyword and @keyword', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, of } = interfaceServer();
    const { store } = drawForm([node], api);
    const input = screen.getByTestId('field-name').querySelector('input') ?? (screen.getByTestId('field-name') as HTMLInputElement);
    for (const text of ['客', '客户', '客户0']) fireEvent.change(input, { target: { value: text } });
    expect(of('List')).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(of('List')).toEqual([
      { interfaceId: 'i1', keyword: '客户0', currentPage: 1, pageSize: 50, relationField: 'fullName', paramList: [{ field: 'kw', defaultValue: '客户0' }] },
    ]);
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(3));
    expect(store.value('name')).toBe('客户0');
  });

  it('deduplicates suggestions by the display field and keeps at most total', () => {
    const rows = [{ fullName: 'A' }, { fullName: 'B' }, { fullName: 'A' }, { fullName: '' }, { fullName: 'C' }, { fullName: 'D' }];
    expect(suggestionsOf(rows, 'fullName', 3)).toEqual(['A', 'B', 'C']);
    expect(suggestionsOf([{ name: '重名客户' }, { name: '重名客户' }], 'name', 10)).toEqual(['重名客户']);
  });
});

describe('dynamic options from a data interface', { timeout: 20_000 }, () => {
  const source = { kind: 'dataInterface', interfaceId: 'i1', labelField: 'fullName', valueField: 'id', params: [{ field: 'region', relationField: 'area' }] };
  const area: FormNode = { id: 'n_area', widget: 'comInput', field: 'area' };
  const widgets = ['select', 'radio', 'checkbox', 'cascader', 'treeSelect'];

  it.each(widgets)('%s asks Preview with the parameter from the form, shares identical asks, and asks again when that field changes', async (widget) => {
    const { api, of } = interfaceServer();
    const choice = (field: string): FormNode => ({ id: `n_${field}`, widget, field, props: { options: source } });
    const { store } = drawForm([area, choice('first'), choice('second')], api, { values: { area: '华北' } });
    await waitFor(() => expect(of('Preview')).toHaveLength(1));
    expect(of('Preview')[0]).toEqual({ paramList: [{ field: 'region', defaultValue: '华北' }] });
    act(() => store.setValue('area', '华东'));
    await waitFor(() => expect(of('Preview')).toHaveLength(2));
    expect(of('Preview')[1]).toEqual({ paramList: [{ field: 'region', defaultValue: '华东' }] });
  });

  it('lists the rows as radio options by their label field', async () => {
    const { api } = interfaceServer();
    drawForm([area, { id: 'n_r', widget: 'radio', field: 'pick', props: { options: source } }], api, { values: { area: '华北' } });
    await waitFor(() => expect(screen.getByText('客户02')).toBeTruthy());
    expect(screen.queryByText('客户03')).toBeNull();
  });
});
