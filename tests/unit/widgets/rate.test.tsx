// The star rating (JNPF's rate): five stars by default, whole or half stars,
// stored as a number from 0 to the count; read-only it draws disabled stars.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { defaultBindings } from '@widgets/index';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const stars = (within: HTMLElement) => [...within.querySelectorAll<HTMLElement>('li.ant-rate-star')];
const fullStars = (within: HTMLElement) => within.querySelectorAll('li.ant-rate-star-full').length;

describe('the star rating', () => {
  it('has five whole stars by default', () => {
    expect(defaultProps(widgetSpec('rate')!)).toEqual({ count: 5, allowHalf: false });
  });

  it('draws its count of stars and stores the star clicked as a number', () => {
    const { store } = drawForm([{ id: 'r', widget: 'rate', field: 'score', label: 'widget.rate', props: { count: 7 } }]);
    const field = screen.getByTestId('field-score');
    expect(stars(field)).toHaveLength(7);
    fireEvent.click(stars(field)[3].querySelector('div[role="radio"]')!);
    expect(store.value('score')).toBe(4);
    expect(fullStars(field)).toBe(4);
  });

  it('cannot be changed when read-only', () => {
    const { store } = drawForm([{ id: 'r', widget: 'rate', field: 'score', label: 'widget.rate', readOnly: true }], { values: { score: 2 } });
    const field = screen.getByTestId('field-score');
    expect(field.querySelector('.ant-rate-disabled')).not.toBeNull();
    fireEvent.click(stars(field)[4].querySelector('div[role="radio"]')!);
    expect(store.value('score')).toBe(2);
  });

  it('draws disabled stars in the read-only view and in a list cell', () => {
    drawForm([{ id: 'r', widget: 'rate', field: 'score', label: 'widget.rate' }], { values: { score: 3 }, viewOnly: true });
    const view = screen.getByTestId('item-score');
    expect(view.querySelector('.ant-rate-disabled')).not.toBeNull();
    expect(fullStars(view)).toBe(3);
    cleanup();
    const cell = render(<>{defaultBindings().get('rate')!.cell!(2.5, { count: 5, allowHalf: true }, { t: (key) => key, dictionaryLabel: () => '' })}</>);
    expect(fullStars(cell.container)).toBe(2);
    expect(cell.container.querySelectorAll('li.ant-rate-star-half')).toHaveLength(1);
  });

  it('is a number from 0 to its count on the server, in halves only when allowed', () => {
    const whole: FormNode[] = [{ id: 'r', widget: 'rate', field: 'score' }];
    expect(serverIssues(whole, { score: 5 })).toEqual([]);
    expect(serverIssues(whole, { score: 0 })).toEqual([]);
    expect(serverIssues(whole, { score: 6 })).toEqual([{ field: 'score', message: 'form.max?max=5' }]);
    expect(serverIssues(whole, { score: -1 })).toEqual([{ field: 'score', message: 'form.min?min=0' }]);
    expect(serverIssues(whole, { score: 2.5 })).toEqual([{ field: 'score', message: 'form.invalidValue' }]);
    expect(serverIssues(whole, { score: 'three' })).toEqual([{ field: 'score', message: 'form.invalidValue' }]);
    const halves: FormNode[] = [{ id: 'r', widget: 'rate', field: 'score', props: { count: 10, allowHalf: true } }];
    expect(serverIssues(halves, { score: 9.5 })).toEqual([]);
    expect(serverIssues(halves, { score: 9.25 })[0].field).toBe('score');
  });

  it('shows as its number in exports and lists without a cell', () => {
    expect(widgetSpec('rate')!.format!(3.5, {}, { t: (key) => key })).toBe('3.5');
    expect(widgetSpec('rate')!.format!(null, {}, { t: (key) => key })).toBe('');
  });
});
