// The users picker (spec 03 §2, §5, JNPF's usersSelect): the tab 部门 and, when
// multiple, 角色, 岗位 and 分组; picks of every kind stored as typed ids and
// shown under their kind's heading; a single pick is a user.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues, type Call } from './choosingHarness';
import { answerUserPickers } from './userPickerFake';

const node = (props: Record<string, unknown> = {}, field = 'members'): FormNode => ({
  id: field,
  widget: 'usersSelect',
  field,
  label: 'widget.usersSelect',
  props,
});
const server = () => fakeServer(answerUserPickers);

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const openPicker = async (name = 'members') => {
  fireEvent.click(screen.getByTestId(`field-${name}`));
  return within(await screen.findByRole('dialog'));
};
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确 定' }));
const search = (keyword: string) => {
  const box = within(dialog()).getByPlaceholderText('请输入关键词查询');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const inTree = (name: string) => within(screen.getByTestId('picker-tree')).findByText(name);
const selectedPane = () => screen.getByTestId('picker-selected');
const listed = () =>
  within(screen.getByTestId('picker-list'))
    .queryAllByRole('option')
    .map((row) => row.textContent);
const calledUrls = (calls: Call[]) => calls.map((call) => call.url);

// antd's dialogs and trees take seconds to draw under jsdom on a busy machine.
describe('the users picker dialog', { timeout: 20_000 }, () => {
  it('has the tab 部门 only when single, and takes only users there', async () => {
    const { api } = server();
    const { store } = drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('选择用户')).toBeTruthy();
    expect(picker.getByRole('tab', { name: '部门' })).toBeTruthy();
    expect(picker.queryByRole('tab', { name: '角色' })).toBeNull();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    fireEvent.click(await inTree('研发部'));
    expect(within(selectedPane()).queryByText('研发部')).toBeNull();
    fireEvent.click(await inTree('刘洋/liuyang'));
    confirm();
    await waitFor(() => expect(store.value('members')).toBe('u1--user'));
  });

  it('takes organisations, roles, positions and groups too when multiple, grouped under their kind in 已选', async () => {
    const { api, calls } = server();
    const { store } = drawForm([node({ multiple: true })], api);
    const picker = await openPicker();
    for (const tab of ['部门', '角色', '岗位', '分组']) expect(picker.getByRole('tab', { name: tab })).toBeTruthy();
    fireEvent.click(await inTree('Kiln 示例集团'));
    fireEvent.click(await inTree('研发部'));
    fireEvent.click(picker.getByRole('tab', { name: '角色' }));
    fireEvent.click(await inTree('开发人员'));
    fireEvent.click(picker.getByRole('tab', { name: '岗位' }));
    // Positions load a level at a time: the top, the company that opens by itself, then a department.
    fireEvent.click(await inTree('研发部'));
    fireEvent.click(await inTree('前端工程师'));
    expect(calledUrls(calls).filter((url) => url.endsWith('Position/Selector'))).toHaveLength(3);
    fireEvent.click(picker.getByRole('tab', { name: '分组' }));
    fireEvent.click(await inTree('值班组'));
    fireEvent.click(picker.getByRole('tab', { name: '部门' }));
    search('刘洋');
    await waitFor(() => expect(listed()).toHaveLength(1));
    fireEvent.click(within(screen.getByTestId('picker-list')).getByText('刘洋/liuyang'));

    const headings = within(selectedPane())
      .getAllByTestId(/^picked-group-/)
      .map((group) => group.getAttribute('data-testid'));
    expect(headings).toEqual(['picked-group-department', 'picked-group-position', 'picked-group-user', 'picked-group-group', 'picked-group-role']);
    const inGroup = (kind: string) =>
      within(screen.getByTestId(`picked-group-${kind}`))
        .queryAllByTestId(/^picker-chosen-/)
        .map((row) => row.getAttribute('data-testid'));
    expect(inGroup('department')).toEqual(['picker-chosen-c1--company', 'picker-chosen-d1--department']);
    expect(inGroup('role')).toEqual(['picker-chosen-r1--role']);
    expect(inGroup('user')).toEqual(['picker-chosen-u1--user']);
    confirm();
    await waitFor(() => expect(store.value('members')).toEqual(['c1--company', 'd1--department', 'r1--role', 'pos1--position', 'g1--group', 'u1--user']));
  });

  it('filters the whole role and group trees by name', async () => {
    const { api } = server();
    drawForm([node({ multiple: true })], api);
    const picker = await openPicker();
    fireEvent.click(picker.getByRole('tab', { name: '分组' }));
    await inTree('产品评审组');
    search('值班');
    await waitFor(() => expect(within(screen.getByTestId('picker-tree')).queryByText('产品评审组')).toBeNull());
    expect(within(screen.getByTestId('picker-tree')).getByText('值班组')).toBeTruthy();
  });

  it('shows stored typed ids by name, removes one from 已选, and keeps the rest', async () => {
    const { api } = server();
    const { store } = drawForm([node({ multiple: true })], api, { values: { members: ['d1--department', 'u2--user', 'g2--group'] } });
    await waitFor(() => expect(screen.getByTestId('field-members').textContent).toContain('产品评审组'));
    await openPicker();
    fireEvent.click(within(screen.getByTestId('picker-chosen-u2--user')).getByRole('button', { name: '删除' }));
    confirm();
    await waitFor(() => expect(store.value('members')).toEqual(['d1--department', 'g2--group']));
  });

  it("offers a custom picker's able users as one list", async () => {
    const { api, calls } = server();
    drawForm([node({ multiple: true, selectType: 'custom', ableIds: ['d1--department'] })], api);
    const picker = await openPicker();
    expect(picker.queryByRole('tab')).toBeNull();
    await waitFor(() => expect(listed()).toHaveLength(3));
    expect(calls.find((call) => call.url.endsWith('getSelectedUserList'))?.payload).toEqual({
      ids: ['d1--department'],
      pagination: { keyword: '', currentPage: 1, pageSize: 20 },
    });
  });

  it('the clear icon empties the value', async () => {
    const { api } = server();
    const { store } = drawForm([node({ multiple: true })], api, { values: { members: ['u1--user'] } });
    await waitFor(() => expect(screen.getByTestId('field-members').textContent).toContain('刘洋/liuyang'));
    const clear = screen.getByTestId('field-members').querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(store.value('members')).toEqual([]);
  });
});

