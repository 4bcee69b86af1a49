// The number range (spec 03 §3, §5): [min, max], an end may stay empty, an empty
// list when both are; its precision; a minimum above the maximum is told.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { compileForm, type FormNode } from '@core/form';
import { widgetSpec } from '@core/widgets';
import { conditionIssues } from '@core/form';
import { i18n } from '@app/i18n';
import { drawForm, fakeServer, serverIssues } from './choosingHarness';

const node = (props: Record<string, unknown> = {}): FormNode => ({ id: 'price', widget: 'numRange', field: 'price', label: 'widget.numRange', props });

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const end = (which: 'min' | 'max') => screen.getByTestId(`field-price-${which}`) as HTMLInputElement;
const typeIn = (which: 'min' | 'max', text: string) => fireEvent.change(end(which), { target: { value: text } });

describe('typing a range', () => {
  it('shows 最小值 and 最大值, and stores [min, max]', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    expect([end('min').placeholder, end('max').placeholder]).toEqual(['最小值', '最大值']);
    typeIn('min', '10');
    typeIn('max', '20.5');
    expect(store.value('price')).toEqual([10, 20.5]);
  });

  it('keeps an end empty, and stores an empty list when both are', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node()], api);
    typeIn('max', '8');
    expect(store.value('price')).toEqual([null, 8]);
    typeIn('max', '');
    expect(store.value('price')).toEqual([]);
  });

  it('rounds to its precision', () => {
    const { api } = fakeServer();
    const { store } = drawForm([node({ precision: 1 })], api);
    typeIn('min', '1.26');
    fireEvent.blur(end('min'));
    expect(store.value('price')).toEqual([1.3, null]);
  });

  it('tells a minimum above the maximum where it is typed: 最小值不能大于最大值', () => {
    const { api } = fakeServer();
    drawForm([node()], api, { values: { price: [5, 9] } });
    expect(screen.queryByTestId('order-price')).toBeNull();
    typeIn('min', '12');
    expect(screen.getByTestId('order-price').textContent).toBe('最小值不能大于最大值');
    typeIn('max', '15');
    expect(screen.queryByTestId('order-price')).toBeNull();
  });

  it('shows the stored ends, and nothing while read-only can change them', () => {
    const { api } = fakeServer();
    drawForm([{ ...node(), readOnly: true }], api, { values: { price: [1, 2] } });
    expect([end('min').value, end('max').value]).toEqual(['1', '2']);
    expect(end('min').disabled).toBe(true);
  });
});

describe('as text', () => {
  it('shows both ends at the precision, an empty end as nothing', () => {
    const format = widgetSpec('numRange')!.format!;
    expect(format([1, 2.5], { precision: 2 }, { t: String })).toBe('1.00 ~ 2.50');
    expect(format([null, 3], {}, { t: String })).toBe(' ~ 3');
    expect(format([], {}, { t: String })).toBe('');
  });
});

describe('what the server accepts', () => {
  it('takes [min, max] with either end empty, or an empty list, but not two empty ends', () => {
    expect(serverIssues([node()], { price: [1, 2.5] })).toEqual([]);
    expect(serverIssues([node()], { price: [null, 2] })).toEqual([]);
    expect(serverIssues([node()], { price: [] })).toEqual([]);
    expect(serverIssues([node()], { price: [null, null] })).not.toEqual([]);
    expect(serverIssues([node()], { price: [1] })).not.toEqual([]);
    expect(serverIssues([node()], { price: [1, 2, 3] })).not.toEqual([]);
    expect(serverIssues([node()], { price: [1, 1e16] })).not.toEqual([]);
  });

  it('keeps a zero an end, not an empty one', () => {
    const body = { price: [0, null] };
    expect(serverIssues([node()], body)).toEqual([]);
    expect(body.price).toEqual([0, null]);
  });

  it('takes whole numbers only at precision 0', () => {
    expect(serverIssues([node({ precision: 0 })], { price: [1, 2] })).toEqual([]);
    expect(serverIssues([node({ precision: 0 })], { price: [1.5, 2] })).not.toEqual([]);
  });

  it('finds a minimum above the maximum in the check after the schema', () => {
    const form = compileForm([node()]);
    expect(conditionIssues(form, { price: [3, 2] })).toEqual([{ field: 'price', message: { key: 'widget.numRange.order' } }]);
    expect(conditionIssues(form, { price: [2, 2] })).toEqual([]);
    expect(conditionIssues(form, { price: [5, null] })).toEqual([]);
  });
});
