import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.textarea': { zh: '多行输入', zhtw: '多行輸入', en: 'Text area' },
  'designer.rows': { zh: '行数', zhtw: '行數', en: 'Rows' },
};
