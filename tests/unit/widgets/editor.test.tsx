// The rich-text editor (JNPF's editor; spec 03 §2): Quill with the spec's toolbar,
// storing HTML of bounded length that the server cleans on save; wherever the
// HTML is shown it is cleaned first, and lists read it as plain text.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import Quill from 'quill';
import type { FormNode } from '@core/form';
import { compileForm } from '@core/form';
import { defaultProps, widgetSpec } from '@core/widgets';
import { htmlToText, isBlankHtml } from '@core/format/html';
import { i18n } from '@app/i18n';
import { defaultBindings } from '@widgets/index';
import { drawForm, serverIssues } from './formHarness';

beforeEach(async () => {
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const hostile = '<p>hello <strong>world</strong><img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">link</a>';

/** The Quill instance of a drawn editor, once its chunk has loaded. */
async function quillOf(name: string): Promise<Quill> {
  return waitFor(() => {
    const container = screen.getByTestId(`field-${name}`).querySelector('.ql-container');
    const quill = container && Quill.find(container);
    if (!(quill instanceof Quill)) throw new Error('the editor has not loaded');
    return quill;
  });
}

describe('the rich-text editor', () => {
  it('is cleaned by the server on save and holds up to 100,000 characters by default', () => {
    const spec = widgetSpec('editor')!;
    expect(spec.serverHook).toBe('sanitizeHtml');
    expect(defaultProps(spec)).toEqual({ maxLength: 100_000 });
    expect(compileForm([{ id: 'e', widget: 'editor', field: 'body' }]).fields[0].columnType).toEqual({ kind: 'text' });
  });

  it('has the toolbar of spec 03 §2, in its order', async () => {
    drawForm([{ id: 'e', widget: 'editor', field: 'body', label: 'widget.editor' }]);
    await quillOf('body');
    const toolbar = screen.getByTestId('field-body').querySelector('.ql-toolbar')!;
    const controls = [...toolbar.querySelectorAll('button, select')].map(
      (control) => `${control.className.replace(/^ql-/, '').split(' ')[0]}${control.getAttribute('value') ? `:${control.getAttribute('value')}` : ''}`,
    );
    expect(controls).toEqual([
      'bold',
      'italic',
      'underline',
      'strike',
      'header',
      'size',
      'color',
      'background',
      'blockquote',
      'code-block',
      'list:ordered',
      'list:bullet',
      'indent:-1',
      'indent:+1',
      'align',
      'direction:rtl',
      'clean',
      'link',
      'image',
    ]);
    const options = (picker: string) => [...toolbar.querySelectorAll(`select.ql-${picker} option`)].map((option) => option.getAttribute('value') ?? '');
    expect(options('header')).toEqual(['1', '2', '3', '4', '5', '6', '']);
    expect(options('size')).toEqual(['small', '', 'large', 'huge']);
  });

  it('stores what is typed as HTML, and an emptied editor as no value', async () => {
    const { store } = drawForm([{ id: 'e', widget: 'editor', field: 'body', label: 'widget.editor' }]);
    const quill = await quillOf('body');
    act(() => {
      quill.insertText(0, 'Hello world', 'user');
      quill.formatText(0, 5, 'bold', true, 'user');
    });
    expect(store.value('body')).toBe('<p><strong>Hello</strong> world</p>');
    act(() => {
      quill.setText('one  two\n', 'user');
      quill.formatLine(0, 1, 'list', 'bullet', 'user');
    });
    // Plain HTML for every reader (lists as ul/ol), a run of spaces kept visible, single spaces free to wrap.
    expect(store.value('body')).toBe('<ul><li>one&nbsp; two</li></ul>');
    act(() => {
      quill.deleteText(0, quill.getLength(), 'user');
    });
    expect(store.value('body')).toBeUndefined();
  });

  it('cleans the content it is given before editing it', async () => {
    drawForm([{ id: 'e', widget: 'editor', field: 'body', label: 'widget.editor' }], { values: { body: hostile } });
    const quill = await quillOf('body');
    expect(quill.getText()).toContain('hello world');
    expect(quill.root.innerHTML).not.toMatch(/script|onerror|javascript:/);
  });

  it('shows stored HTML read-only with its formatting, without a <script> or an onerror= attribute', async () => {
    drawForm([{ id: 'e', widget: 'editor', field: 'body', label: 'widget.editor' }], {
      values: { body: hostile },
      viewOnly: true,
      mode: 'edit',
      recordId: 'r1',
    });
    const view = await screen.findByTestId('rich-text-view');
    expect(view.querySelector('strong')?.textContent).toBe('world');
    expect(view.querySelector('img')).not.toBeNull();
    expect(view.querySelector('script')).toBeNull();
    expect(view.innerHTML).not.toMatch(/onerror|<script|javascript:/);
    expect(view.querySelector('img')!.getAttribute('onerror')).toBeNull();
  });

  it('shows its words as plain text in a list cell and in exports', () => {
    const cell = render(<>{defaultBindings().get('editor')!.cell!(hostile, {}, { t: (key) => key, dictionaryLabel: () => '' })}</>);
    expect(cell.container.textContent).toBe('hello world link');
    expect(cell.container.querySelector('strong, img, script')).toBeNull();
    expect(widgetSpec('editor')!.format!(hostile, {}, { t: (key) => key })).toBe('hello world link');
  });

  it('tells the user when it is required and empty, or over its length', async () => {
    const { store } = drawForm([
      { id: 'e', widget: 'editor', field: 'body', label: 'widget.editor', rules: { required: true } },
      { id: 'f', widget: 'editor', field: 'note', label: 'widget.editor', props: { maxLength: 20 } },
    ]);
    act(() => {
      store.validateField('body');
      store.setValue('note', '<p>more than twenty characters</p>');
      store.validateField('note');
    });
    expect(screen.getByTestId('error-body').textContent).toBe('不能为空');
    expect(screen.getByTestId('error-note').textContent).toBe('最多20个字符');
  });

  it('the server refuses HTML over its length, and an empty required text', () => {
    const nodes: FormNode[] = [{ id: 'e', widget: 'editor', field: 'body' }];
    expect(serverIssues(nodes, { body: '<p>fine</p>' })).toEqual([]);
    expect(serverIssues(nodes, { body: `<p>${'x'.repeat(100_000)}</p>` })).toEqual([{ field: 'body', message: 'form.maxLength?max=100000' }]);
    expect(serverIssues([{ ...nodes[0], props: { maxLength: 20 } }], { body: '<p>just over twenty</p>' })).toEqual([
      { field: 'body', message: 'form.maxLength?max=20' },
    ]);
    expect(serverIssues([{ ...nodes[0], rules: { required: true } }], {})).toEqual([{ field: 'body', message: 'form.required' }]);
  });
});

describe('rich text as plain text', () => {
  it('drops tags, comments, scripts and styles, and decodes entities', () => {
    expect(htmlToText('<h1>Title</h1><p>a&nbsp;&amp;&lt;b&gt; &#20013;&#x6587;</p><!-- note --><style>p{}</style><script>x()</script>')).toBe(
      'Title a &<b> 中文',
    );
    expect(htmlToText('<p>one</p><p>two<br>three</p>')).toBe('one two three');
    expect(htmlToText('<b>in</b>line')).toBe('inline');
    expect(htmlToText('&bogus; &#0; text <unfinished')).toBe('&bogus; &#0; text');
    expect(htmlToText(null)).toBe('');
  });

  it('takes linear time on hostile input', () => {
    const started = performance.now();
    htmlToText('<script'.repeat(50_000));
    htmlToText('<'.repeat(100_000));
    htmlToText('<p '.repeat(50_000));
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('calls an emptied editor blank, but not one holding a picture', () => {
    expect(isBlankHtml('<p><br></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(false);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
