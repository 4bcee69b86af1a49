// The users picker's words (its dialog's shared words are userSelect's).
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.usersSelect': { zh: '用户组件', zhtw: '用戶組件', en: 'Users and groups' },
  'widget.usersSelect.department': { zh: '部门', zhtw: '部門', en: 'Departments' },
  'widget.usersSelect.role': { zh: '角色', zhtw: '角色', en: 'Roles' },
  'widget.usersSelect.position': { zh: '岗位', zhtw: '崗位', en: 'Positions' },
  'widget.usersSelect.group': { zh: '分组', zhtw: '分組', en: 'Groups' },
  'widget.usersSelect.user': { zh: '用户', zhtw: '用戶', en: 'Users' },
};
