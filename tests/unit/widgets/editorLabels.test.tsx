// The rich-text toolbar speaks the reader's language: Quill's snow theme writes
// its picker words in CSS ('Normal', 'Heading 1'), so each picker item carries a
// data-label in the current language, the shown choice too, and again after the
// language changes; the link tooltip's words are CSS variables of the editor.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { i18n } from '@app/i18n';
import { drawForm } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('zh');
});

const labels = (picker: string) =>
  [...screen.getByTestId('field-body').querySelectorAll(`.ql-picker.ql-${picker} .ql-picker-item`)].map((item) => item.getAttribute('data-label'));
const shown = (picker: string) => screen.getByTestId('field-body').querySelector(`.ql-picker.ql-${picker} .ql-picker-label`)?.getAttribute('data-label');

describe('the rich-text toolbar', () => {
  it("labels its pickers in the reader's language, and again when it changes", async () => {
    drawForm([{ id: 'e', widget: 'editor', field: 'body', label: 'widget.editor' }]);
    await waitFor(() => expect(labels('header')).toHaveLength(7));
    expect(labels('header')).toEqual(['Heading 1', 'Heading 2', 'Heading 3', 'Heading 4', 'Heading 5', 'Heading 6', 'Normal']);
    expect(labels('size')).toEqual(['Small', 'Normal', 'Large', 'Huge']);
    expect(shown('header')).toBe('Normal');
    const editor = screen.getByTestId('field-body').querySelector<HTMLElement>('.kiln-rich-text-editor')!;
    expect(editor.style.getPropertyValue('--kiln-ql-visit')).toBe('"Visit URL:"');

    await act(() => i18n.changeLanguage('zhtw'));
    await waitFor(() => expect(shown('header')).toBe('正文'));
    expect(labels('header')).toEqual(['標題1', '標題2', '標題3', '標題4', '標題5', '標題6', '正文']);
    expect(labels('size')).toEqual(['小號', '正文', '大號', '超大號']);
    expect(editor.style.getPropertyValue('--kiln-ql-save')).toBe('"保存"');
  });
});
