// The browser's words: the text tables by language, the language chosen, and
// `t`, which fills {{placeholders}} as the server's messages do (./text.ts).
// Small on purpose: the sign-in page carries it before anything else.
import { defaultLanguage, interpolate, languages, type Language, type TextTable } from './text';

/** Values for a text's {{placeholders}}; `defaultValue` is shown when no table holds the key. */
export type TextParams = Readonly<Record<string, unknown>> & { readonly defaultValue?: string };

export type TFunction = (key: string, params?: TextParams) => string;

export interface Translator {
  readonly language: Language;
  /** The words of the current language; a new function after each language change. */
  readonly t: TFunction;
  /** Adds words to every language; screens already drawn show them on their next render. */
  addTexts(table: TextTable): void;
  /** Adds one language's words (key → text). */
  addWords(language: Language, words: Readonly<Record<string, string>>): void;
  changeLanguage(language: Language): Promise<void>;
  /** Called after each language change; the answer stops the calls. */
  onLanguageChanged(listener: () => void): () => void;
}

export function createTranslator(initial: Language = defaultLanguage): Translator {
  const words = Object.fromEntries(languages.map((language) => [language, new Map<string, string>()])) as Record<Language, Map<string, string>>;
  const listeners = new Set<() => void>();
  let language = initial;

  // A key no table holds is shown as written: labels an administrator wrote are their own words.
  // One function per language, so a screen that keeps `t` in a memo's inputs knows its words changed.
  const translateIn = (chosen: Language): TFunction => (key, params) =>
    interpolate(words[chosen].get(key) ?? words[defaultLanguage].get(key) ?? params?.defaultValue ?? key, params);
  let t = translateIn(language);

  return {
    get language() {
      return language;
    },
    get t() {
      return t;
    },
    addTexts(table) {
      for (const [key, text] of Object.entries(table)) for (const each of languages) words[each].set(key, text[each]);
    },
    addWords(chosen, added) {
      for (const [key, text] of Object.entries(added)) words[chosen].set(key, text);
    },
    async changeLanguage(next) {
      if (next === language) return;
      language = next;
      t = translateIn(next);
      for (const listener of [...listeners]) listener();
    },
    onLanguageChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
