// The organisation picker (spec 03 §2 选择组织, §4, §5, §6, §7): an 800px dialog
// that a backdrop click leaves open, a tree loaded a level at a time, 已选 with
// 清空列表; stored as JNPF stores it (a path of ids, or a list of paths), shown
// as the names along the path, named in one request per screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileForm, conditionIssues, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, serverIssues } from './choosingHarness';
import { orgPickerServer } from './orgPickerServer';

const node = (props: Record<string, unknown> = {}, field = 'org'): FormNode => ({ id: field, widget: 'comSelect', field, label: 'widget.comSelect', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
const openPicker = async (field = 'org') => {
  fireEvent.click(screen.getByTestId(`field-${field}`));
  return within(await screen.findByRole('dialog'));
};
/** A tree node by its kind and id, once it has loaded. */
const treeNode = (key: string) => screen.findByTestId(`picker-node-${key}`);
/** Opens a node by its switcher (a click on an organisation chooses it). */
async function expand(key: string) {
  const title = await treeNode(key);
  fireEvent.click(title.closest('.ant-tree-treenode')!.querySelector('.ant-tree-switcher')!);
}
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: '确 定' }));
const cancel = () => fireEvent.click(dialog().getByRole('button', { name: '取 消' }));
const pickerCalls = (calls: { url: string; payload: unknown }[]) => calls.filter((call) => call.url.startsWith('/api/permission/'));

