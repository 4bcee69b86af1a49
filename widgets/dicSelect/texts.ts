import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.dicSelect': { zh: '数据字典', zhtw: '數據字典', en: 'Dictionary' },
  'designer.dicSelect.dictionaryType': { zh: '字典分类', zhtw: '字典分類', en: 'Dictionary category' },
  'widget.dicSelect.add': { zh: '新增', zhtw: '新增', en: 'Add' },
  'widget.dicSelect.manage': { zh: '数据字典', zhtw: '數據字典', en: 'Dictionary' },
};
