// The `plainText` keyword: a string must not hold control characters (NUL and
// the other C0 codes, DEL), tab and line breaks excepted. Databases refuse NUL,
// and no field of ours has a use for the rest, so every string is checked.
import { _, type CodeKeywordDefinition, type KeywordCxt } from 'ajv';

export const plainTextKeyword: CodeKeywordDefinition = {
  keyword: 'plainText',
  type: 'string',
  schemaType: 'boolean',
  error: { message: 'must not contain control characters' },
  // Generated inline (a regular-expression literal), so standalone validators built for the browser carry it too.
  code(cxt: KeywordCxt) {
    if (cxt.schema !== true) return;
    cxt.fail(_`/[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]/.test(${cxt.data})`);
  },
};

const allowedControls = new Set([0x09, 0x0a, 0x0d]);

/** Does `text` hold a character the keyword refuses? (For input that never meets a schema.) */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !allowedControls.has(code)) || code === 0x7f) return true;
  }
  return false;
}
