// Stored rich text (HTML) read as plain text, without a DOM: what a list cell, an
// export and the catalog's text show of it. One forward pass, so hostile input costs linear time.

/** Elements whose content is never text to show (scripts, styles and the like). */
const hiddenElements = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'textarea', 'title']);

/** Elements that end a line of text: their tags become a space between words. */
const breakingElements = new Set(['br', 'p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr', 'td', 'th', 'table', 'hr', 'section', 'article']);

const namedEntities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** `&amp;`, `&#39;`, `&#x4e2d;` as characters; an unknown or malformed entity stays as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]{2,8});/g, (whole, body: string) => {
    if (body[0] !== '#') return namedEntities[body.toLowerCase()] ?? whole;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
  });
}

/** The lower-case name of the tag that starts at `tag` (`<p class>` → `p`, `</li>` → `li`). */
function tagName(tag: string): string {
  const match = /^<\/?\s*([a-zA-Z][a-zA-Z0-9-]*)/.exec(tag);
  return match ? match[1].toLowerCase() : '';
}

/** The words of an HTML fragment: tags, comments, scripts and styles left out, entities decoded, white space collapsed. */
export function htmlToText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) {
      parts.push(html.slice(at));
      break;
    }
    parts.push(html.slice(at, open));
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      at = end < 0 ? html.length : end + 3;
      continue;
    }
    const close = html.indexOf('>', open + 1);
    if (close < 0) break; // an unfinished tag at the end shows nothing
    const tag = html.slice(open, close + 1);
    const name = tagName(tag);
    at = close + 1;
    if (!name) continue;
    if (breakingElements.has(name)) parts.push(' ');
    if (hiddenElements.has(name) && tag[1] !== '/') {
      // Skip to the matching end tag; without one the rest is hidden content.
      const end = lower.indexOf(`</${name}`, at);
      if (end < 0) break;
      const endClose = html.indexOf('>', end);
      at = endClose < 0 ? html.length : endClose + 1;
    }
  }
  return decodeEntities(parts.join('')).replace(/\s+/g, ' ').trim();
}

/** Whether rich text holds nothing to keep: no words and no picture or video (an emptied editor's `<p><br></p>`). */
export function isBlankHtml(html: unknown): boolean {
  if (typeof html !== 'string') return true;
  if (/<(img|video|iframe)\b/i.test(html)) return false;
  return htmlToText(html) === '';
}
