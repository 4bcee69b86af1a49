import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.numInput': { zh: '数字输入', zhtw: '數字輸入', en: 'Number' },
  'designer.step': { zh: '步长', zhtw: '步長', en: 'Step' },
};
