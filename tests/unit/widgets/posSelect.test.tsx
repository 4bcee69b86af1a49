// The position picker (spec 03 §2 选择岗位, §4, §5, §6): organisations opened
// one at a time into their positions, only positions chosen; a custom list's
// positions under their organisations; stored as the id, or a list of ids;
// shown as the positions' names, named in one request per screen.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { compileForm, conditionIssues, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, serverIssues } from './choosingHarness';
import { orgPickerServer } from './orgPickerServer';

const node = (props: Record<string, unknown> = {}, field = 'pos'): FormNode => ({ id: field, widget: 'posSelect', field, label: 'widget.posSelect', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const dialog = () => within(screen.getByRole('dialog'));
const openPicker = async (field = 'pos') => {
  fireEvent.click(screen.getByTestId(`field-${field}`));
  return within(await screen.findByRole('dialog'));
};
const treeNode = (key: string) => screen.findByTestId(`picker-node-${key}`);
const confirm = () => fireEvent.click(dialog().getByRole('button', { name: '确 定' }));
const selected = () => within(screen.getByTestId('picker-selected'));
const pickerCalls = (calls: { url: string; payload: unknown }[]) => calls.filter((call) => call.url.startsWith('/api/permission/'));
const search = (keyword: string) => {
  const box = dialog().getByPlaceholderText('请输入关键词查询');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
};

// antd's dialog and tree draw slowly in jsdom on a busy machine.
describe('the 选择岗位 dialog', { timeout: 20_000 }, () => {
  it('opens organisations one at a time into their positions; only a position is chosen', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node()], api);
    const picker = await openPicker();
    expect(picker.getByText('选择岗位')).toBeTruthy();
    fireEvent.click(await treeNode('company:c1'));
    fireEvent.click(await treeNode('department:d1'));
    expect(selected().getByText('暂无数据')).toBeTruthy();
    fireEvent.click(await treeNode('position:p1'));
    expect(selected().getByText('前端工程师')).toBeTruthy();
    expect(pickerCalls(calls).map((call) => [call.url, call.payload])).toEqual([
      ['/api/permission/Position/Selector', {}],
      ['/api/permission/Position/Selector', { parentId: 'c1' }],
      ['/api/permission/Position/Selector', { parentId: 'd1' }],
    ]);
    confirm();
    expect(store.value('pos')).toBe('p1');
    await waitFor(() => expect(screen.getByTestId('field-pos').textContent).toContain('前端工程师'));
  });

  it('stores several ids when multiple; a second click on a position removes it', async () => {
    const { api } = orgPickerServer();
    const { store } = drawForm([node({ multiple: true })], api);
    await openPicker();
    search('前端');
    fireEvent.click(await treeNode('position:p3'));
    fireEvent.click(await treeNode('position:p1'));
    fireEvent.click(await treeNode('position:p3'));
    expect(within(await treeNode('position:p1')).getByText('集团/研发部')).toBeTruthy();
    confirm();
    expect(store.value('pos')).toEqual(['p1']);
  });

  it('within the organisations another field holds: only their positions, following that field as it changes', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm(
      [
        { id: 'orgs', widget: 'depSelect', field: 'orgs', label: 'widget.depSelect', props: { multiple: true } },
        node({ multiple: true, organizeField: 'orgs' }),
      ],
      api,
      { values: { orgs: ['d2'] } },
    );
    await openPicker();
    await treeNode('position:p2');
    expect(screen.queryByTestId('picker-node-position:p1')).toBeNull();
    expect(
      pickerCalls(calls)
        .filter((call) => call.url.includes('getListByOrgIds'))
        .map((call) => call.payload),
    ).toEqual([{ organizeIds: ['d2'] }]);
    fireEvent.click(dialog().getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => store.setValue('orgs', ['d1', 'd11']));
    await openPicker();
    await waitFor(() =>
      expect(
        pickerCalls(calls)
          .filter((call) => call.url.includes('getListByOrgIds'))
          .at(-1)?.payload,
      ).toEqual({ organizeIds: ['d1', 'd11'] }),
    );
    fireEvent.click(await treeNode('position:p3'));
    expect(screen.queryByTestId('picker-node-position:p2')).toBeNull();
    confirm();
    expect(store.value('pos')).toEqual(['p3']);
  });

  it('within organisations, none chosen yet: nothing is offered and nothing is asked', async () => {
    const { api, calls } = orgPickerServer();
    drawForm([{ id: 'orgs', widget: 'depSelect', field: 'orgs', label: 'widget.depSelect', props: { multiple: true } }, node({ organizeField: 'orgs' })], api);
    await openPicker();
    await waitFor(() => expect(within(screen.getByTestId('picker-tree')).queryAllByTestId(/^picker-node-/)).toHaveLength(0));
    expect(pickerCalls(calls).filter((call) => call.url.includes('Position'))).toEqual([]);
  });

  it('custom: the allowed positions under their organisations, shown open; a search stays among them', async () => {
    const { api, calls } = orgPickerServer();
    const { store } = drawForm([node({ selectType: 'custom', ableIds: ['p2', 'p3'], multiple: true })], api);
    await openPicker();
    expect((await treeNode('department:d2')).textContent).toBe('集团/财务部');
    fireEvent.click(await treeNode('position:p2'));
    expect(pickerCalls(calls)).toEqual([{ method: 'POST', url: '/api/permission/Position/PositionCondition', payload: { ids: ['p2', 'p3'] } }]);
    search('组长');
    fireEvent.click(await treeNode('position:p3'));
    expect(pickerCalls(calls).at(-1)).toMatchObject({ payload: { ids: ['p2', 'p3'], keyword: '组长' } });
    confirm();
    expect(store.value('pos')).toEqual(['p2', 'p3']);
  });
});

