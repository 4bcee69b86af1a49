// The date range (JNPF's dateRange, spec 03 §3, §5): a pair of epoch
// milliseconds cut to its format (a year format keeps January 1st, a month
// format the 1st), the start never after the end.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { conditionIssues } from '@core/form';
import { compileForm } from '@core/form';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues } from './choosingHarness';

const node = (props: Record<string, unknown> = {}): FormNode => ({ id: 'span', widget: 'dateRange', field: 'span', label: 'widget.dateRange', props });
const at = (year: number, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0) => new Date(year, month - 1, day, hours, minutes, seconds).getTime();

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const inputs = () => screen.getByTestId('field-span').querySelectorAll('input');
const openPicker = () => {
  fireEvent.mouseDown(inputs()[0]);
  fireEvent.click(inputs()[0]);
  fireEvent.focus(inputs()[0]);
};
const clickCell = (title: string) => fireEvent.click(document.querySelector(`td[title="${title}"]`)!.querySelector('div')!);

describe('picking a range', () => {
  it('shows 开始日期 and 结束日期 until a range is chosen, and the stored pair in its format', () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    expect([...inputs()].map((input) => input.placeholder)).toEqual(['开始日期', '结束日期']);
    cleanup();
    drawForm([node({ format: 'YYYY-MM-DD HH:mm' })], api, { values: { span: [at(2024, 5, 3, 8, 30), at(2024, 5, 10, 17, 0)] } });
    expect([...inputs()].map((input) => input.value)).toEqual(['2024-05-03 08:30', '2024-05-10 17:00']);
  });

  it('stores two days as the epoch milliseconds of their midnights', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { span: [at(2024, 5, 1), at(2024, 5, 2)] } });
    openPicker();
    clickCell('2024-05-03');
    clickCell('2024-05-10');
    expect(store.value('span')).toEqual([at(2024, 5, 3), at(2024, 5, 10)]);
  });

  it('keeps only January 1st of a year in the year format', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ format: 'YYYY' })], api, { values: { span: [at(2024), at(2025)] } });
    openPicker();
    clickCell('2022');
    clickCell('2027');
    expect(store.value('span')).toEqual([at(2022), at(2027)]);
  });

  it('keeps the 1st of a month in the month format', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ format: 'YYYY-MM' })], api, { values: { span: [at(2024, 2), at(2024, 3)] } });
    openPicker();
    clickCell('2024-04');
    clickCell('2024-09');
    expect(store.value('span')).toEqual([at(2024, 4), at(2024, 9)]);
  });

  it('puts the earlier day first whichever is picked first', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { span: [at(2024, 5, 1), at(2024, 5, 2)] } });
    openPicker();
    clickCell('2024-05-20');
    clickCell('2024-05-04');
    expect(store.value('span')).toEqual([at(2024, 5, 4), at(2024, 5, 20)]);
  });

  it('stores an empty list when cleared', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { span: [at(2024, 5, 1), at(2024, 5, 2)] } });
    const clear = screen.getByTestId('field-span').querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(store.value('span')).toEqual([]);
  });
});

describe('as text', () => {
  it('shows both ends in the format', () => {
    const format = widgetSpec('dateRange')!.format!;
    expect(format([at(2024, 5, 3), at(2024, 5, 10)], { format: 'YYYY-MM-DD' }, { t: String })).toBe('2024-05-03 ~ 2024-05-10');
    expect(format([at(2024), at(2026)], { format: 'YYYY' }, { t: String })).toBe('2024 ~ 2026');
    expect(format([], {}, { t: String })).toBe('');
  });

  it('shows the pair in the read-only view', () => {
    const { api } = fakeServer();
    drawForm([node()], api, { values: { span: [at(2024, 5, 3), at(2024, 5, 10)] }, viewOnly: true });
    expect(screen.getByTestId('view-span').textContent).toBe('2024-05-03 ~ 2024-05-10');
  });
});

describe('what the server accepts', () => {
  it('takes a pair of epoch milliseconds, or an empty list', () => {
    expect(serverIssues([node()], { span: [at(2024, 5, 3), at(2024, 5, 10)] })).toEqual([]);
    expect(serverIssues([node()], { span: [] })).toEqual([]);
    expect(serverIssues([node()], { span: [at(2024, 5, 3)] })).not.toEqual([]);
    expect(serverIssues([node()], { span: [at(2024), at(2025), at(2026)] })).not.toEqual([]);
    expect(serverIssues([node()], { span: ['soon', at(2025)] })).not.toEqual([]);
    expect(serverIssues([node()], { span: [at(2024), 1e20] })).not.toEqual([]);
  });

  it('refuses a required range left empty', () => {
    expect(serverIssues([{ ...node(), rules: { required: true } }], { span: [] })).toEqual([{ field: 'span', message: { key: 'form.required' } }]);
  });

  it('finds a start after the end in the check after the schema, in fields and in sub-table rows', () => {
    const form = compileForm([node(), { id: 'lines', widget: 'table', field: 'lines', children: [{ id: 'when', widget: 'dateRange', field: 'when' }] }]);
    const values = { span: [at(2025), at(2024)], lines: [{ when: [at(2024), at(2025)] }, { when: [at(2025, 2), at(2025, 1)] }] };
    expect(serverIssues([node()], { span: [at(2025), at(2024)] })).toEqual([]);
    expect(conditionIssues(form, values)).toEqual([
      { field: 'span', message: { key: 'widget.dateRange.order' } },
      { field: 'lines/1/when', message: { key: 'widget.dateRange.order' } },
    ]);
    expect(conditionIssues(form, { span: [at(2024), at(2024)] })).toEqual([]);
  });
});
