// The role screen's words; the form's rule messages come from the wire contract, which the server answers with too.
import type { TextTable } from '@core/i18n/text';
import { roleFormTexts } from '@core/api/role';

export const texts: TextTable = {
  ...roleFormTexts,
  'route.permission.role': { zh: '角色管理', zhtw: '角色管理', en: 'Roles' },
  'role.title': { zh: '角色', zhtw: '角色', en: 'Role' },
  'role.create': { zh: '新建角色', zhtw: '新建角色', en: 'New role' },
  'role.edit': { zh: '编辑角色', zhtw: '編輯角色', en: 'Edit role' },
  'role.fullName': { zh: '角色名称', zhtw: '角色名稱', en: 'Name' },
  'role.enCode': { zh: '角色编码', zhtw: '角色編碼', en: 'Code' },
  'role.globalMark': { zh: '角色类型', zhtw: '角色類型', en: 'Kind' },
  'role.global': { zh: '全局', zhtw: '全局', en: 'Global' },
  'role.organize': { zh: '组织', zhtw: '組織', en: 'Organisation' },
  'role.organizeInfo': { zh: '所属组织', zhtw: '所屬組織', en: 'Organisations' },
};
