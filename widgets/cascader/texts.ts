import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.cascader': { zh: '级联选择', zhtw: '級聯選擇', en: 'Cascader' },
  'designer.cascader.showAllLevels': { zh: '展示完整路径', zhtw: '展示完整路徑', en: 'Show the whole path' },
  'designer.cascader.separator': { zh: '选项分隔符', zhtw: '選項分隔符', en: 'Separator' },
  'designer.cascader.filterable': { zh: '可搜索', zhtw: '可搜索', en: 'Searchable' },
  'widget.cascader.noMatch': { zh: '无匹配数据', zhtw: '無匹配數據', en: 'No match' },
};
