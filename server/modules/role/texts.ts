// The messages of the roles routes, in the three languages.
import type { TextTable } from '@core/i18n/text';
import { roleFormTexts } from '@core/api/role';

export const roleServerTexts: TextTable = {
  ...roleFormTexts,
  'role.notFound': { zh: '角色不存在', zhtw: '角色不存在', en: 'No such role' },
  'role.codeExists': { zh: '角色编码已存在', zhtw: '角色編碼已存在', en: 'The role code is taken' },
  'role.nameExists': { zh: '角色名称已存在', zhtw: '角色名稱已存在', en: 'A role of that name exists' },
  'role.organizeNotFound': { zh: '所属组织不存在', zhtw: '所屬組織不存在', en: 'One of the chosen organisations does not exist' },
  'role.hasMembers': { zh: '该角色下有用户，不能删除', zhtw: '該角色下有用戶，不能刪除', en: 'Users hold this role; it cannot be deleted' },
  // The global roles' node: the screen's filter tree (id 0) and the pickers' root (id 1).
  'role.globalNode': { zh: '全局', zhtw: '全局', en: 'Global' },
};
