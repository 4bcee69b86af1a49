import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.date': { zh: '日期选择', zhtw: '日期選擇', en: 'Date' },
};
