// The dictionary selector (spec 03 §2): a category's items as a tree select,
// with an add button beside it, for those who may add dictionary items, that
// opens the dictionary management screen; closing it loads the dictionaries again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { PermissionProvider, type Permissions } from '@widgets/runtime/permissions';
import { DictionaryManagerProvider } from '@widgets/runtime/ManageDictionary';
import { dictionaries, drawForm, fakeServer, serverIssues } from './choosingHarness';

const node = (props: Record<string, unknown> = {}): FormNode => ({
  id: 'kind',
  widget: 'dicSelect',
  field: 'kind',
  label: 'widget.dicSelect',
  props: { dictionaryType: 'businessType', ...props },
});
const original = structuredClone(dictionaries.list);

const mayAdd: Permissions = { isAdministrator: false, buttons: new Map([['systemData.dictionary', new Set(['btn_add'])]]) };
const mayOnlyRead: Permissions = { isAdministrator: false, buttons: new Map([['systemData.dictionary', new Set(['btn_edit'])]]) };
const managed: string[] = [];
const drawManager = (type: string) => {
  managed.push(type);
  return <div data-testid="dictionary-manager">{`manage ${type}`}</div>;
};
const withManager = (permissions: Permissions) => (form: ReactNode) => (
  <PermissionProvider permissions={permissions}>
    <DictionaryManagerProvider draw={drawManager}>{form}</DictionaryManagerProvider>
  </PermissionProvider>
);

beforeEach(async () => {
  managed.length = 0;
  dictionaries.list = structuredClone(original);
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const control = () => screen.getByTestId('field-kind');
const openTree = () => fireEvent.mouseDown(control().querySelector('input')!);
const option = async (name: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-select-tree-node-content-wrapper[title="${name}"]`)).not.toBeNull());
  return document.querySelector(`.ant-select-tree-node-content-wrapper[title="${name}"]`) as HTMLElement;
};

describe('choosing an item', () => {
  it("draws the category's items as a tree and stores the id of the one chosen", async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    openTree();
    expect(await option('销售')).toBeTruthy();
    fireEvent.click(await option('零售'));
    expect(store.value('kind')).toBe('retail');
  });

  it('stores several ids when multiple', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ multiple: true })], api);
    openTree();
    fireEvent.click(await option('零售'));
    fireEvent.click(await option('人事'));
    expect(store.value('kind')).toEqual(['retail', 'hr']);
  });

  it("shows the item's name for a stored id, in the form and read-only", async () => {
    const { api } = fakeServer();
    drawForm([node()], api, { values: { kind: 'hr' } });
    await waitFor(() => expect(control().textContent).toContain('人事'));
    cleanup();
    drawForm([node({ multiple: true })], fakeServer().api, { values: { kind: ['sales', 'hr'] }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-kind').textContent).toBe('销售,人事'));
  });
});

describe('the add button', () => {
  it('shows for those who may add dictionary items, when the app can draw the management screen', () => {
    const { api } = fakeServer();
    drawForm([node()], api, { around: withManager(mayAdd) });
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('shows for administrators', () => {
    const { api } = fakeServer();
    drawForm([node()], api, { around: withManager({ isAdministrator: true, buttons: new Map() }) });
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
  });

  it('does not show without the add permission, without the management screen, or while read-only', () => {
    const { api } = fakeServer();
    drawForm([node()], api, { around: withManager(mayOnlyRead) });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    cleanup();
    drawForm([node()], api, { around: (form) => <PermissionProvider permissions={mayAdd}>{form}</PermissionProvider> });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    cleanup();
    drawForm([{ ...node(), readOnly: true }], api, { around: withManager(mayAdd) });
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
  });

  it("opens the management screen of the widget's category, and the items added there show once it closes", async () => {
    const { api, calls } = fakeServer();
    drawForm([node()], api, { around: withManager(mayAdd) });
    openTree();
    await option('人事');
    const loads = () => calls.filter((call) => call.url === '/api/system/DictionaryData/All').length;
    expect(loads()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('数据字典')).toBeTruthy();
    expect(within(dialog).getByTestId('dictionary-manager').textContent).toBe('manage businessType');
    expect(managed).toContain('businessType');
    dictionaries.list[0].dictionaryList.push({ id: 'it', enCode: 'it', fullName: '信息' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(loads()).toBe(2));
    openTree();
    expect(await option('信息')).toBeTruthy();
  });
});

describe('as text and on the server', () => {
  it('gives the item names by the dictionary cache, several joined by commas', () => {
    const format = widgetSpec('dicSelect')!.format!;
    const context = { t: String, dictionaryLabel: (code: string, value: unknown) => `${code}:${String(value)}` };
    expect(format('hr', { dictionaryType: 'businessType' }, context)).toBe('businessType:hr');
    expect(format(['hr', 'sales'], { dictionaryType: 'businessType', multiple: true }, context)).toBe('businessType:hr,businessType:sales');
    expect(format(null, { dictionaryType: 'businessType' }, context)).toBe('');
  });

  it('takes an item id of bounded length, or several distinct ones when multiple', () => {
    expect(serverIssues([node()], { kind: 'hr' })).toEqual([]);
    expect(serverIssues([node()], { kind: 'x'.repeat(51) })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { kind: ['hr', 'sales'] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { kind: ['hr', 'hr'] })).not.toEqual([]);
    expect(serverIssues([{ ...node(), rules: { required: true } }], {})).toEqual([{ field: 'kind', message: { key: 'form.required' } }]);
  });
});
