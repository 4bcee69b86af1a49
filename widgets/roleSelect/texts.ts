import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.roleSelect': { zh: '角色选择', zhtw: '角色選擇', en: 'Role' },
  'widget.roleSelect.title': { zh: '选择角色', zhtw: '選擇角色', en: 'Choose roles' },
  'widget.roleSelect.organizeTab': { zh: '组织', zhtw: '組織', en: 'Organisations' },
  'widget.roleSelect.globalTab': { zh: '全局', zhtw: '全局', en: 'Global' },
};
