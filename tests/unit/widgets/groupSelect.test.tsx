// The group picker (spec 03 §2 分组选择, §4, §5, §6): the groups under their
// types (Group/Selector answers the tree itself as data), only groups chosen, a
// custom list by GroupCondition; stored as the id, or a list of ids; shown as
// the groups' names, named in one request per screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PickerNode } from '@core/api/rolePickers';
import { compileForm, conditionIssues, type FormNode } from '@core/form';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues, type Call } from './choosingHarness';

// 项目组 (t1) holds 架构评审组 (a1) and 发布组 (a2); 值班组 (b1) has no known type; 已解散组 (x1) is disabled.
const group = (id: string, name: string, parentId: string): PickerNode => ({
  id,
  fullName: name,
  type: 'group',
  parentId,
  icon: '',
  isLeaf: true,
  hasChildren: false,
  onlyId: id,
});
const tree: PickerNode[] = [
  {
    id: 't1',
    fullName: '项目组',
    type: 'groupType',
    parentId: '0',
    icon: '',
    isLeaf: false,
    hasChildren: true,
    onlyId: 't1',
    children: [group('a1', '架构评审组', 't1'), group('a2', '发布组', 't1')],
  },
  group('b1', '值班组', '0'),
];
const names: Record<string, string> = { a1: '架构评审组', a2: '发布组', b1: '值班组', x1: '已解散组' };

function groupServer() {
  return fakeServer((url, payload) => {
    const body = (payload ?? {}) as { ids?: string[] };
    if (url === '/api/permission/Group/Selector') return structuredClone(tree);
    if (url === '/api/permission/Group/GroupCondition')
      return { list: body.ids!.filter((id) => id !== 'x1' && names[id]).map((id) => group(id, names[id], '0')) };
    if (url === '/api/permission/Group/ListByIds') return { list: body.ids!.filter((id) => names[id]).map((id) => group(id, names[id], '0')) };
    return undefined;
  });
}

const node = (props: Record<string, unknown> = {}, field = 'team'): FormNode => ({
  id: field,
  widget: 'groupSelect',
  field,
  label: 'widget.groupSelect',
  props,
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
const openPicker = async (field = 'team') => {
  fireEvent.click(screen.getByTestId(`field-${field}`));
  return within(await screen.findByRole('dialog'));
};
const treeNode = (key: string) => screen.findByTestId(`picker-node-${key}`);
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: '确 定' }));
const selected = () => within(screen.getByTestId('picker-selected'));
const groupCalls = (calls: Call[]) => calls.filter((call) => call.url.startsWith('/api/permission/Group'));

// antd's dialog and tree draw slowly in jsdom on a busy machine; the first drawing pays for loading them.
describe('the 分组选择 dialog', { timeout: 20_000 }, () => {
  it('is 800px wide with a search box and 已选 with 清空列表, no tabs; the backdrop leaves it open', async () => {
    const { api } = groupServer();
    drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getAllByText('分组选择').length).toBeGreaterThan(0);
    expect(picker.getByPlaceholderText('请输入关键词查询')).toBeTruthy();
    expect(picker.getByText('已选')).toBeTruthy();
    expect(picker.getByText('清空列表')).toBeTruthy();
    expect(picker.queryByRole('tab')).toBeNull();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.click(backdrop);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the groups under their types; a type is not chosen, a group is', async () => {
    const { api, calls } = groupServer();
    const { store } = drawForm([node()], api);
    await openPicker();
    fireEvent.click(await treeNode('groupType:t1'));
    fireEvent.click(await treeNode('groupType:t1'));
    expect(selected().getByText('暂无数据')).toBeTruthy();
    fireEvent.click(await treeNode('group:a2'));
    fireEvent.click(await treeNode('group:b1'));
    expect(selected().queryByText('发布组')).toBeNull();
    confirm();
    expect(store.value('team')).toBe('b1');
    await waitFor(() => expect(screen.getByTestId('field-team').textContent).toContain('值班组'));
    expect(groupCalls(calls).map((call) => call.url)).toEqual(['/api/permission/Group/Selector']);
  });

  it('multiple: adds, and a second click removes', async () => {
    const { api } = groupServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    fireEvent.click(await treeNode('group:a1'));
    fireEvent.click(await treeNode('group:b1'));
    fireEvent.click(await treeNode('group:a2'));
    fireEvent.click(await treeNode('group:b1'));
    confirm();
    expect(store.value('team')).toEqual(['a1', 'a2']);
  });

  it('custom: only the allowed groups, asked by GroupCondition', async () => {
    const { api, calls } = groupServer();
    const { store } = drawForm([node({ selectType: 'custom', ableIds: ['a2', 'x1'] })], api);
    await openPicker();
    fireEvent.click(await treeNode('group:a2'));
    expect(screen.queryByTestId('picker-node-group:a1')).toBeNull();
    confirm();
    expect(store.value('team')).toBe('a2');
    expect(groupCalls(calls).map((call) => [call.url, call.payload])).toContainEqual(['/api/permission/Group/GroupCondition', { ids: ['a2', 'x1'] }]);
    expect(groupCalls(calls).map((call) => call.url)).not.toContain('/api/permission/Group/Selector');
  });
});

describe('as text', () => {
  it('names the stored groups of a screen in one request, disabled ones too', async () => {
    const { api, calls } = groupServer();
    drawForm([node({ multiple: true }), node({}, 'main')], api, { values: { team: ['a1', 'x1'], main: 'b1' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-team').textContent).toBe('架构评审组,已解散组'));
    expect(screen.getByTestId('view-main').textContent).toBe('值班组');
    expect(groupCalls(calls).filter((call) => call.url === '/api/permission/Group/ListByIds')).toHaveLength(1);
  });
});

describe('on the server', () => {
  it('takes an id, or a list of ids when multiple; a custom picker only the allowed ones', () => {
    expect(serverIssues([node()], { team: 'a1' })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { team: ['a1', 'b1'] })).toEqual([]);
    expect(serverIssues([node()], { team: 'x'.repeat(41) })).not.toEqual([]);
    const form = compileForm([node({ selectType: 'custom', ableIds: ['a1'] })]);
    expect(conditionIssues(form, { team: 'a1' })).toEqual([]);
    expect(conditionIssues(form, { team: 'b1' })).toEqual([{ field: 'team', message: { key: 'widget.orgPicker.notAllowed' } }]);
  });
});
