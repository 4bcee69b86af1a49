// Rich text made safe to put in the page: DOMPurify's defaults drop scripts,
// event handlers (onerror=…) and javascript: links while keeping Quill's
// formatting and pasted pictures. Imported only by the lazily loaded editor and view.
import DOMPurify from 'dompurify';

export function sanitizeHtml(html: unknown): string {
  return typeof html === 'string' && html !== '' ? DOMPurify.sanitize(html) : '';
}
