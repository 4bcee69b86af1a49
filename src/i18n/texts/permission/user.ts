// The user screen's words; the forms' rule messages and the field names come
// from the wire contract, which the server answers (and exports) with too.
import type { TextTable } from '@core/i18n/text';
import { userFieldTexts, userFormTexts } from '@core/api/users';

export const texts: TextTable = {
  ...userFormTexts,
  ...userFieldTexts,
  'route.permission.user': { zh: '用户管理', zhtw: '用戶管理', en: 'Users' },
  'user.title': { zh: '用户', zhtw: '用戶', en: 'User' },
  'user.create': { zh: '新建用户', zhtw: '新建用戶', en: 'New user' },
  'user.edit': { zh: '编辑用户', zhtw: '編輯用戶', en: 'Edit user' },
  'user.initialPasswordNotice': {
    zh: '新用户默认初始密码是 kiln0000，首次登录须修改',
    zhtw: '新用戶默認初始密碼是 kiln0000，首次登錄須修改',
    en: 'A new user starts with the password kiln0000 and must change it at the first sign-in',
  },
  'user.accountInfo': { zh: '账户信息', zhtw: '賬戶信息', en: 'Account' },
  'user.profileInfo': { zh: '个人资料', zhtw: '個人資料', en: 'Personal details' },
  'user.gender.male': { zh: '男', zhtw: '男', en: 'Male' },
  'user.gender.female': { zh: '女', zhtw: '女', en: 'Female' },
  'user.gender.secret': { zh: '保密', zhtw: '保密', en: 'Not given' },
  'user.resetPassword': { zh: '重置密码', zhtw: '重置密碼', en: 'Reset password' },
  'user.newPassword': { zh: '新密码', zhtw: '新密碼', en: 'New password' },
  'user.repeatPassword': { zh: '确认新密码', zhtw: '確認新密碼', en: 'Repeat it' },
  'user.unlock': { zh: '解除锁定', zhtw: '解除鎖定', en: 'Unlock' },
  'user.unlockConfirm': { zh: '此操作将解除该账户锁定, 是否继续?', zhtw: '此操作將解除該賬戶鎖定, 是否繼續?', en: 'This unlocks the account. Continue?' },
  'user.workHandover': { zh: '工作交接', zhtw: '工作交接', en: 'Hand work over' },
  'user.transferUser': { zh: '工作移交人', zhtw: '工作移交人', en: 'From' },
  'user.handoverUser': { zh: '工作交接人', zhtw: '工作交接人', en: 'To' },
  'user.handoverContent': { zh: '交接内容', zhtw: '交接內容', en: 'What to hand over' },
  'user.export': { zh: '导出', zhtw: '導出', en: 'Export' },
};
