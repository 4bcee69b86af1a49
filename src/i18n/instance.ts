// The translator with the words of the screens drawn before any request (the
// sign-in page and the frame); zh by default, otherwise the stored choice or the
// browser's language. The rest of the words arrive with ./index.ts.
import { languageFromHeader, type Language, type TextTable } from '@core/i18n/text';
import { translator } from '@widgets/runtime/i18n';
import { storage, storageKeys } from '../storage';
import { commonTexts } from './texts/common';
import { loginTexts } from './texts/login';
import { layoutTexts } from './texts/layout';

export const startupTexts: TextTable = { ...commonTexts, ...loginTexts, ...layoutTexts };

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

export function currentLanguage(): Language {
  return translator.language;
}

/** The Accept-Language value for a UI language. */
export function acceptLanguageOf(language: Language): string {
  return { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' }[language];
}
