import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.tab': { zh: '标签面板', zhtw: '標籤面板', en: 'Tabs' },
  'widget.tabPane': { zh: '标签页', zhtw: '標籤頁', en: 'Tab' },
};
