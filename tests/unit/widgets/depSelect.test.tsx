// The department picker (spec 03 §2 选择部门, §4, §5, §6): companies and
// departments a level at a time, only departments chosen; stored as the id, or
// a list of ids; shown as the departments' names, named in one request per screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { renderCell } from '@renderers/list/cells';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { ApiProvider } from '@widgets/runtime/ApiContext';
import { defaultBindings } from '@widgets/index';
import { drawForm, serverIssues } from './choosingHarness';
import { orgPickerServer } from './orgPickerServer';

const node = (props: Record<string, unknown> = {}, field = 'dep'): FormNode => ({ id: field, widget: 'depSelect', field, label: 'widget.depSelect', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
const openPicker = async (field = 'dep') => {
  fireEvent.click(screen.getByTestId(`field-${field}`));
  return within(await screen.findByRole('dialog'));
};
const treeNode = (key: string) => screen.findByTestId(`picker-node-${key}`);
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: '确 定' }));
const selected = () => within(screen.getByTestId('picker-selected'));
const pickerCalls = (calls: { url: string; payload: unknown }[]) => calls.filter((call) => call.url.startsWith('/api/permission/'));

// antd's dialog and tree draw slowly in jsdom on a busy machine.
describe('the 选择部门 dialog', { timeout: 20_000 }, () => {
  it('is titled 选择部门 and loads a level at a time: a company opens on a click instead of being chosen', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('选择部门')).toBeTruthy();
    fireEvent.click(await treeNode('company:c1'));
    expect(selected().getByText('暂无数据')).toBeTruthy();
    fireEvent.click(await treeNode('department:d1'));
    expect(selected().getByText('研发部')).toBeTruthy();
    expect(pickerCalls(calls).map((call) => call.url)).toEqual([
      '/api/permission/Organize/Department/Selector/0',
      '/api/permission/Organize/Department/Selector/c1',
    ]);
    confirm();
    expect(store.value('dep')).toBe('d1');
    await waitFor(() => expect(screen.getByTestId('field-dep').textContent).toContain('研发部'));
  });

  it('stores several ids when multiple, and clears to an empty list', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    fireEvent.click(await treeNode('company:c1'));
    fireEvent.click(await treeNode('department:d2'));
    fireEvent.click(await treeNode('department:d1'));
    confirm();
    expect(store.value('dep')).toEqual(['d2', 'd1']);
    await waitFor(() => expect(screen.getByTestId('field-dep').textContent).toContain('财务部'));
    fireEvent.mouseDown(document.querySelector('.ant-select-clear')!);
    fireEvent.click(document.querySelector('.ant-select-clear')!);
    expect(store.value('dep')).toEqual([]);
  });

  it('a single picker clears to an empty id when confirmed with nothing chosen', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node()], api, { values: { dep: 'd1' } });
    await waitFor(() => expect(screen.getByTestId('field-dep').textContent).toContain('研发部'));
    const picker = await openPicker();
    expect(selected().getByText('研发部')).toBeTruthy();
    fireEvent.click(picker.getByTestId('picker-clear'));
    confirm();
    expect(store.value('dep')).toBe('');
  });

  it('custom: the allowed departments by path, chosen by their own name, and what lies below them', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node({ selectType: 'custom', ableIds: ['d1'], multiple: true })], api);
    await openPicker();
    fireEvent.click(await treeNode('department:d1'));
    expect((await treeNode('department:d1')).textContent).toBe('集团/研发部');
    expect(selected().getByText('研发部')).toBeTruthy();
    expect(pickerCalls(calls)[0]).toMatchObject({ url: '/api/permission/Organize/OrganizeCondition', payload: { departIds: ['d1'] } });
    // Searching stays inside the allowed ones.
    fireEvent.change(dialog().getByPlaceholderText('请输入关键词查询'), { target: { value: '前端' } });
    fireEvent.keyDown(dialog().getByPlaceholderText('请输入关键词查询'), { key: 'Enter', keyCode: 13 });
    fireEvent.click(await treeNode('department:d11'));
    expect(pickerCalls(calls).at(-1)).toMatchObject({ url: '/api/permission/Organize/OrganizeCondition', payload: { departIds: ['d1'], keyword: '前端' } });
    confirm();
    expect(store.value('dep')).toEqual(['d1', 'd11']);
  });

  it('emptying the search box brings the tree back', async () => {
    const { api } = orgPickerServer();
    drawForm([node()], api);
    const picker = await openPicker();
    await treeNode('company:c1');
    const box = picker.getByPlaceholderText('请输入关键词查询');
    fireEvent.change(box, { target: { value: '财务' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await treeNode('department:d2');
    expect(screen.queryByTestId('picker-node-company:c1')).toBeNull();
    fireEvent.change(box, { target: { value: '' } });
    expect(await treeNode('company:c1')).toBeTruthy();
  });
});

describe('as text', () => {
  it("names the stored departments of a screen's list cells in one request", async () => {
    const { api, calls } = orgPickerServer();
    const { t } = i18n;
    const cells = [['d1'], ['d2', 'd11'], 'd1'].map((value, index) => (
      <div key={index} data-testid={`cell-${index}`}>
        {renderCell({ kind: 'widget', widget: 'depSelect', props: { multiple: Array.isArray(value) } }, value, t, api.dictionaries, defaultBindings())}
      </div>
    ));
    render(
      <AntApp>
        <ApiProvider api={api}>{cells}</ApiProvider>
      </AntApp>,
    );
    await waitFor(() => expect(screen.getByTestId('cell-1').textContent).toBe('财务部,前端组'));
    expect(screen.getByTestId('cell-0').textContent).toBe('研发部');
    const lookups = pickerCalls(calls).filter((call) => call.url === '/api/permission/Organize/ListByIds');
    expect(lookups).toHaveLength(1);
    expect([...(lookups[0].payload as { ids: string[] }).ids].sort()).toEqual(['d1', 'd11', 'd2']);
  });

  it('formats ids by the names the context knows, several joined by commas', () => {
    const format = widgetSpec('depSelect')!.format!;
    const context = { t: (key: string) => key, entityName: (_entity: string, id: string) => ({ d1: '研发部' })[id] };
    expect(format('d1', {}, context)).toBe('研发部');
    expect(format(['d1', 'zz'], { multiple: true }, context)).toBe('研发部,zz');
    expect(format('', {}, context)).toBe('');
  });
});

describe('on the server', () => {
  it('takes an id, or a list of distinct ids when multiple', () => {
    expect(serverIssues([node()], { dep: 'd1' })).toEqual([]);
    expect(serverIssues([node()], { dep: '' })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { dep: ['d1', 'd2'] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { dep: ['d1', 'd1'] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { dep: [''] })).not.toEqual([]);
    expect(serverIssues([node()], { dep: 'x'.repeat(41) })).not.toEqual([]);
    expect(serverIssues([{ ...node(), rules: { required: true } }], { dep: '' })).toEqual([{ field: 'dep', message: { key: 'form.required' } }]);
  });
});
