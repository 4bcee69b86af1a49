import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.schemeEditor': { zh: '数据方案条件', zhtw: '數據方案條件', en: 'Data scheme condition' },
};