// antd's dialog and tree draw slowly in jsdom on a busy machine.
describe('the 选择组织 dialog', { timeout: 20_000 }, () => {
  it('opens on a click, 800px wide, with the search box, 已选 and 清空列表; the backdrop and Escape leave it open', async () => {
    const { api } = orgPickerServer();
    drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('选择组织')).toBeTruthy();
    expect(picker.getByPlaceholderText('请输入关键词查询')).toBeTruthy();
    expect(picker.getByText('已选')).toBeTruthy();
    expect(picker.getByText('清空列表')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('loads the top first and each level only when it is opened', async () => {
    const { api, calls } = orgPickerServer();
    drawForm([node()], api);
    await openPicker();
    await treeNode('company:c1');
    expect(pickerCalls(calls).map((call) => call.url)).toEqual(['/api/permission/Organize/Department/Selector/0']);
    await expand('company:c1');
    await treeNode('department:d1');
    await expand('department:d1');
    await treeNode('department:d11');
    expect(pickerCalls(calls).map((call) => call.url)).toEqual([
      '/api/permission/Organize/Department/Selector/0',
      '/api/permission/Organize/Department/Selector/c1',
      '/api/permission/Organize/Department/Selector/d1',
    ]);
  });

  it('does not open while the field is read-only', () => {
    const { api } = orgPickerServer();
    drawForm([{ ...node(), readOnly: true }], api);
    fireEvent.click(screen.getByTestId('field-org'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// antd's dialog and tree draw slowly in jsdom on a busy machine.
describe('choosing organisations', { timeout: 20_000 }, () => {
  it("stores the chosen organisation's path of ids and shows its names", async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node()], api);
    await openPicker();
    await expand('company:c1');
    fireEvent.click(await treeNode('department:d1'));
    expect(within(screen.getByTestId('picker-selected')).getByText('集团/研发部')).toBeTruthy();
    // A single picker replaces its pick.
    fireEvent.click(await treeNode('department:d2'));
    expect(within(screen.getByTestId('picker-selected')).queryByText('集团/研发部')).toBeNull();
    confirm();
    expect(store.value('org')).toEqual(['c1', 'd2']);
    await waitFor(() => expect(screen.getByTestId('field-org').textContent).toContain('集团/财务部'));
  });

  it('holds several paths when multiple: a second click removes a pick, and nothing is held twice', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    await expand('company:c1');
    fireEvent.click(await treeNode('department:d1'));
    fireEvent.click(await treeNode('company:c2'));
    fireEvent.click(await treeNode('department:d2'));
    fireEvent.click(await treeNode('company:c2'));
    confirm();
    expect(store.value('org')).toEqual([
      ['c1', 'd1'],
      ['c1', 'd2'],
    ]);
  });

  it('empties the 已选 pane with 清空列表 and with each delete; cancel keeps the stored value', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node({ multiple: true })], api, {
      values: {
        org: [
          ['c1', 'd1'],
          ['c1', 'd2'],
        ],
      },
    });
    await waitFor(() => expect(screen.getByTestId('field-org').textContent).toContain('集团/研发部'));
    const picker = await openPicker();
    const selected = within(screen.getByTestId('picker-selected'));
    expect(selected.getByText('集团/财务部')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('picker-chosen-c1,d2')).getByRole('button', { name: '删除' }));
    expect(selected.queryByText('集团/财务部')).toBeNull();
    fireEvent.click(picker.getByTestId('picker-clear'));
    expect(selected.getByText('暂无数据')).toBeTruthy();
    cancel();
    expect(store.value('org')).toEqual([
      ['c1', 'd1'],
      ['c1', 'd2'],
    ]);
    await openPicker();
    fireEvent.click(screen.getByTestId('picker-clear'));
    confirm();
    expect(store.value('org')).toEqual([]);
  });

  it('clears by its clear icon without opening the dialog', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node()], api, { values: { org: ['c1', 'd1'] } });
    await waitFor(() => expect(screen.getByTestId('field-org').textContent).toContain('集团/研发部'));
    fireEvent.mouseDown(document.querySelector('.ant-select-clear')!);
    fireEvent.click(document.querySelector('.ant-select-clear')!);
    expect(store.value('org')).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows no clear icon when it may not be cleared', async () => {
    const { api } = orgPickerServer();
    drawForm([node({ clearable: false })], api, { values: { org: ['c1', 'd1'] } });
    await waitFor(() => expect(screen.getByTestId('field-org').textContent).toContain('集团/研发部'));
    expect(document.querySelector('.ant-select-clear')).toBeNull();
  });

  it('searches every level by name on the server, and picks from the results', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node()], api);
    const picker = await openPicker();
    await treeNode('company:c1');
    fireEvent.change(picker.getByPlaceholderText('请输入关键词查询'), { target: { value: '前端' } });
    fireEvent.keyDown(picker.getByPlaceholderText('请输入关键词查询'), { key: 'Enter', keyCode: 13 });
    fireEvent.click(await treeNode('department:d11'));
    expect(pickerCalls(calls).at(-1)).toMatchObject({ url: '/api/permission/Organize/Department/Selector/0', payload: { keyword: '前端' } });
    expect(screen.queryByTestId('picker-node-company:c1')).toBeNull();
    confirm();
    expect(store.value('org')).toEqual(['c1', 'd1', 'd11']);
  });
});

// antd's dialog and tree draw slowly in jsdom on a busy machine.
describe('what it offers', { timeout: 20_000 }, () => {
  it("with auth, starts at the member's own organisations (Department/SelectorByAuth); companies only with isOnlyOrg", async () => {
    const { api, calls } = orgPickerServer();
    drawForm([node({ auth: true }), node({ auth: true, isOnlyOrg: true }, 'company')], api);
    await openPicker();
    await treeNode('department:d1');
    expect(screen.queryByTestId('picker-node-company:c1')).toBeNull();
    cancel();
    await openPicker('company');
    await waitFor(() => expect(pickerCalls(calls).map((call) => call.url)).toContain('/api/permission/Organize/SelectorByAuth/0'));
    expect(pickerCalls(calls).map((call) => call.url)).toContain('/api/permission/Organize/Department/SelectorByAuth/0');
  });

  it('custom: the allowed organisations named by path, opened below them, and nothing when none is allowed', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node({ selectType: 'custom', ableIds: [['c1', 'd1']] }), node({ selectType: 'custom', ableIds: [] }, 'none')], api);
    await openPicker();
    expect((await treeNode('department:d1')).textContent).toBe('集团/研发部');
    expect(pickerCalls(calls)[0]).toMatchObject({ url: '/api/permission/Organize/OrganizeCondition', payload: { departIds: ['d1'] } });
    expect(screen.queryByTestId('picker-node-company:c1')).toBeNull();
    await expand('department:d1');
    fireEvent.click(await treeNode('department:d11'));
    confirm();
    expect(store.value('org')).toEqual(['c1', 'd1', 'd11']);
    const before = pickerCalls(calls).length;
    await openPicker('none');
    expect(await within(screen.getByTestId('picker-tree')).findByText('暂无数据')).toBeTruthy();
    expect(pickerCalls(calls)).toHaveLength(before);
  });
});

