// The dropdown table picker's words (its list shares the popup picker's).
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.popupTableSelect': { zh: '下拉表格', zhtw: '下拉表格', en: 'Dropdown table' },
  'designer.popupTableSelect.filterable': { zh: '可搜索', zhtw: '可搜索', en: 'Keyword filter' },
  'designer.popupTableSelect.collapseTags': { zh: '折叠标签', zhtw: '摺疊標籤', en: 'Collapse tags' },
};
