// i18next with the shell's texts and the shared rule texts; zh by default,
// otherwise the stored choice or the browser's language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageFromHeader, toResources, type Language, type TextTable } from '@core/i18n/text';
import { ruleTexts } from '@core/rules';
import { validationTexts } from '@core/validation';
import { storage, storageKeys } from '../storage';
import { commonTexts } from './texts/common';
import { loginTexts } from './texts/login';
import { layoutTexts } from './texts/layout';
import { passwordTexts } from './texts/password';
import { pageTexts } from './texts/pages';
import { routeTexts } from './texts/routes';
import { systemTexts } from './texts/system';
import { demoTexts } from './texts/demo';
import { applyDateLocale } from './dateLocale';
import { rendererTexts } from '@renderers/texts';
import { widgetTexts } from '@widgets/texts';

export const shellTexts: TextTable = {
  ...ruleTexts,
  ...validationTexts,
  ...commonTexts,
  ...loginTexts,
  ...layoutTexts,
  ...passwordTexts,
  ...pageTexts,
  ...routeTexts,
  ...rendererTexts,
  ...widgetTexts,
  ...systemTexts,
  ...demoTexts,
};

export function initialLanguage(): Language {
  const stored = storage.get(storageKeys.language);
  if (stored === 'zh' || stored === 'zhtw' || stored === 'en') return stored;
  const browser = typeof navigator === 'undefined' ? undefined : navigator.language;
  return languageFromHeader(browser);
}

const resources = Object.fromEntries(
  Object.entries(toResources(shellTexts)).map(([language, texts]) => [language, { translation: texts }]),
);

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'zh',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;

applyDateLocale(currentLanguage());
i18next.on('languageChanged', () => applyDateLocale(currentLanguage()));

export function currentLanguage(): Language {
  const language = i18next.language;
  return language === 'zhtw' || language === 'en' ? language : 'zh';
}

/** The Accept-Language value for a UI language. */
export function acceptLanguageOf(language: Language): string {
  return { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' }[language];
}
