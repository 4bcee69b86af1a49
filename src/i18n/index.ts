// What the signed-in screens need of the interface language besides their
// words (./instance.ts fetches those): the calendar words of date pickers,
// following the language. Arrives with the HTTP client (src/main.tsx).
import { currentLanguage, i18n } from './instance';
import { applyDateLocale } from './dateLocale';

export { i18n, currentLanguage, acceptLanguageOf, initialLanguage } from './instance';

applyDateLocale(currentLanguage());
i18n.onLanguageChanged(() => applyDateLocale(currentLanguage()));
