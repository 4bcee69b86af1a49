// A stored rich text shown as it was written, after cleaning (loaded on its own
// with DOMPurify when a read-only record shows rich text).
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize';
import './richText.css';

export default function RichTextView({ html }: { html: unknown }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className="kiln-rich-text" data-testid="rich-text-view" dangerouslySetInnerHTML={{ __html: clean }} />;
}
