// The area picker (spec 03 §2 省市区, §4, §5, §9): a dialog with a lazily loaded
// tree and the chosen areas; only leaves at the configured depth are chosen;
// stored as JNPF stores it (a path, or a list of paths), shown as names.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues } from './choosingHarness';

const node = (props: Record<string, unknown> = {}, field = 'region'): FormNode => ({ id: field, widget: 'address', field, label: 'widget.address', props });
const nanshan = ['440000', '440300', '440305'];
const futian = ['440000', '440300', '440304'];

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const openPicker = async (name = 'region') => {
  fireEvent.click(screen.getByTestId(`field-${name}`));
  return within(await screen.findByRole('dialog'));
};
/** Clicks through the tree by names, waiting for each level to load. */
async function clickPath(...names: string[]) {
  for (const name of names) fireEvent.click(await within(dialog()).findByText(name));
}
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确 定' }));
const cancel = () => fireEvent.click(within(dialog()).getByRole('button', { name: '取 消' }));
const areaCalls = (calls: { url: string }[]) => calls.filter((call) => call.url.startsWith('/api/system/Area'));

describe('the 省市区 dialog', () => {
  it('opens on a click, 800px wide, with 全部数据 on the left and 已选 with 清空列表 on the right; a click on the backdrop leaves it open', async () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('省市区')).toBeTruthy();
    expect(picker.getByText('全部数据')).toBeTruthy();
    expect(picker.getByText('已选')).toBeTruthy();
    expect(picker.getByText('清空列表')).toBeTruthy();
    expect(picker.getByText('暂无数据')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('loads the provinces first and each level only when it is opened, from the enabled areas', async () => {
    const { api, calls } = fakeServer();
    drawForm([node()], api);
    await openPicker();
    await within(dialog()).findByText('广东省');
    expect(areaCalls(calls).map((call) => call.url)).toEqual(['/api/system/Area/-1/Selector/0']);
    await clickPath('广东省', '深圳市');
    await within(dialog()).findByText('南山区');
    expect(areaCalls(calls).map((call) => call.url)).toEqual([
      '/api/system/Area/-1/Selector/0',
      '/api/system/Area/440000/Selector/0',
      '/api/system/Area/440300/Selector/0',
    ]);
  });

  it('does not open while the field is read-only', () => {
    const { api } = fakeServer();
    drawForm([{ ...node(), readOnly: true }], api);
    fireEvent.click(screen.getByTestId('field-region'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('choosing areas', () => {
  it('chooses only a leaf at exactly level + 1 entries: a province or a city is opened, not chosen', async () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    await openPicker();
    await clickPath('广东省', '深圳市');
    const selected = within(screen.getByTestId('area-selected'));
    expect(selected.getByText('暂无数据')).toBeTruthy();
    await clickPath('南山区');
    expect(selected.getByText('广东省/深圳市/南山区')).toBeTruthy();
  });

  it('treats an area at the configured depth as a leaf even when it has children (level 2 stops at the district)', async () => {
    const { api, calls } = fakeServer();
    drawForm([node()], api);
    await openPicker();
    await clickPath('北京市', '市辖区', '东城区');
    expect(within(screen.getByTestId('area-selected')).getByText('北京市/市辖区/东城区')).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/system/Area/110101/Selector/0')).toBe(false);
  });

  it('goes down to the streets at level 3, and stops at the province at level 0', async () => {
    const { api } = fakeServer();
    drawForm([node({ level: 3 }, 'street'), node({ level: 0 }, 'province')], api);
    await openPicker('street');
    await clickPath('北京市', '市辖区', '东城区', '东华门街道');
    expect(within(screen.getByTestId('area-selected')).getByText('北京市/市辖区/东城区/东华门街道')).toBeTruthy();
    cancel();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openPicker('province');
    await clickPath('广东省');
    expect(within(screen.getByTestId('area-selected')).getByText('广东省')).toBeTruthy();
  });

  it('replaces the choice in single mode', async () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    await openPicker();
    await clickPath('广东省', '深圳市', '南山区', '福田区');
    const selected = within(screen.getByTestId('area-selected'));
    expect(selected.queryByText('广东省/深圳市/南山区')).toBeNull();
    expect(selected.getByText('广东省/深圳市/福田区')).toBeTruthy();
  });

  it('adds in multiple mode and ignores a path already chosen; 清空列表 and the delete of an item remove', async () => {
    const { api } = fakeServer();
    drawForm([node({ multiple: true })], api);
    await openPicker();
    await clickPath('广东省', '深圳市', '南山区', '福田区', '南山区');
    const selected = within(screen.getByTestId('area-selected'));
    expect(selected.getAllByText(/^广东省\/深圳市\//).map((item) => item.textContent)).toEqual(['广东省/深圳市/南山区', '广东省/深圳市/福田区']);
    fireEvent.click(within(screen.getByTestId('area-chosen-440000/440300/440305')).getByRole('button', { name: '删除' }));
    expect(selected.getAllByText(/^广东省\/深圳市\//).map((item) => item.textContent)).toEqual(['广东省/深圳市/福田区']);
    fireEvent.click(screen.getByTestId('area-clear'));
    expect(selected.getByText('暂无数据')).toBeTruthy();
  });
});

describe('confirm and cancel', () => {
  it('stores a single pick as its id path and shows its names joined by /, without asking for them again', async () => {
    const { api, calls } = fakeServer();
    const { store } = drawForm([node()], api);
    await openPicker();
    await clickPath('广东省', '深圳市', '南山区');
    confirm();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.value('region')).toEqual(nanshan);
    expect(screen.getByTestId('field-region').textContent).toContain('广东省/深圳市/南山区');
    expect(calls.some((call) => call.url.endsWith('GetAreaByIds'))).toBe(false);
  });

  it('stores several picks as a list of paths', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    await clickPath('广东省', '深圳市', '南山区', '福田区');
    confirm();
    await waitFor(() => expect(store.value('region')).toEqual([nanshan, futian]));
    expect(screen.getByTestId('field-region').textContent).toContain('广东省/深圳市/福田区');
  });

  it('cancel keeps the value and brings back the previous selection when opened again', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { region: nanshan } });
    await waitFor(() => expect(screen.getByTestId('field-region').textContent).toContain('广东省/深圳市/南山区'));
    await openPicker();
    await clickPath('广东省', '深圳市', '福田区');
    expect(within(screen.getByTestId('area-selected')).getByText('广东省/深圳市/福田区')).toBeTruthy();
    cancel();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.value('region')).toEqual(nanshan);
    await openPicker();
    expect(within(screen.getByTestId('area-selected')).getByText('广东省/深圳市/南山区')).toBeTruthy();
  });

  it('confirming an empty list stores an empty value', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { region: nanshan } });
    await openPicker();
    fireEvent.click(screen.getByTestId('area-clear'));
    confirm();
    await waitFor(() => expect(store.value('region')).toEqual([]));
  });

  it('the clear icon empties the value at once without opening the dialog', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { region: nanshan } });
    await waitFor(() => expect(screen.getByTestId('field-region').textContent).toContain('南山区'));
    const clear = screen.getByTestId('field-region').querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(store.value('region')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('names of stored values', () => {
  it('asks GetAreaByIds once for every distinct path the form holds', async () => {
    const { api, calls } = fakeServer();
    drawForm([node({}, 'a'), node({}, 'b'), node({ multiple: true }, 'c')], api, { values: { a: nanshan, b: nanshan, c: [nanshan, futian] } });
    await waitFor(() => expect(screen.getByTestId('field-c').textContent).toContain('广东省/深圳市/福田区'));
    expect(screen.getByTestId('field-a').textContent).toContain('广东省/深圳市/南山区');
    const asked = calls.filter((call) => call.url.endsWith('GetAreaByIds'));
    expect(asked).toHaveLength(1);
    expect(asked[0].payload).toEqual({ idsList: [nanshan, futian] });
  });

  it('shows the names in the read-only view', async () => {
    const { api } = fakeServer();
    drawForm([node({ multiple: true })], api, { values: { region: [nanshan, futian] }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-region').textContent).toBe('广东省/深圳市/南山区,广东省/深圳市/福田区'));
  });

  it('gives the ids as text where no names can be asked for (exports)', () => {
    const format = widgetSpec('address')!.format!;
    expect(format(nanshan, { level: 2 }, { t: String })).toBe('440000/440300/440305');
    expect(format([nanshan, futian], { multiple: true }, { t: String })).toBe('440000/440300/440305,440000/440300/440304');
  });
});

describe('what the server accepts', () => {
  it('takes one path of exactly level + 1 digit ids, or nothing', () => {
    expect(serverIssues([node()], { region: nanshan })).toEqual([]);
    expect(serverIssues([node()], { region: [] })).toEqual([]);
    expect(serverIssues([node()], {})).toEqual([]);
    expect(serverIssues([node()], { region: ['440000', '440300'] })).not.toEqual([]);
    expect(serverIssues([node()], { region: [...nanshan, '440305001'] })).not.toEqual([]);
    expect(serverIssues([node()], { region: ['440000', '440300', '44x305'] })).not.toEqual([]);
    expect(serverIssues([node({ level: 0 })], { region: ['440000'] })).toEqual([]);
    expect(serverIssues([node({ level: 3 })], { region: ['110000', '110100', '110101', '110101001'] })).toEqual([]);
  });

  it('takes a list of distinct paths when multiple', () => {
    expect(serverIssues([node({ multiple: true })], { region: [nanshan, futian] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { region: [nanshan, nanshan] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { region: [['440000']] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { region: Array.from({ length: 201 }, (_, i) => ['440000', '440300', String(440400 + i)]) })).not.toEqual(
      [],
    );
  });

  it('tells a required field left empty that it is required, as other fields', () => {
    const required: FormNode = { ...node(), rules: { required: true } };
    expect(serverIssues([required], { region: [] })).toEqual([{ field: 'region', message: { key: 'form.required' } }]);
  });

  it('refuses a level outside 0–3', () => {
    expect(() => serverIssues([node({ level: 4 })], {})).toThrow(/the property level must be one of 0, 1, 2, 3/);
  });
});
