// The slider (JNPF's slider): 0 to 100 in steps of 1 by default, one number or a
// [low, high] range, kept within its bounds on the server too.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { compileForm } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const handles = (name: string) => [...screen.getByTestId(`field-${name}`).querySelectorAll<HTMLElement>('[role="slider"]')];

describe('the slider', () => {
  it('runs from 0 to 100 in steps of 1, one value, by default', () => {
    expect(defaultProps(widgetSpec('slider')!)).toEqual({ min: 0, max: 100, step: 1, range: false });
  });

  it('moves by its step within its bounds and stores a number', () => {
    const { store } = drawForm([{ id: 's', widget: 'slider', field: 'level', label: 'widget.slider', props: { min: 10, max: 20, step: 5 } }], {
      values: { level: 15 },
    });
    const [handle] = handles('level');
    expect(handle.getAttribute('aria-valuemin')).toBe('10');
    expect(handle.getAttribute('aria-valuemax')).toBe('20');
    expect(handle.getAttribute('aria-valuenow')).toBe('15');
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(store.value('level')).toBe(20);
    fireEvent.keyDown(handle, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(store.value('level')).toBe(20);
  });

  it('stores a [low, high] pair when it selects a range', () => {
    const { store } = drawForm([{ id: 's', widget: 'slider', field: 'band', label: 'widget.slider', props: { range: true } }], { values: { band: [20, 40] } });
    const [low, high] = handles('band');
    expect([low.getAttribute('aria-valuenow'), high.getAttribute('aria-valuenow')]).toEqual(['20', '40']);
    fireEvent.keyDown(high, { key: 'ArrowRight', keyCode: 39, which: 39 });
    expect(store.value('band')).toEqual([20, 41]);
  });

  it('shows a disabled slider and its number read-only', () => {
    drawForm([{ id: 's', widget: 'slider', field: 'level', label: 'widget.slider' }], { values: { level: 30 }, viewOnly: true });
    const view = screen.getByTestId('item-level');
    expect(view.querySelector('.ant-slider-disabled')).not.toBeNull();
    expect(view.textContent).toContain('30');
    expect(widgetSpec('slider')!.format!([1, 9], { range: true }, { t: (key) => key })).toBe('1 ~ 9');
  });

  it("the server keeps a value within the node's bounds", () => {
    const nodes: FormNode[] = [{ id: 's', widget: 'slider', field: 'level', props: { min: -5, max: 5 } }];
    expect(serverIssues(nodes, { level: 5 })).toEqual([]);
    expect(serverIssues(nodes, { level: 0.5 })).toEqual([]);
    expect(serverIssues(nodes, { level: 6 })).toEqual([{ field: 'level', message: 'form.max?max=5' }]);
    expect(serverIssues(nodes, { level: -6 })).toEqual([{ field: 'level', message: 'form.min?min=-5' }]);
    expect(serverIssues(nodes, { level: [1, 2] })).toEqual([{ field: 'level', message: 'form.invalidValue' }]);
  });

  it('the server takes a range only as a pair within the bounds', () => {
    const nodes: FormNode[] = [{ id: 's', widget: 'slider', field: 'band', props: { range: true }, rules: { required: true } }];
    expect(serverIssues(nodes, { band: [10, 90] })).toEqual([]);
    expect(serverIssues(nodes, { band: [10] })).toHaveLength(1);
    expect(serverIssues(nodes, { band: [10, 20, 30] })).toHaveLength(1);
    expect(serverIssues(nodes, { band: [10, 120] })).toEqual([{ field: 'band/1', message: 'validation.invalid' }]);
    expect(serverIssues(nodes, {})).toEqual([{ field: 'band', message: 'form.required' }]);
    expect(compileForm(nodes).fields[0].columnType).toEqual({ kind: 'json' });
  });

  it('refuses a step that is not above 0', () => {
    expect(() => compileForm([{ id: 's', widget: 'slider', field: 's', props: { step: 0 } }])).toThrow(/the property step must be above 0/);
  });
});
