// The translator with the words of the screens drawn before any request (the
// sign-in page and the frame); zh by default, otherwise the stored choice or the
// browser's language. The words of the signed-in screens arrive with the first
// request (src/main.tsx), in the language shown only; another language's words
// are fetched when it is chosen.
import { languageFromHeader, type Language, type TextTable } from '@core/i18n/text';
import { translator } from '@widgets/runtime/i18n';
import { storage, storageKeys } from '../storage';
import { startupTexts } from './startup';

export function initialLanguage(): Language {
  const stored = storage.get(storageKeys.language);
  if (stored === 'zh' || stored === 'zhtw' || stored === 'en') return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return languageFromHeader(browser);
}

translator.addTexts(startupTexts);
void translator.changeLanguage(initialLanguage());

export const i18n = translator;

/** Adds words to every language; screens already drawn show them on their next render. */
export function addTexts(table: TextTable): void {
  translator.addTexts(table);
}

const wordModules: Record<Language, () => Promise<{ default: Record<string, string> }>> = {
  zh: () => import('virtual:kiln-words/zh'),
  zhtw: () => import('virtual:kiln-words/zhtw'),
  en: () => import('virtual:kiln-words/en'),
};
const wordsLoading = new Map<Language, Promise<void>>();

/** The signed-in screens' words in `language`, fetched once (again after a failure). */
export function loadWords(language: Language): Promise<void> {
  let loading = wordsLoading.get(language);
  if (!loading) {
    loading = wordModules[language]().then(
      (module) => translator.addWords(language, module.default),
      (error: unknown) => {
        wordsLoading.delete(language);
        throw error;
      },
    );
    wordsLoading.set(language, loading);
  }
  return loading;
}

/** Shows `language`, once its words are here when the signed-in screens' words are in use (the sign-in page needs none). */
export async function switchLanguage(language: Language): Promise<void> {
  if (wordsLoading.size > 0) await loadWords(language);
  await translator.changeLanguage(language);
}

export function currentLanguage(): Language {
  return translator.language;
}

/** The Accept-Language value for a UI language. */
export function acceptLanguageOf(language: Language): string {
  return { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' }[language];
}