describe('as text', () => {
  it('names the stored positions of a screen in one request, in the read-only view', async () => {
    const { api, calls } = orgPickerServer();
    drawForm([node({ multiple: true }), node({}, 'main')], api, { values: { pos: ['p1', 'p2'], main: 'p3' }, viewOnly: true });
    await waitFor(() => expect(screen.getByTestId('view-pos').textContent).toBe('前端工程师,会计'));
    expect(screen.getByTestId('view-main').textContent).toBe('前端组长');
    const lookups = pickerCalls(calls).filter((call) => call.url === '/api/permission/Position/ListByIds');
    expect(lookups).toHaveLength(1);
    expect([...(lookups[0].payload as { ids: string[] }).ids].sort()).toEqual(['p1', 'p2', 'p3']);
  });

  it('formats ids by the position names the context knows', () => {
    const format = widgetSpec('posSelect')!.format!;
    const context = {
      t: (key: string) => key,
      entityName: (entity: string, id: string) => (entity === 'position' ? ({ p1: '前端工程师' } as Record<string, string>)[id] : undefined),
    };
    expect(format(['p1', 'p9'], { multiple: true }, context)).toBe('前端工程师,p9');
  });
});

describe('on the server', () => {
  it('takes an id, or a list of ids when multiple; a custom picker only the allowed ones', () => {
    expect(serverIssues([node()], { pos: 'p1' })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { pos: ['p1', 'p2'] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { pos: [{ id: 'p1' }] })).not.toEqual([]);
    const form = compileForm([node({ selectType: 'custom', ableIds: ['p2'] }), node({ selectType: 'custom', ableIds: ['p2', 'p3'], multiple: true }, 'many')]);
    expect(conditionIssues(form, { pos: 'p2', many: ['p3', 'p2'] })).toEqual([]);
    expect(conditionIssues(form, { pos: 'p1', many: ['p3', 'p1'] })).toEqual([
      { field: 'pos', message: { key: 'widget.orgPicker.notAllowed' } },
      { field: 'many', message: { key: 'widget.orgPicker.notAllowed' } },
    ]);
  });
});
