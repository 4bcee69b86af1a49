// The role picker (spec 03 §2 选择角色, §4, §5, §6): tabs 组织 and 全局 from
// one tree (the global roles under the node with id 1), only roles chosen, a
// custom list by RoleCondition; stored as the id, or a list of ids; shown as the
// roles' names, named in one request per screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PickerNode } from '@core/api/rolePickers';
import { compileForm, conditionIssues, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues, type Call } from './choosingHarness';

// Kiln 示例集团 (c1) holds 研发部 (d1) and 市场部 (d2); 研发评审 (r1) belongs to 研发部,
// 跨部门协调 (r3) to both; 部门经理 (g1) and 普通员工 (g2) are global; 旧角色 (rx) is disabled.
const role = (id: string, name: string, parentId: string, organize?: string): PickerNode => ({
  id,
  fullName: name,
  type: 'role',
  parentId,
  icon: '',
  isLeaf: true,
  hasChildren: false,
  onlyId: `${parentId}/${id}`,
  ...(organize ? { organize } : {}),
});
const holder = (id: string, name: string, type: PickerNode['type'], children: PickerNode[]): PickerNode => ({
  id,
  fullName: name,
  type,
  parentId: '0',
  icon: '',
  isLeaf: false,
  hasChildren: true,
  onlyId: id,
  children,
});
const tree: PickerNode[] = [
  holder('c1', 'Kiln 示例集团', 'company', [
    holder('d1', '研发部', 'department', [role('r1', '研发评审', 'd1'), role('r3', '跨部门协调', 'd1')]),
    holder('d2', '市场部', 'department', [role('r3', '跨部门协调', 'd2')]),
  ]),
  holder('1', '全局', 'global', [role('g1', '部门经理', '1'), role('g2', '普通员工', '1')]),
];
const names: Record<string, string> = { r1: '研发评审', r3: '跨部门协调', g1: '部门经理', g2: '普通员工', rx: '旧角色' };

function roleServer(selectorTree: PickerNode[] = tree) {
  return fakeServer((url, payload) => {
    const body = (payload ?? {}) as { ids?: string[]; keyword?: string };
    if (url === '/api/permission/Role/Selector') return { list: structuredClone(selectorTree) };
    if (url === '/api/permission/Role/RoleCondition')
      return {
        list: body
          .ids!.filter((id) => id !== 'rx' && names[id])
          .map((id) => ({ ...role(id, names[id], id.startsWith('g') ? '1' : 'd1', id.startsWith('g') ? undefined : 'Kiln 示例集团/研发部'), onlyId: id })),
      };
    if (url === '/api/permission/Role/ListByIds') return { list: body.ids!.filter((id) => names[id]).map((id) => role(id, names[id], '')) };
    return undefined;
  });
}

const node = (props: Record<string, unknown> = {}, field = 'role'): FormNode => ({ id: field, widget: 'roleSelect', field, label: 'widget.roleSelect', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
const openPicker = async (field = 'role') => {
  fireEvent.click(screen.getByTestId(`field-${field}`));
  return within(await screen.findByRole('dialog'));
};
const treeNode = (key: string) => screen.findByTestId(`picker-node-${key}`);
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: '确 定' }));
const cancel = () => fireEvent.click(dialog().getByRole('button', { name: '取 消' }));
const selected = () => within(screen.getByTestId('picker-selected'));
const roleCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/permission/Role'));
const showTab = async (name: string) => fireEvent.click(await dialog().findByRole('tab', { name }));

