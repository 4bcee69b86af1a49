// The list designer in jsdom: choosing the kind and its settings, columns picked
// and reordered by keyboard drag, search fields and their match, buttons, paging
// and permission switches — each edit handing the next design to onChange — and
// the problems of a design against a form that lost a field.
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { Envelope, Transport } from '@core/api/envelope';
import type { FormNode } from '@core/form';
import { emptyListDesign, type ListDesign } from '@core/model/design';
import { i18n } from '@app/i18n';
import { ListDesigner } from '@renderers/listDesigner';
import { drawWithApi } from './apiHarness';

const form: FormNode[] = [
  { id: 'nTitle', widget: 'comInput', field: 'title', label: '标题' },
  { id: 'nKind', widget: 'select', field: 'kind', label: '类别', props: { options: { kind: 'static', options: [{ label: '差旅', value: 'travel' }] } } },
  { id: 'nDate', widget: 'date', field: 'claimDate', label: '日期' },
  { id: 'nAmount', widget: 'numInput', field: 'amount', label: '金额' },
  { id: 'nLines', widget: 'table', field: 'lines', label: '明细', children: [{ id: 'nItem', widget: 'comInput', field: 'item', label: '项目' }] },
];

const ok = <T,>(data: T): Envelope<T> => ({ code: 200, msg: '', data });

const transport: Transport = async <T,>(_method: string, url: string) => {
  if (url === '/api/system/DataInterface/Selector')
    return ok({
      list: [
        {
          id: 'c1',
          fullName: '基础',
          children: [
            {
              id: 'if1',
              fullName: '部门树',
              enCode: 'deptTree',
              type: 2,
              hasPage: 0,
              fieldJson: '[{"field":"code","defaultValue":"编码"}]',
              parameterJson: '[]',
            },
          ],
        },
      ],
    }) as Envelope<T>;
  if (url === '/api/system/DictionaryType') return ok({ list: [] }) as Envelope<T>;
  return ok(null) as Envelope<T>;
};

/** The designer under a parent that keeps the design, as the designer dialog does; every design handed out is recorded. */
function draw(start: ListDesign, nodes: FormNode[] = form) {
  const designs: ListDesign[] = [];
  function Parent() {
    const [list, setList] = useState(start);
    return (
      <ListDesigner
        list={list}
        form={nodes}
        onChange={(next) => {
          designs.push(next);
          setList(next);
        }}
      />
    );
  }
  drawWithApi(transport, <Parent />);
  return { designs, last: () => designs[designs.length - 1] };
}

