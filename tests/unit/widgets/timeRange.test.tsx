// The time range (JNPF's timeRange, spec 03 §5, §9): two 'HH:mm:ss' times
// within its bounds, 00:00:00 to 23:59:59 unless set, bounds padded to HH:mm:ss.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { compileForm, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { conditionIssues } from '@core/form';
import dayjs from 'dayjs';
import { i18n } from '@app/i18n';
import { storedTimes } from '@widgets/timeRange/index';
import { drawForm, fakeServer, serverIssues } from './choosingHarness';

const node = (props: Record<string, unknown> = {}): FormNode => ({ id: 'hours', widget: 'timeRange', field: 'hours', label: 'widget.timeRange', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const inputs = () => screen.getByTestId('field-hours').querySelectorAll('input');
async function type(start: string, end: string) {
  for (const [index, text] of [start, end].entries()) {
    const input = inputs()[index];
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter' });
  }
  await act(async () => {});
}
const openPicker = () => {
  fireEvent.mouseDown(inputs()[0]);
  fireEvent.click(inputs()[0]);
  fireEvent.focus(inputs()[0]);
};
const disabledCells = () =>
  [...document.querySelectorAll('.ant-picker-time-panel-column')].map((column) => column.querySelectorAll('li.ant-picker-time-panel-cell-disabled').length);

describe('picking a time range', () => {
  it('shows 开始时间 and 结束时间, and stores two HH:mm:ss times', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    expect([...inputs()].map((input) => input.placeholder)).toEqual(['开始时间', '结束时间']);
    await type('09:15:00', '17:45:30');
    expect(store.value('hours')).toEqual(['09:15:00', '17:45:30']);
  });

  it('offers the whole day by default: no hour is disabled', () => {
    const { api } = fakeServer();
    drawForm([node()], api);
    openPicker();
    expect(disabledCells()).toEqual([0, 0, 0]);
  });

  it('disables the hours outside its bounds, written HH:mm and padded to HH:mm:ss', () => {
    const { api } = fakeServer();
    drawForm([node({ startTime: '8:00', endTime: '18:00:00' })], api);
    openPicker();
    // 0–7 and 19–23.
    expect(disabledCells()[0]).toBe(13);
  });

  it('stores HH:mm:ss in the HH:mm format too, with zero seconds', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ format: 'HH:mm' })], api);
    await type('09:15', '17:45');
    expect(store.value('hours')).toEqual(['09:15:00', '17:45:00']);
    expect([...inputs()].map((input) => input.value)).toEqual(['09:15', '17:45']);
  });

  it('puts the earlier time first', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    await type('17:00:00', '09:00:00');
    expect(store.value('hours')).toEqual(['09:00:00', '17:00:00']);
  });

  it('keeps a time typed outside the bounds out of the value', async () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ startTime: '08:00:00', endTime: '18:00:00' })], api);
    await type('07:00:00', '19:00:00');
    const stored = (store.value('hours') ?? []) as string[];
    expect(stored.every((time) => time >= '08:00:00' && time <= '18:00:00')).toBe(true);
    const at = (time: string) => dayjs(`2024-01-01 ${time}`);
    expect(storedTimes([at('07:00:00'), at('19:00:00')], '08:00:00', '18:00:00')).toEqual(['08:00:00', '18:00:00']);
  });

  it('stores an empty list when cleared', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api, { values: { hours: ['09:00:00', '10:00:00'] } });
    const clear = screen.getByTestId('field-hours').querySelector('.ant-picker-clear')!;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(store.value('hours')).toEqual([]);
  });
});

describe('as text', () => {
  it('shows both times, joined', () => {
    const format = widgetSpec('timeRange')!.format!;
    expect(format(['09:15:00', '17:45:30'], {}, { t: String })).toBe('09:15:00 ~ 17:45:30');
    expect(format(['09:15:00', '17:45:00'], { format: 'HH:mm' }, { t: String })).toBe('09:15 ~ 17:45');
  });
});

describe('what the server accepts', () => {
  it('takes two HH:mm:ss times, or an empty list', () => {
    expect(serverIssues([node()], { hours: ['09:15:00', '17:45:30'] })).toEqual([]);
    expect(serverIssues([node()], { hours: [] })).toEqual([]);
    expect(serverIssues([node()], { hours: ['9:15', '17:45:30'] })).not.toEqual([]);
    expect(serverIssues([node()], { hours: ['24:00:00', '23:00:00'] })).not.toEqual([]);
    expect(serverIssues([node()], { hours: ['09:15:00'] })).not.toEqual([]);
  });

  it('refuses bounds that are no time of day when the form is compiled', () => {
    expect(() => serverIssues([node({ startTime: 'noon' })], {})).toThrow(/the property startTime must be a time of day/);
  });

  it('finds a start after the end, and a time outside the bounds, in the check after the schema', () => {
    const form = compileForm([node({ startTime: '08:00', endTime: '18:00' })]);
    expect(conditionIssues(form, { hours: ['17:00:00', '09:00:00'] })).toEqual([{ field: 'hours', message: { key: 'widget.timeRange.order' } }]);
    expect(conditionIssues(form, { hours: ['07:59:59', '09:00:00'] })).toEqual([
      { field: 'hours', message: { key: 'widget.timeRange.outOfBounds', params: { start: '08:00:00', end: '18:00:00' } } },
    ]);
    expect(conditionIssues(form, { hours: ['08:00:00', '18:00:00'] })).toEqual([]);
  });
});
