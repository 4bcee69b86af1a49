// Texts in the three interface languages, shared by server messages and the
// browser's translator (./translator.ts), so both sides say the same words.

export const languages = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh';

export interface Text {
  zh: string;
  zhtw: string;
  en: string;
}

export type TextTable = Readonly<Record<string, Text>>;

/** A message to show: a key into a text table and the values for its {{placeholders}}. */
export interface MessageRef {
  key: string;
  params?: Readonly<Record<string, string | number>>;
}

/** Fills each {{name}} with its value; a name without one stays as written. */
export function interpolate(template: string, params?: Readonly<Record<string, unknown>>): string {
  if (!params) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/**
 * A message written as one string, as compiled form schemas carry them:
 * `form.maxLength?max=50` is the key `form.maxLength` with the value 50 for {{max}}.
 */
export function parseMessageKey(text: string): MessageRef {
  const at = text.indexOf('?');
  if (at < 0) return { key: text };
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text.slice(at + 1))) params[name] = value;
  return { key: text.slice(0, at), params };
}

/** Writes a message as one string (the inverse of parseMessageKey). */
export function messageKey(key: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)])).toString();
  return query ? `${key}?${query}` : key;
}

/** A message in a language. A key no table holds is shown as written (forms an administrator wrote carry their own words). */
export function translate(table: TextTable, ref: MessageRef, language: Language): string {
  const direct = table[ref.key];
  if (!direct && ref.key.includes('?')) {
    const parsed = parseMessageKey(ref.key);
    return translate(table, { key: parsed.key, params: { ...parsed.params, ...ref.params } }, language);
  }
  if (!direct) return ref.key;
  return interpolate(direct[language], ref.params);
}

/** The interface language a request asks for: zh-TW/zh-HK/zhtw → zhtw, en* → en, else zh. */
export function languageFromHeader(header: string | undefined): Language {
  if (!header) return defaultLanguage;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag === 'zhtw' || tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return defaultLanguage;
}

/** A text table by language: { zh: { key: '…' }, zhtw: …, en: … }. */
export function toResources(table: TextTable): Record<Language, Record<string, string>> {
  const out: Record<Language, Record<string, string>> = { zh: {}, zhtw: {}, en: {} };
  for (const [key, text] of Object.entries(table)) {
    for (const language of languages) out[language][key] = text[language];
  }
  return out;
}
