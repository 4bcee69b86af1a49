import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.link': { zh: '链接', zhtw: '鏈接', en: 'Link' },
  'designer.href': { zh: '链接地址', zhtw: '鏈接地址', en: 'Address' },
  'designer.target': { zh: '打开方式', zhtw: '打開方式', en: 'Opens' },
  'designer.self': { zh: '当前窗口', zhtw: '當前窗口', en: 'In place' },
  'designer.blank': { zh: '新窗口', zhtw: '新窗口', en: 'In a new tab' },
};
