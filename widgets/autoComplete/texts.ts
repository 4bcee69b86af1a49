// The autocomplete's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.autoComplete': { zh: '下拉补全', zhtw: '下拉補全', en: 'Autocomplete' },
  'widget.autoComplete.placeholder': { zh: '请输入', zhtw: '請輸入', en: 'Please type' },
  'designer.autoComplete.total': { zh: '最多显示', zhtw: '最多顯示', en: 'Suggestions shown' },
};
