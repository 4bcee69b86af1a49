import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.select': { zh: '下拉选择', zhtw: '下拉選擇', en: 'Select' },
};