// antd's dialog and tree draw slowly in jsdom on a busy machine; the first drawing pays for loading them.
describe('the 选择角色 dialog', { timeout: 20_000 }, () => {
  it('is 800px wide with tabs 组织 and 全局, a search box, and 已选 with 清空列表; the backdrop and Escape leave it open', async () => {
    const { api } = roleServer();
    drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('选择角色')).toBeTruthy();
    expect(picker.getByRole('tab', { name: '组织' })).toBeTruthy();
    expect(picker.getByRole('tab', { name: '全局' })).toBeTruthy();
    expect(picker.getByPlaceholderText('请输入关键词查询')).toBeTruthy();
    expect(picker.getByText('已选')).toBeTruthy();
    expect(picker.getByText('清空列表')).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('组织: organisations down to their roles; an organisation is not chosen, a role is, and a single pick replaces the last', async () => {
    const { api } = roleServer();
    const { store } = drawForm([node()], api);
    await openPicker();
    // The company shows open; a click on a department opens it and chooses nothing.
    fireEvent.click(await treeNode('department:d1'));
    fireEvent.click(await treeNode('department:d2'));
    expect(selected().getByText('暂无数据')).toBeTruthy();
    fireEvent.click(await treeNode('role:d1/r1'));
    fireEvent.click(await treeNode('role:d2/r3'));
    expect(selected().queryByText('研发评审')).toBeNull();
    expect(selected().getByText('跨部门协调')).toBeTruthy();
    confirm();
    expect(store.value('role')).toBe('r3');
    await waitFor(() => expect(screen.getByTestId('field-role').textContent).toContain('跨部门协调'));
  });

  it('全局: the global roles under the node with id 1', async () => {
    const { api } = roleServer();
    const { store } = drawForm([node()], api);
    await openPicker();
    await showTab('全局');
    await treeNode('global:1');
    // The shown tab holds the global roles only.
    const pane = within(screen.getByTestId('picker-tree'));
    expect(pane.getByTestId('picker-node-global:1')).toBeTruthy();
    expect(pane.queryByTestId('picker-node-company:c1')).toBeNull();
    // The root holds the global roles, shown open; it is not chosen itself.
    fireEvent.click(await pane.findByTestId('picker-node-role:1/g2'));
    fireEvent.click(pane.getByTestId('picker-node-global:1'));
    expect(selected().getByText('普通员工')).toBeTruthy();
    confirm();
    expect(store.value('role')).toBe('g2');
  });

  it('opens on 全局 when no organisation holds a role, and stays on a tab the user picked', async () => {
    const { api } = roleServer(tree.filter((top) => top.id === '1'));
    drawForm([node()], api);
    await openPicker();
    await waitFor(() => expect(dialog().getByRole('tab', { name: '全局' }).getAttribute('aria-selected')).toBe('true'));
    expect(await within(screen.getByTestId('picker-tree')).findByTestId('picker-node-role:1/g1')).toBeTruthy();
    await showTab('组织');
    expect(dialog().getByRole('tab', { name: '组织' }).getAttribute('aria-selected')).toBe('true');
  });

  it('multiple: adds, a second click removes, and a role under two organisations is one pick', async () => {
    const { api } = roleServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    fireEvent.click(await treeNode('department:d1'));
    fireEvent.click(await treeNode('department:d2'));
    fireEvent.click(await treeNode('role:d1/r1'));
    fireEvent.click(await treeNode('role:d1/r3'));
    fireEvent.click(await treeNode('role:d2/r3'));
    expect(selected().queryByText('跨部门协调')).toBeNull();
    fireEvent.click(await treeNode('role:d2/r3'));
    expect(selected().getAllByText(/研发评审|跨部门协调/)).toHaveLength(2);
    confirm();
    expect(store.value('role')).toEqual(['r1', 'r3']);
  });

  it('multiple: the delete icon removes one pick and 清空列表 all of them', async () => {
    const { api } = roleServer();
    const { store } = drawForm([node({ multiple: true })], api, { values: { role: ['g1', 'g2'] } });
    await waitFor(() => expect(screen.getByTestId('field-role').textContent).toContain('普通员工'));
    await openPicker();
    fireEvent.click(within(screen.getByTestId('picker-chosen-g1')).getByRole('button'));
    expect(selected().queryByText('部门经理')).toBeNull();
    confirm();
    expect(store.value('role')).toEqual(['g2']);
    await openPicker();
    fireEvent.click(dialog().getByTestId('picker-clear'));
    expect(selected().getByText('暂无数据')).toBeTruthy();
    confirm();
    expect(store.value('role')).toEqual([]);
  });

  it('finds roles by a substring of their names', async () => {
    const { api } = roleServer();
    drawForm([node()], api);
    const picker = await openPicker();
    await treeNode('company:c1');
    const box = picker.getByPlaceholderText('请输入关键词查询');
    fireEvent.change(box, { target: { value: '评审' } });
    fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByTestId('picker-node-role:d2/r3')).toBeNull());
    expect(await treeNode('role:d1/r1')).toBeTruthy();
  });

  it('cancel keeps the value; the tree is asked for once for both tabs and the next opening', async () => {
    const { api, calls } = roleServer();
    const { store } = drawForm([node()], api, { values: { role: 'r1' } });
    await waitFor(() => expect(screen.getByTestId('field-role').textContent).toContain('研发评审'));
    await openPicker();
    expect(selected().getByText('研发评审')).toBeTruthy();
    fireEvent.click(await treeNode('department:d2'));
    fireEvent.click(await treeNode('role:d2/r3'));
    await showTab('全局');
    await treeNode('role:1/g1');
    cancel();
    expect(store.value('role')).toBe('r1');
    await openPicker();
    expect(selected().getByText('研发评审')).toBeTruthy();
    expect(selected().queryByText('跨部门协调')).toBeNull();
    expect(roleCalls(calls).filter((call) => call.url === '/api/permission/Role/Selector')).toHaveLength(1);
  });

  it('the clear icon empties the value at once without opening the dialog; a read-only field does not open', async () => {
    const { api } = roleServer();
    const { store } = drawForm([node(), { ...node({}, 'fixed'), readOnly: true }], api, { values: { role: 'r1', fixed: 'g1' } });
    await waitFor(() => expect(screen.getByTestId('field-role').textContent).toContain('研发评审'));
    const clear = screen.getByTestId('field-role').querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(store.value('role')).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('field-fixed'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('custom: only the allowed roles, asked by RoleCondition, without tabs; none allowed asks nothing', async () => {
    const { api, calls } = roleServer();
    const { store } = drawForm(
      [node({ selectType: 'custom', ableIds: ['r1', 'g2'], multiple: true }), node({ selectType: 'custom', ableIds: [] }, 'none')],
      api,
    );
    await openPicker();
    expect(within(await treeNode('role:r1')).getByText('Kiln 示例集团/研发部')).toBeTruthy();
    expect(dialog().queryByRole('tab')).toBeNull();
    fireEvent.click(await treeNode('role:g2'));
    confirm();
    expect(store.value('role')).toEqual(['g2']);
    expect(roleCalls(calls).map((call) => [call.url, call.payload])).toContainEqual(['/api/permission/Role/RoleCondition', { ids: ['r1', 'g2'] }]);
    expect(roleCalls(calls).map((call) => call.url)).not.toContain('/api/permission/Role/Selector');

    const before = roleCalls(calls).length;
    await openPicker('none');
    await waitFor(() => expect(dialog().getAllByText('暂无数据')).toHaveLength(2));
    expect(
      roleCalls(calls)
        .slice(before)
        .map((call) => call.url),
    ).not.toContain('/api/permission/Role/RoleCondition');
  });
});

describe('as text', () => {
  it('names the stored roles of a screen in one request, disabled ones too, in the read-only view', async () => {
    const { api, calls } = roleServer();
    drawForm([node({ multiple: true }), node({}, 'main')], api, { values: { role: ['r1', 'rx'], main: 'g1' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-role').textContent).toBe('研发评审,旧角色'));
    expect(screen.getByTestId('view-main').textContent).toBe('部门经理');
    const lookups = roleCalls(calls).filter((call) => call.url === '/api/permission/Role/ListByIds');
    expect(lookups).toHaveLength(1);
    expect([...(lookups[0].payload as { ids: string[] }).ids].sort()).toEqual(['g1', 'r1', 'rx']);
  });

  it('shows an id the server cannot name as itself', async () => {
    const { api } = roleServer();
    drawForm([node()], api, { values: { role: 'gone' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-role').textContent).toBe('gone'));
  });
});

describe('on the server', () => {
  it('takes an id, or a list of ids when multiple; a custom picker only the allowed ones', () => {
    expect(serverIssues([node()], { role: 'r1' })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { role: ['r1', 'g1'] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { role: [{ id: 'r1' }] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { role: ['r1', 'r1'] })).not.toEqual([]);
    const form = compileForm([node({ selectType: 'custom', ableIds: ['r1'] }), node({ selectType: 'custom', ableIds: ['r1', 'g2'], multiple: true }, 'many')]);
    expect(conditionIssues(form, { role: 'r1', many: ['g2'] })).toEqual([]);
    expect(conditionIssues(form, { role: 'g1', many: ['g2', 'g1'] })).toEqual([
      { field: 'role', message: { key: 'widget.orgPicker.notAllowed' } },
      { field: 'many', message: { key: 'widget.orgPicker.notAllowed' } },
    ]);
  });

  it('keeps one id in a 40-character column, several as JSON', () => {
    const spec = widgetSpec('roleSelect')!;
    expect(spec.columnType!({})).toEqual({ kind: 'string', length: 40 });
    expect(spec.columnType!({ multiple: true })).toEqual({ kind: 'json' });
  });
});
