import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.currOrganize': { zh: '所属组织', zhtw: '所屬組織', en: 'Organisation' },
  'designer.showLevel': { zh: '显示内容', zhtw: '顯示內容', en: 'Shows' },
  'designer.showLevel.all': { zh: '显示组织', zhtw: '顯示組織', en: 'The organisation' },
  'designer.showLevel.last': { zh: '显示部门', zhtw: '顯示部門', en: 'The department' },
};
