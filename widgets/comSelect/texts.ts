import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.comSelect': { zh: '组织选择', zhtw: '組織選擇', en: 'Organisation' },
  'widget.comSelect.title': { zh: '选择组织', zhtw: '選擇組織', en: 'Choose organisations' },
  'designer.comSelect.auth': { zh: '按权限', zhtw: '按權限', en: 'Only the user\'s own' },
  'designer.comSelect.isOnlyOrg': { zh: '仅公司', zhtw: '僅公司', en: 'Companies only' },
};
