// Quill 2 with the snow theme and the spec's toolbar (loaded on its own, with
// its stylesheet, when a form shows rich text). Content put in is cleaned first;
// what is typed goes out as HTML, an emptied editor as no value.
import { useEffect, useEffectEvent, useRef } from 'react';
import Quill from 'quill';
import 'quill/dist/quill.snow.css';
import './richText.css';
import { useTranslation } from '@widgets/runtime/i18n';
import { isBlankHtml } from '@core/format/html';
import { sanitizeHtml } from './sanitize';
import { richTextToolbar } from './toolbar';
import { labelPickers, tooltipWords } from './toolbarLabels';

export interface QuillEditorProps {
  value: unknown;
  disabled: boolean;
  placeholder?: string;
  invalid: boolean;
  onChange(html: string | undefined): void;
  onBlur(): void;
}

const htmlOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The editor's content as plain HTML (lists as ul/ol, no editor markup). Quill 2.0
 * writes every space as &nbsp;, which stops lines from wrapping: a space stays
 * non-breaking only where it keeps a run of spaces visible.
 */
export function semanticHtml(quill: Quill): string {
  return quill.getSemanticHTML().replace(/&nbsp;(?!&nbsp;)/g, ' ');
}

/** Replaces the editor's content without telling the form (the form gave it). */
function showHtml(quill: Quill, html: string | undefined) {
  quill.setContents(quill.clipboard.convert({ html: sanitizeHtml(html) }), 'silent');
}

export default function QuillEditor(props: QuillEditorProps) {
  const { t } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const editor = useRef<Quill | null>(null);
  // The HTML the editor holds as the form knows it, so the form's own echo of a keystroke is not loaded back.
  const held = useRef<string | undefined>(undefined);
  const startingState = useEffectEvent(() => ({ value: htmlOf(props.value), placeholder: props.placeholder, disabled: props.disabled }));
  const changed = useEffectEvent((html: string | undefined) => props.onChange(html));
  const left = useEffectEvent(() => props.onBlur());

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const start = startingState();
    // Quill puts its toolbar beside the node it is given, so it gets a node of its own inside the host.
    const quill = new Quill(element.appendChild(document.createElement('div')), { theme: 'snow', modules: { toolbar: richTextToolbar }, placeholder: start.placeholder, readOnly: start.disabled });
    showHtml(quill, start.value);
    held.current = start.value;
    quill.on('text-change', () => {
      const html = isBlankHtml(quill.root.innerHTML) ? undefined : semanticHtml(quill);
      held.current = html;
      changed(html);
    });
    quill.on('selection-change', (range) => {
      if (range === null) left();
    });
    editor.current = quill;
    return () => {
      editor.current = null;
      element.replaceChildren();
    };
  }, []);

  // The pickers' words in the reader's language, again whenever it changes.
  useEffect(() => {
    if (host.current) labelPickers(host.current, t);
  }, [t]);

  useEffect(() => {
    editor.current?.enable(!props.disabled);
  }, [props.disabled]);

  useEffect(() => {
    const quill = editor.current;
    const next = htmlOf(props.value);
    if (!quill || next === held.current) return;
    held.current = next;
    showHtml(quill, next);
  }, [props.value]);

  return <div ref={host} className="kiln-rich-text-editor" style={{ ...tooltipWords(t), ...(props.invalid ? { outline: '1px solid #ff4d4f' } : {}) }} />;
}
