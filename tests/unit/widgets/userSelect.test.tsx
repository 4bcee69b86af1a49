// The user picker (spec 03 §2, §4, §5, §9): an 800px dialog with the tabs
// 全部数据 (a lazy tree, or a paged search once a keyword is given), 当前组织,
// 我的下属 and 系统变量; only users are picked; stored as ids, shown by name.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { ApiProvider } from '@widgets/runtime/ApiContext';
import { UserPickerDialog } from '@widgets/userSelect/UserPickerDialog';
import { drawForm, fakeServer, serverIssues, type Call } from './choosingHarness';
import { answerUserPickers, liuyang } from './userPickerFake';

const node = (props: Record<string, unknown> = {}, field = 'owner'): FormNode => ({
  id: field,
  widget: 'userSelect',
  field,
  label: 'widget.userSelect',
  props,
});
const server = () => fakeServer(answerUserPickers);

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => screen.getByRole('dialog');
const openPicker = async (name = 'owner') => {
  fireEvent.click(screen.getByTestId(`field-${name}`));
  return within(await screen.findByRole('dialog'));
};
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: '确 定' }));
const cancel = () => fireEvent.click(within(dialog()).getByRole('button', { name: '取 消' }));
const search = (keyword: string) => {
  const box = within(dialog()).getByPlaceholderText('请输入关键词查询');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};
const pickerCalls = (calls: Call[], path: string) => calls.filter((call) => call.url.startsWith(`/api/permission/Users/${path}`));
const listed = () =>
  within(screen.getByTestId('picker-list'))
    .queryAllByRole('option')
    .map((row) => row.textContent);
const selectedPane = () => screen.getByTestId('picker-selected');