/** Opens an antd select by its test id and clicks the option with this text. */
async function choose(testId: string, option: string) {
  const select = screen.getByTestId(testId);
  const opener = select.classList.contains('ant-select') ? select : (select.closest('.ant-select') ?? select);
  fireEvent.mouseDown(within(opener as HTMLElement).queryByRole('combobox') ?? opener);
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

afterEach(cleanup);

// antd's selects and drags take seconds in jsdom, more beside other test files.
describe('list designer', { timeout: 30_000 }, () => {
  it('picks the grouped kind with a column to group by, and the tree on the left from a data interface', async () => {
    await i18n.changeLanguage('zh');
    const view = draw({ ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'kind' }] });
    fireEvent.click(screen.getByText('分组表格'));
    expect(view.last()).toMatchObject({ type: 3, groupField: 'title' });
    await choose('group-field', '类别');
    expect(view.last().groupField).toBe('kind');
    expect(screen.queryByTestId('list-problems')).toBeNull();

    fireEvent.click(screen.getByText('左侧树形+普通表格'));
    expect(view.last()).toMatchObject({ type: 2, tree: { source: 'dictionary', field: 'title' } });
    // A dictionary source with no dictionary chosen is a problem shown at once.
    expect(screen.getByTestId('list-problems').textContent).toContain('请选择数据字典');
    await choose('tree-source', '数据接口');
    await choose('tree-interface', '部门树 (deptTree)');
    fireEvent.change(within(screen.getByTestId('tree-valueField')).queryByRole('combobox') ?? screen.getByTestId('tree-valueField'), {
      target: { value: 'code' },
    });
    fireEvent.change(within(screen.getByTestId('tree-labelField')).queryByRole('combobox') ?? screen.getByTestId('tree-labelField'), {
      target: { value: 'name' },
    });
    expect(view.last().tree).toEqual({ source: 'dataInterface', interfaceId: 'if1', valueField: 'code', labelField: 'name', field: 'title' });
    expect(screen.queryByTestId('list-problems')).toBeNull();
  });

  it('chooses columns from the top-level and system fields and reorders them by keyboard drag', async () => {
    const view = draw({ ...emptyListDesign(), columns: [{ field: 'title' }] });
    expect(screen.queryByTestId('column-pick-item')).toBeNull();
    fireEvent.click(screen.getByTestId('column-pick-amount'));
    fireEvent.click(screen.getByTestId('column-pick-creatorTime'));
    expect(view.last().columns.map((column) => column.field)).toEqual(['title', 'amount', 'creatorTime']);
    fireEvent.click(screen.getByTestId('column-sortable-amount'));
    fireEvent.change(screen.getByTestId('column-width-amount').querySelector('input') ?? screen.getByTestId('column-width-amount'), {
      target: { value: '120' },
    });
    expect(view.last().columns[1]).toEqual({ field: 'amount', sortable: true, width: 120 });

    // Each row a place of its own (jsdom lays nothing out). jsdom also ignores the transform the lifted row is drawn with,
    // so the first arrow only reaches the row's own place again and the second takes it past the next column.
    for (const [index, field] of ['title', 'amount', 'creatorTime'].entries()) {
      const row = screen.getByTestId(`column-${field}`);
      row.getBoundingClientRect = () => ({
        x: 0,
        y: index * 40,
        top: index * 40,
        left: 0,
        bottom: index * 40 + 40,
        right: 600,
        width: 600,
        height: 40,
        toJSON: () => ({}),
      });
    }
    const handle = screen.getByTestId('column-drag-title');
    handle.focus();
    await act(async () => {
      fireEvent.keyDown(handle, { code: 'Space' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      fireEvent.keyDown(handle, { code: 'ArrowDown' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      fireEvent.keyDown(handle, { code: 'ArrowDown' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      fireEvent.keyDown(handle, { code: 'Space' });
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(view.last().columns.map((column) => column.field)).toEqual(['amount', 'title', 'creatorTime']);
  });

  it('adds search fields with the match their field allows and sets the keyword, buttons, paging, sort and permissions', async () => {
    const view = draw(emptyListDesign());
    fireEvent.click(screen.getByText('查询字段'));
    await choose('search-add', '日期');
    await choose('search-add', '标题');
    expect(view.last().search).toEqual([
      { field: 'claimDate', searchType: 3 },
      { field: 'title', searchType: 2 },
    ]);
    // A text field offers no range.
    fireEvent.mouseDown(within(screen.getByTestId('search-type-title').closest('.ant-select') as HTMLElement).getByRole('combobox'));
    const dropdowns = document.querySelectorAll('.ant-select-dropdown');
    const offered = [...dropdowns[dropdowns.length - 1].querySelectorAll('.ant-select-item-option')].map((option) => option.getAttribute('title'));
    expect(offered).toEqual(['等于查询', '模糊查询']);
    await choose('keyword-fields', '标题');
    expect(view.last().keywordFields).toEqual(['title']);

    fireEvent.click(screen.getByText('表格配置'));
    fireEvent.click(screen.getByTestId('toolbar-upload'));
    fireEvent.click(screen.getByTestId('row-detail'));
    expect(view.last()).toMatchObject({ toolbar: ['add', 'download', 'batchRemove'], rowActions: ['edit', 'remove'] });
    fireEvent.click(screen.getByTestId('has-page'));
    expect(view.last().paging.hasPage).toBe(false);
    fireEvent.click(screen.getByTestId('permission-column'));
    expect(view.last().permissions).toEqual({ column: true, form: false, button: false, data: false });
    await choose('sort-order', '升序');
    expect(view.last().sort).toEqual({ field: 'creatorTime', order: 'asc' });
  });

  it('shows what is wrong when the form lost a column and a text field is searched by range', async () => {
    await i18n.changeLanguage('zh');
    draw(
      { ...emptyListDesign(), columns: [{ field: 'title' }, { field: 'removed' }], search: [{ field: 'title', searchType: 3 }] },
      form.filter((node) => node.field !== 'amount'),
    );
    const problems = screen.getByTestId('list-problems').textContent ?? '';
    expect(problems).toContain('字段“removed”已不在表单中');
    expect(problems).toContain('“标题”不是日期或数字，不能范围查询');
  });
});
