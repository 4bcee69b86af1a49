// Rich text as the server stores it: DOMPurify over a server-side DOM, so no
// script, event handler or javascript: link survives a save whatever the
// browser sent. The DOM is made once, on the first rich-text save.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | null = null;

export function sanitizeHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}
