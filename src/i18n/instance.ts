// i18next with the words of the screens drawn before any request (the sign-in
// page and the frame); zh by default, otherwise the stored choice or the
// browser's language. The rest of the words arrive with ./index.ts.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageFromHeader, toResources, type Language, type TextTable } from '@core/i18n/text';
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

const resourcesOf = (table: TextTable) =>
  Object.fromEntries(Object.entries(toResources(table)).map(([language, texts]) => [language, { translation: texts }]));

void i18next.use(initReactI18next).init({
  resources: resourcesOf(startupTexts),
  lng: initialLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  // Keys are flat ('widget.numRange' and 'widget.numRange.order' both exist): no nesting by dots.
  keySeparator: false,
  returnNull: false,
});

export const i18n = i18next;

/** Adds words to every language; screens already drawn show them on their next render. */
export function addTexts(table: TextTable): void {
  for (const [language, texts] of Object.entries(toResources(table))) i18next.addResources(language, 'translation', texts);
}

export function currentLanguage(): Language {
  const language = i18next.language;
  return language === 'zhtw' || language === 'en' ? language : 'zh';
}

/** The Accept-Language value for a UI language. */
export function acceptLanguageOf(language: Language): string {
  return { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' }[language];
}
