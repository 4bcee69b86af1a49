// Quill's snow theme writes its picker and link-tooltip words in CSS (`content:
// 'Normal'`), in English whatever the language. Its pickers show an item's
// data-label instead when there is one, so every header and size item gets one
// in the reader's language; the tooltip's words come from CSS variables that
// richText.css reads (a CSS string each, quoted).
import type { CSSProperties } from 'react';

type Translate = (key: string, values?: Record<string, unknown>) => string;

function pickerLabel(picker: string, value: string | null, t: Translate): string {
  if (!value) return t('editor.normal');
  return picker === 'header' ? t('editor.heading', { level: value }) : t(`editor.size.${value}`);
}

/** Labels the header and size pickers of the toolbar inside `host`, the shown choice too. */
export function labelPickers(host: HTMLElement, t: Translate): void {
  for (const picker of ['header', 'size']) {
    const element = host.querySelector(`.ql-picker.ql-${picker}`);
    if (!element) continue;
    for (const item of element.querySelectorAll('.ql-picker-item')) item.setAttribute('data-label', pickerLabel(picker, item.getAttribute('data-value'), t));
    const shown = element.querySelector('.ql-picker-item.ql-selected') ?? element.querySelector('.ql-picker-item:not([data-value])');
    element.querySelector('.ql-picker-label')?.setAttribute('data-label', shown?.getAttribute('data-label') ?? t('editor.normal'));
  }
}

/** The link tooltip's words, as the CSS variables richText.css reads. */
export function tooltipWords(t: Translate): CSSProperties {
  const quoted = (key: string) => JSON.stringify(t(key));
  return {
    '--kiln-ql-visit': quoted('editor.visitUrl'),
    '--kiln-ql-enter-link': quoted('editor.enterLink'),
    '--kiln-ql-enter-video': quoted('editor.enterVideo'),
    '--kiln-ql-enter-formula': quoted('editor.enterFormula'),
    '--kiln-ql-edit': quoted('editor.edit'),
    '--kiln-ql-remove': quoted('editor.remove'),
    '--kiln-ql-save': quoted('editor.save'),
  } as CSSProperties;
}