// antd's dialogs and trees take seconds to draw under jsdom on a busy machine.
describe('the user picker dialog', { timeout: 20_000 }, () => {
  it('opens on a click, 800px wide, titled 选择用户, with the four tabs, 已选 and 清空列表; the backdrop does not close it', async () => {
    drawForm([node()], server().api);
    const picker = await openPicker();
    expect(picker.getByText('选择用户')).toBeTruthy();
    for (const tab of ['全部数据', '当前组织', '我的下属', '系统变量', '已选', '清空列表']) expect(picker.getByText(tab)).toBeTruthy();
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    const backdrop = document.querySelector('.ant-modal-wrap')!;
    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('loads the tree a level at a time: the top opens by itself, a department when clicked', async () => {
    const { api, calls } = server();
    drawForm([node()], api);
    await openPicker();
    await within(dialog()).findByText('研发部');
    expect(pickerCalls(calls, 'ImUser/Selector').map((call) => call.url)).toEqual([
      '/api/permission/Users/ImUser/Selector/0',
      '/api/permission/Users/ImUser/Selector/c1',
    ]);
    expect(within(dialog()).queryByText('刘洋/liuyang')).toBeNull();
    fireEvent.click(within(dialog()).getByText('研发部'));
    await within(dialog()).findByText('刘洋/liuyang');
    expect(
      pickerCalls(calls, 'ImUser/Selector')
        .map((call) => call.url)
        .slice(2),
    ).toEqual(['/api/permission/Users/ImUser/Selector/d1']);
    // An organisation is never picked.
    expect(within(selectedPane()).queryByText('研发部')).toBeNull();
  });

  it('picks a user from the tree and stores the id; a new pick replaces it when single', async () => {
    const { api } = server();
    const { store } = drawForm([node()], api);
    await openPicker();
    fireEvent.click(await within(dialog()).findByText('研发部'));
    fireEvent.click(await within(dialog()).findByText('刘洋/liuyang'));
    fireEvent.click(within(dialog()).getByText('陈杰/chenjie'));
    expect(within(selectedPane()).queryByText('刘洋/liuyang')).toBeNull();
    expect(within(selectedPane()).getByText('陈杰/chenjie')).toBeTruthy();
    confirm();
    await waitFor(() => expect(store.value('owner')).toBe('u2'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('field-owner').textContent).toContain('陈杰/chenjie');
  });

  it('adds picks when multiple; a second click on a pick removes it', async () => {
    const { api } = server();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    fireEvent.click(await within(dialog()).findByText('研发部'));
    for (const name of ['刘洋/liuyang', '陈杰/chenjie', '李娜/lina', '陈杰/chenjie'])
      fireEvent.click(await within(dialog()).findByText(name, { selector: '[data-testid^="picker-node"] *, [data-testid^="picker-node"]' }));
    expect(within(selectedPane()).getByText('刘洋/liuyang')).toBeTruthy();
    expect(within(selectedPane()).getByText('李娜/lina')).toBeTruthy();
    expect(within(selectedPane()).queryByText('陈杰/chenjie')).toBeNull();
    confirm();
    await waitFor(() => expect(store.value('owner')).toEqual(['u1', 'u3']));
  });

  it('searches by keyword as a flat list, loading the next page within 200px of the bottom until a page is short', async () => {
    const { api, calls } = server();
    drawForm([node({ multiple: true })], api);
    await openPicker();
    await within(dialog()).findByText('研发部');
    search('翻页');
    await waitFor(() => expect(listed()).toHaveLength(20));
    expect(within(dialog()).queryByText('研发部')).toBeNull();
    const list = screen.getByTestId('picker-list');
    fireEvent.scroll(list);
    await waitFor(() => expect(listed()).toHaveLength(40));
    fireEvent.scroll(list);
    await waitFor(() => expect(listed()).toHaveLength(45));
    fireEvent.scroll(list);
    const searches = pickerCalls(calls, 'ImUser/Selector').filter((call) => (call.payload as { keyword?: string }).keyword);
    expect(searches.map((call) => call.payload)).toEqual([1, 2, 3].map((currentPage) => ({ keyword: '翻页', currentPage, pageSize: 20 })));
    fireEvent.click(within(dialog()).getByText('翻页45/pager45'));
    expect(within(selectedPane()).getByText('翻页45/pager45')).toBeTruthy();
    // An emptied keyword goes back to the tree.
    search('');
    await within(dialog()).findByText('研发部');
  });

  it('lists the current organisation, the subordinates and the system variable on their tabs', async () => {
    const { api, calls } = server();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    fireEvent.click(within(dialog()).getByText('当前组织'));
    await waitFor(() => expect(listed()).toEqual(expect.arrayContaining([expect.stringContaining('刘洋/liuyang')])));
    expect(pickerCalls(calls, 'getOrganization')[0].payload).toEqual({ organizeId: '0', keyword: '', currentPage: 1, pageSize: 20 });
    fireEvent.click(within(dialog()).getByText('我的下属'));
    await waitFor(() => expect(listed()).toEqual([expect.stringContaining('陈杰/chenjie')]));
    fireEvent.click(within(dialog()).getByText('陈杰/chenjie'));
    fireEvent.click(within(dialog()).getByText('系统变量'));
    await waitFor(() => expect(listed()).toEqual(['当前用户']));
    fireEvent.click(within(screen.getByTestId('picker-list')).getByText('当前用户'));
    confirm();
    await waitFor(() => expect(store.value('owner')).toEqual(['u2', 'currentUser']));
  });

  it('offers only the able users of a custom picker, paged', async () => {
    const { api, calls } = server();
    drawForm([node({ selectType: 'custom', ableIds: ['d1--department', 'p01--user'] })], api);
    const picker = await openPicker();
    expect(picker.queryByText('当前组织')).toBeNull();
    await waitFor(() => expect(listed()).toHaveLength(4));
    expect(pickerCalls(calls, 'getSelectedUserList')[0].payload).toEqual({
      ids: ['d1--department', 'p01--user'],
      pagination: { keyword: '', currentPage: 1, pageSize: 20 },
    });
  });

  it('offers the users of the department field it is linked to', async () => {
    const { api, calls } = server();
    drawForm([{ id: 'dept', widget: 'comInput', field: 'dept', label: 'widget.comInput' }, node({ selectType: 'dep', relationField: 'dept' })], api, {
      values: { dept: 'd1' },
    });
    await openPicker();
    await waitFor(() => expect(listed()).toHaveLength(3));
    expect((pickerCalls(calls, 'getSelectedUserList')[0].payload as { ids: string[] }).ids).toEqual(['d1--department']);
  });

  it('cancel keeps the value; 清空列表 and confirm empty it', async () => {
    const { api } = server();
    const { store } = drawForm([node({ multiple: true })], api, { values: { owner: ['u1'] } });
    await openPicker();
    await within(selectedPane()).findByText('刘洋/liuyang');
    fireEvent.click(screen.getByTestId('picker-clear'));
    expect(within(selectedPane()).queryByText('刘洋/liuyang')).toBeNull();
    cancel();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.value('owner')).toEqual(['u1']);
    await openPicker();
    await within(selectedPane()).findByText('刘洋/liuyang');
    fireEvent.click(screen.getByTestId('picker-clear'));
    confirm();
    await waitFor(() => expect(store.value('owner')).toEqual([]));
  });

  it('the clear icon empties the value at once without opening the dialog', async () => {
    const { api } = server();
    const { store } = drawForm([node()], api, { values: { owner: 'u1' } });
    await waitFor(() => expect(screen.getByTestId('field-owner').textContent).toContain('刘洋/liuyang'));
    const clear = screen.getByTestId('field-owner').querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    expect(store.value('owner')).toBe('');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open while the field is read-only', () => {
    drawForm([{ ...node(), readOnly: true }], server().api);
    fireEvent.click(screen.getByTestId('field-owner'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows 请选择{title} when a picker that needs a pick is confirmed empty, and stays open', async () => {
    const confirmed: unknown[] = [];
    render(
      <AntApp>
        <ApiProvider api={server().api}>
          <UserPickerDialog
            title="审批人"
            multiple={false}
            custom={false}
            initial={[]}
            requireSelection
            onConfirm={(picked) => confirmed.push(picked)}
            onCancel={() => undefined}
          />
        </ApiProvider>
      </AntApp>,
    );
    expect(await screen.findByText('审批人')).toBeTruthy();
    confirm();
    expect(await screen.findByText('请选择审批人')).toBeTruthy();
    expect(confirmed).toEqual([]);
    fireEvent.click(await within(dialog()).findByText('研发部'));
    fireEvent.click(await within(dialog()).findByText('刘洋/liuyang'));
    confirm();
    expect(confirmed).toEqual([[{ key: liuyang.id, label: liuyang.fullName, kind: 'user', hint: liuyang.organize }]]);
  });
});

describe('names of stored users', () => {
  it('asks getSelectedList once for every user the form shows, read-only too', async () => {
    const { api, calls } = server();
    drawForm([node({}, 'a'), node({ multiple: true }, 'b')], api, { values: { a: 'u1', b: ['u2', 'currentUser', 'gone'] }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-b').textContent).toBe('陈杰/chenjie,当前用户,gone'));
    expect(screen.getByTestId('view-a').textContent).toBe('刘洋/liuyang');
    const asked = pickerCalls(calls, 'getSelectedList');
    expect(asked).toHaveLength(1);
    expect(asked[0].payload).toEqual({ ids: ['u1', 'u2', 'currentUser', 'gone'] });
  });

  it('gives names through the format context as text, the system variable translated', () => {
    const format = widgetSpec('userSelect')!.format!;
    const context = {
      t: (key: string) => (key === 'widget.userSelect.currentUser' ? '当前用户' : key),
      entityName: (_kind: string, id: string) => (id === 'u1' ? '刘洋/liuyang' : undefined),
    };
    expect(format(['u1', 'currentUser', 'u9'], { multiple: true }, context)).toBe('刘洋/liuyang,当前用户,u9');
    expect(format('', {}, context)).toBe('');
  });
});

describe('on the server', () => {
  it('takes an id, or several distinct ids when multiple; required means one at least', () => {
    expect(serverIssues([node()], { owner: 'u1' })).toEqual([]);
    expect(serverIssues([node()], { owner: 'x'.repeat(51) })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { owner: ['u1', 'u2'] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { owner: ['u1', 'u1'] })).not.toEqual([]);
    expect(serverIssues([{ ...node(), rules: { required: true } }], {}).map((issue) => issue.message.key)).toEqual(['form.required']);
  });
});
