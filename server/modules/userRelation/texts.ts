// The messages of the member routes, in the three languages.
import type { TextTable } from '@core/i18n/text';
import { memberFormTexts } from '@core/api/userRelation';

export const memberServerTexts: TextTable = {
  ...memberFormTexts,
  'members.objectNotFound': {
    zh: '角色、岗位或分组不存在',
    zhtw: '角色、崗位或分組不存在',
    en: 'The role, position or group does not exist',
  },
  'members.objectTypeMismatch': {
    zh: '成员所属的类型不正确',
    zhtw: '成員所屬的類型不正確',
    en: 'The type does not match the role, position or group',
  },
  'members.userNotFound': { zh: '用户不存在：{{names}}', zhtw: '用戶不存在：{{names}}', en: 'No such users: {{names}}' },
  'members.positionOutsideOrganize': {
    zh: '岗位只能分配给其所属组织的用户：{{names}}',
    zhtw: '崗位只能分配給其所屬組織的用戶：{{names}}',
    en: 'A position goes only to users of its organisation: {{names}}',
  },
  'members.roleOutsideOrganize': {
    zh: '该角色只能分配给其所属组织的用户：{{names}}',
    zhtw: '該角色只能分配給其所屬組織的用戶：{{names}}',
    en: 'This role goes only to users of its organisations: {{names}}',
  },
  'members.saved': { zh: '保存成功', zhtw: '保存成功', en: 'Members saved' },
};
