import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.comInput': { zh: '单行输入', zhtw: '單行輸入', en: 'Text' },
  'designer.prefix': { zh: '前缀', zhtw: '前綴', en: 'Prefix' },
  'designer.suffix': { zh: '后缀', zhtw: '後綴', en: 'Suffix' },
};
