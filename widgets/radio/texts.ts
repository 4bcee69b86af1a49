import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.radio': { zh: '单选框组', zhtw: '單選框組', en: 'Radio' },
};
