// Month and weekday names in date pickers follow the interface language: antd's
// locale covers its own words, dayjs's locale the calendar's.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import type { Language } from '@core/i18n/text';

const dayjsLocales: Record<Language, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };

export function applyDateLocale(language: Language): void {
  dayjs.locale(dayjsLocales[language]);
}
