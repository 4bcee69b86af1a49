// The colour picker (JNPF's colorPicker): stores the colour as text, hex by
// default and rgba with transparency, as JNPF's picker writes it; shows a swatch
// and the text read-only; the server accepts only colour texts.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormNode } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { i18n } from '@app/i18n';
import { defaultBindings } from '@widgets/index';
import { colorText, isColorText } from '@widgets/colorPicker/spec';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const red = { r: 255, g: 0, b: 0, a: 1 };
const halfBlue = { r: 22, g: 119, b: 255, a: 0.5 };

describe('the colour picker', () => {
  it("has no transparency and JNPF's default format", () => {
    expect(defaultProps(widgetSpec('colorPicker')!)).toEqual({ showAlpha: false, colorFormat: '' });
  });

  describe('writes a colour as JNPF does', () => {
    it('as #RRGGBB by default, and as rgba() with transparency', () => {
      expect(colorText(red, {})).toBe('#FF0000');
      expect(colorText(halfBlue, { showAlpha: true })).toBe('rgba(22, 119, 255, 0.5)');
    });

    it('in the chosen format: rgb, hsl, hsv, and their alpha forms', () => {
      expect(colorText(red, { colorFormat: 'rgb' })).toBe('rgb(255, 0, 0)');
      expect(colorText(red, { colorFormat: 'hsl' })).toBe('hsl(0, 100%, 50%)');
      expect(colorText(red, { colorFormat: 'hsv' })).toBe('hsv(0, 100%, 100%)');
      expect(colorText(halfBlue, { colorFormat: 'rgba' })).toBe('rgba(22, 119, 255, 0.5)');
      expect(colorText({ ...red, a: 0.25 }, { colorFormat: 'hsl', showAlpha: true })).toBe('hsla(0, 100%, 50%, 0.25)');
      expect(colorText({ ...red, a: 0.25 }, { colorFormat: 'hsv', showAlpha: true })).toBe('hsva(0, 100%, 100%, 0.25)');
      expect(colorText({ ...red, a: 0.5 }, { colorFormat: 'hex', showAlpha: true })).toBe('#FF000080');
    });

    it('recognises every text it writes, and nothing else', () => {
      for (const props of [
        {},
        { colorFormat: 'rgb' },
        { colorFormat: 'hsl' },
        { colorFormat: 'hsv' },
        { showAlpha: true },
        { colorFormat: 'hsl', showAlpha: true },
        { colorFormat: 'hsv', showAlpha: true },
        { colorFormat: 'hex', showAlpha: true },
      ]) {
        expect(isColorText(colorText(halfBlue, props)), JSON.stringify(props)).toBe(true);
      }
      for (const text of ['red', 'url(x)', '#12345', 'rgb(1,2)', 'rgba(1, 2, 3, 2)', 'expression(alert(1))', '']) expect(isColorText(text), text).toBe(false);
    });
  });

  it('stores what is picked in the panel as hex text', async () => {
    const { store } = drawForm([{ id: 'c', widget: 'colorPicker', field: 'color', label: 'widget.colorPicker' }]);
    const trigger = await screen.findByTestId('field-color');
    fireEvent.click(trigger);
    const hexInput = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
      if (!input) throw new Error('the panel is not open');
      return input;
    });
    fireEvent.change(hexInput, { target: { value: '1677ff' } });
    await waitFor(() => expect(store.value('color')).toBe('#1677FF'));
  });

  it('shows the stored text on its trigger, and loads the picker only when drawn', async () => {
    drawForm([{ id: 'c', widget: 'colorPicker', field: 'color', label: 'widget.colorPicker' }], { values: { color: 'rgba(22, 119, 255, 0.5)' } });
    expect(await screen.findByText('rgba(22, 119, 255, 0.5)')).toBeTruthy();
  });

  it('says the value is not valid when it is not a colour', () => {
    const { store } = drawForm([{ id: 'c', widget: 'colorPicker', field: 'color', label: 'widget.colorPicker' }], { values: { color: 'blue-ish' } });
    act(() => store.validateField('color'));
    expect(screen.getByTestId('error-color').textContent).toBe('输入的值不正确');
  });

  it('shows a swatch and the text in the read-only view and in a list cell', () => {
    drawForm([{ id: 'c', widget: 'colorPicker', field: 'color', label: 'widget.colorPicker' }], { values: { color: '#FF0000' }, viewOnly: true });
    const swatch = document.querySelector<HTMLElement>('[data-color]')!;
    expect(swatch.dataset.color).toBe('#FF0000');
    expect(screen.getByText('#FF0000')).toBeTruthy();
    cleanup();
    render(<>{defaultBindings().get('colorPicker')!.cell!('javascript:alert(1)', {}, { t: (key) => key, dictionaryLabel: () => '' })}</>);
    expect(document.querySelector('[data-color]')).toBeNull();
  });

  it("the server accepts colour texts and refuses anything else, with the form's message", () => {
    const nodes: FormNode[] = [{ id: 'c', widget: 'colorPicker', field: 'color' }];
    expect(serverIssues(nodes, { color: '#1677FF' })).toEqual([]);
    expect(serverIssues(nodes, { color: 'hsla(120, 50%, 50%, 0.3)' })).toEqual([]);
    expect(serverIssues(nodes, { color: 'red' })).toEqual([{ field: 'color', message: 'form.invalidValue' }]);
    expect(serverIssues(nodes, { color: `#${'f'.repeat(50)}` })).toEqual([{ field: 'color', message: 'form.maxLength?max=40' }]);
    expect(serverIssues([{ ...nodes[0], rules: { required: true } }], {})).toEqual([{ field: 'color', message: 'form.required' }]);
  });
});
