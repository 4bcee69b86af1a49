// The cascader (JNPF's cascader): a path through a tree of options from fixed
// options, a dictionary or an API call; stored as the path of values (a list of
// paths when multiple), shown with every level or the last, joined by the separator.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues } from './choosingHarness';

const tree = {
  kind: 'static',
  options: [
    {
      label: '浙江',
      value: 'zj',
      children: [
        { label: '杭州', value: 'hz', children: [{ label: '西湖', value: 'xh' }] },
        { label: '宁波', value: 'nb' },
      ],
    },
    { label: '江苏', value: 'js' },
  ],
};
const node = (props: Record<string, unknown> = {}): FormNode => ({
  id: 'place',
  widget: 'cascader',
  field: 'place',
  label: 'widget.cascader',
  props: { options: tree, ...props },
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const control = () => screen.getByTestId('field-place');
const openMenu = () => fireEvent.mouseDown(control().querySelector('input')!);
const menuItem = async (label: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-cascader-menu-item[title="${label}"]`)).not.toBeNull());
  return document.querySelector(`.ant-cascader-menu-item[title="${label}"]`) as HTMLElement;
};
const choose = async (...labels: string[]) => {
  for (const label of labels) fireEvent.click(await menuItem(label));
};

describe('choosing a path', () => {
  it('stores the values of the path chosen through a fixed tree and shows its labels joined by /', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    openMenu();
    await choose('浙江', '杭州', '西湖');
    expect(store.value('place')).toEqual(['zj', 'hz', 'xh']);
    expect(control().textContent).toContain('浙江/杭州/西湖');
  });

  it('shows the last level alone when showAllLevels is off, and joins by its separator', () => {
    const { api } = fakeServer();
    drawForm([node({ showAllLevels: false })], api, { values: { place: ['zj', 'hz', 'xh'] } });
    expect(control().textContent).toBe('西湖');
    cleanup();
    drawForm([node({ separator: ' > ' })], api, { values: { place: ['zj', 'hz'] } });
    expect(control().textContent).toBe('浙江 > 杭州');
  });

  it('stores several paths when multiple, each a list of values', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ multiple: true })], api);
    openMenu();
    fireEvent.click((await menuItem('江苏')).querySelector('.ant-cascader-checkbox')!);
    await choose('浙江');
    fireEvent.click((await menuItem('宁波')).querySelector('.ant-cascader-checkbox')!);
    expect(store.value('place')).toEqual([['js'], ['zj', 'nb']]);
  });

  it('takes its tree from a dictionary, storing item ids', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ options: { kind: 'dictionary', dictionary: 'businessType' } })], api);
    openMenu();
    await choose('销售', '零售');
    expect(store.value('place')).toEqual(['sales', 'retail']);
  });

  it('takes its tree from an API call by its label, value and children fields', async () => {
    const { api, calls } = fakeServer((url) =>
      url === '/api/demo/Regions' ? { list: [{ name: '华东', code: 'east', items: [{ name: '上海', code: 'sh' }] }] } : undefined,
    );
    const { store } = drawForm(
      [node({ options: { kind: 'api', call: { method: 'GET', url: '/api/demo/Regions' }, labelField: 'name', valueField: 'code', childrenField: 'items' } })],
      api,
    );
    openMenu();
    await choose('华东', '上海');
    expect(store.value('place')).toEqual(['east', 'sh']);
    expect(calls.filter((call) => call.url === '/api/demo/Regions')).toHaveLength(1);
  });

  it('filters by typing only when filterable', async () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    expect(control().querySelector('input')!.readOnly).toBe(true);
    cleanup();
    const { store } = drawForm([node({ filterable: true })], api);
    const input = control().querySelector('input')!;
    expect(input.readOnly).toBe(false);
    fireEvent.change(input, { target: { value: '西湖' } });
    const match = await waitFor(() => {
      const found = document.querySelector('.ant-cascader-menu-item') as HTMLElement | null;
      expect(found?.textContent).toContain('西湖');
      return found!;
    });
    fireEvent.click(match);
    expect(store.value('place')).toEqual(['zj', 'hz', 'xh']);
  });

  it('stores an empty list when cleared', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { place: ['js'] } });
    const clear = control().querySelector('.ant-select-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(store.value('place')).toEqual([]));
  });

  it('does not open while read-only', () => {
    const { api } = fakeServer();
    drawForm([{ ...node(), readOnly: true }], api);
    openMenu();
    expect(document.querySelector('.ant-cascader-menu-item')).toBeNull();
  });
});

describe('as text', () => {
  const format = widgetSpec('cascader')!.format!;
  const context = {
    t: (key: string) => key,
    dictionaryLabel: (code: string, value: unknown) => (code === 'businessType' && value === 'sales' ? '销售' : String(value)),
  };

  it('joins the labels of each level, and several paths by commas', () => {
    expect(format(['zj', 'hz', 'xh'], { options: tree }, context)).toBe('浙江/杭州/西湖');
    expect(format(['zj', 'hz'], { options: tree, showAllLevels: false }, context)).toBe('杭州');
    expect(format([['zj', 'nb'], ['js']], { options: tree, multiple: true }, context)).toBe('浙江/宁波,江苏');
    expect(format(['sales'], { options: { kind: 'dictionary', dictionary: 'businessType' } }, context)).toBe('销售');
    expect(format(null, { options: tree }, context)).toBe('');
  });
});

describe('what the server accepts', () => {
  it("takes a path of the fixed tree's values, or an empty one", () => {
    expect(serverIssues([node()], { place: ['zj', 'hz', 'xh'] })).toEqual([]);
    expect(serverIssues([node()], { place: [] })).toEqual([]);
    expect(serverIssues([node()], { place: ['zj', 'nowhere'] })).not.toEqual([]);
  });

  it('takes at most ten levels of bounded text from a dictionary or a call', () => {
    const dictionary = node({ options: { kind: 'dictionary', dictionary: 'businessType' } });
    expect(serverIssues([dictionary], { place: ['sales', 'retail'] })).toEqual([]);
    expect(serverIssues([dictionary], { place: Array.from({ length: 11 }, (_, i) => `l${i}`) })).not.toEqual([]);
    expect(serverIssues([dictionary], { place: ['x'.repeat(101)] })).not.toEqual([]);
  });

  it('takes a list of distinct non-empty paths when multiple', () => {
    expect(serverIssues([node({ multiple: true })], { place: [['zj', 'nb'], ['js']] })).toEqual([]);
    expect(serverIssues([node({ multiple: true })], { place: [['js'], ['js']] })).not.toEqual([]);
    expect(serverIssues([node({ multiple: true })], { place: [[]] })).not.toEqual([]);
  });

  it('refuses a required path left empty', () => {
    expect(serverIssues([{ ...node(), rules: { required: true } }], { place: [] })).toEqual([{ field: 'place', message: { key: 'form.required' } }]);
  });

  it('refuses a malformed fixed tree when the form is compiled', () => {
    expect(() => serverIssues([node({ options: { kind: 'static', options: [{ label: 'a', value: 'a', children: [{ value: 'b' }] }] } })], {})).toThrow(
      /the property options is not an option source: the static tree has an option that is not/,
    );
  });
});