describe('names of stored entries', () => {
  it('asks getSelectedList once for the values of every field shown, read-only', async () => {
    const { api, calls } = server();
    drawForm([node({ multiple: true }, 'a'), node({}, 'b'), { id: 'c', widget: 'userSelect', field: 'c', label: 'widget.userSelect', props: {} }], api, {
      values: { a: ['d1--department', 'r1--role', 'pos1--position'], b: 'u3--user', c: 'u1' },
      viewOnly: true,
    });
    await waitFor(() => expect(screen.getByTestId('view-a').textContent).toBe('研发部,开发人员,前端工程师'));
    expect(screen.getByTestId('view-b').textContent).toBe('李娜/lina');
    expect(screen.getByTestId('view-c').textContent).toBe('刘洋/liuyang');
    const asked = calls.filter((call) => call.url.endsWith('getSelectedList'));
    expect(asked).toHaveLength(1);
    expect(asked[0].payload).toEqual({ ids: ['d1--department', 'r1--role', 'pos1--position', 'u3--user', 'u1'] });
  });

  it('gives names through the format context, the bare id where it has none', () => {
    const format = widgetSpec('usersSelect')!.format!;
    const names: Record<string, string> = { 'organize:d1': '研发部', 'user:u1': '刘洋/liuyang' };
    const context = { t: String, entityName: (kind: string, id: string) => names[`${kind}:${id}`] };
    expect(format(['d1--department', 'u1--user', 'g1--group'], { multiple: true }, context)).toBe('研发部,刘洋/liuyang,g1');
  });
});

describe('on the server', () => {
  it("takes typed ids of the directory's kinds, and a user alone when single", () => {
    expect(
      serverIssues([node({ multiple: true })], { members: ['d1--department', 'u1--user', 'c1--company', 'g1--group', 'r1--role', 'pos1--position'] }),
    ).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { members: ['d1--planet'] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { members: ['d1'] })).not.toEqual([]);
    expect(serverIssues([node()], { members: 'u1--user' })).toEqual([]);
    expect(serverIssues([node()], { members: '' })).toEqual([]);
    expect(serverIssues([node()], { members: 'd1--department' })).not.toEqual([]);
  });
});
