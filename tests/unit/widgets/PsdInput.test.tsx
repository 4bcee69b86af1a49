// The password input (JNPF's PsdInput): typed into a password box and stored as
// text, but never shown: read-only views, list text and exports see ******.
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

describe('the password input', () => {
  it("is JNPF's PsdInput, clearable, its password revealable by default", () => {
    const spec = widgetSpec('PsdInput')!;
    expect(defaultProps(spec)).toEqual({ clearable: true, showPassword: true });
    expect(spec.inTable).toBe(false);
  });

  it('types into a password box and stores the text', () => {
    const { store } = drawForm([{ id: 'p', widget: 'PsdInput', field: 'secret', label: 'widget.PsdInput', props: { placeholder: 'widget.PsdInput' } }]);
    const input = screen.getByTestId('field-secret') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(input.placeholder).toBe('密码输入');
    fireEvent.change(input, { target: { value: 's3cret' } });
    expect(store.value('secret')).toBe('s3cret');
  });

  it('offers no eye when the node does not allow revealing', () => {
    drawForm([{ id: 'p', widget: 'PsdInput', field: 'secret', label: 'widget.PsdInput', props: { showPassword: false } }]);
    expect(document.querySelector('.ant-input-password-icon')).toBeNull();
  });

  it('never shows the value read-only or as text', () => {
    drawForm([{ id: 'p', widget: 'PsdInput', field: 'secret', label: 'widget.PsdInput' }], {
      values: { secret: 's3cret' },
      viewOnly: true,
      mode: 'edit',
      recordId: 'r1',
    });
    const view = screen.getByTestId('item-secret');
    expect(view.textContent).toContain('******');
    expect(view.textContent).not.toContain('s3cret');
    const format = widgetSpec('PsdInput')!.format!;
    expect(format('a much longer password', {}, { t: (key) => key })).toBe('******');
    expect(format('', {}, { t: (key) => key })).toBe('');
    expect(format(null, {}, { t: (key) => key })).toBe('');
  });

  it('shows the required message when left empty', () => {
    const { store } = drawForm([{ id: 'p', widget: 'PsdInput', field: 'secret', label: 'widget.PsdInput', rules: { required: true } }]);
    store.validateField('secret');
    expect(store.error('secret')).toBe('form.required');
  });

  it('the server takes text within its length rule', () => {
    const nodes: FormNode[] = [{ id: 'p', widget: 'PsdInput', field: 'secret', rules: { maxLength: 20 } }];
    expect(serverIssues(nodes, { secret: 'pa55word' })).toEqual([]);
    expect(serverIssues(nodes, { secret: 'x'.repeat(21) })).toEqual([{ field: 'secret', message: 'form.maxLength?max=20' }]);
    expect(serverIssues(nodes, { secret: 'a\u0000b' })).toEqual([{ field: 'secret', message: 'validation.controlCharacters' }]);
    expect(compileForm(nodes).fields[0].columnType).toEqual({ kind: 'string', length: 20 });
  });
});