describe('as text', () => {
  it('names every stored path of a screen in one request, in the read-only view', async () => {
    const { api, calls } = orgPickerServer();
    drawForm([node({ multiple: true }), node({}, 'other')], api, {
      values: {
        org: [
          ['c1', 'd1'],
          ['c1', 'c2'],
        ],
        other: ['c1', 'd2'],
      },
      viewOnly: true,
    });
    await waitFor(() => expect(screen.getByTestId('view-org').textContent).toBe('集团/研发部,集团/子公司'));
    expect(screen.getByTestId('view-other').textContent).toBe('集团/财务部');
    const lookups = pickerCalls(calls).filter((call) => call.url === '/api/permission/Organize/ListByIds');
    expect(lookups).toHaveLength(1);
    expect([...(lookups[0].payload as { ids: string[] }).ids].sort()).toEqual(['c1', 'c2', 'd1', 'd2']);
  });

  it('formats paths by the names the context knows (list cells and exports), an unknown id as itself', () => {
    const format = widgetSpec('comSelect')!.format!;
    const names: Record<string, string> = { c1: '集团', d1: '研发部' };
    const context = { t: (key: string) => key, entityName: (_entity: string, id: string) => names[id] };
    expect(format(['c1', 'd1'], {}, context)).toBe('集团/研发部');
    expect(
      format(
        [
          ['c1', 'd1'],
          ['c1', 'x9'],
        ],
        { multiple: true },
        context,
      ),
    ).toBe('集团/研发部,集团/x9');
    expect(format([], {}, context)).toBe('');
  });
});

describe('on the server', () => {
  it('accepts a path, or a list of paths when multiple, and an empty value', () => {
    expect(serverIssues([node()], { org: ['c1', 'd1'] })).toEqual([]);
    expect(serverIssues([node()], { org: [] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { org: [['c1'], ['c1', 'd1']] })).toEqual([]);
  });

  it('refuses what is not a path, a path held twice, and an organisation outside a custom list', () => {
    expect(serverIssues([node()], { org: [{ id: 'c1' }] })).not.toEqual([]);
    expect(serverIssues([node()], { org: Array.from({ length: 21 }, (_, i) => `o${i}`) })).not.toEqual([]);
    expect(
      serverIssues([node({ multiple: true })], {
        org: [
          ['c1', 'd1'],
          ['c1', 'd1'],
        ],
      }),
    ).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { org: [[]] })).not.toEqual([]);
    // A custom list's check runs after the schema (the server's and the form's).
    const custom = compileForm([
      node({ selectType: 'custom', ableIds: [['c1', 'd1']] }),
      node({ selectType: 'custom', multiple: true, ableIds: [['c1', 'd1']] }, 'many'),
    ]);
    expect(conditionIssues(custom, { org: ['c1', 'd1', 'd11'], many: [['c1', 'd1']] })).toEqual([]);
    expect(conditionIssues(custom, { org: ['c1', 'd2'], many: [['c1', 'd1'], ['c1']] })).toEqual([
      { field: 'org', message: { key: 'widget.orgPicker.notAllowed' } },
      { field: 'many', message: { key: 'widget.orgPicker.notAllowed' } },
    ]);
  });
});
