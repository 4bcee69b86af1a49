// What the current-user endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const currentUserServerTexts: TextTable = {
  'signImg.notFound': { zh: '签名不存在', zhtw: '簽名不存在', en: 'No such signature' },
  'signImg.invalid': { zh: '签名须为PNG或JPEG图片，且不超过200KB', zhtw: '簽名須為PNG或JPEG圖片，且不超過200KB', en: 'A signature is a PNG or JPEG image of at most 200 KB' },
  'system.notFound': { zh: '应用不存在或已禁用', zhtw: '應用不存在或已禁用', en: 'No such application, or it is disabled' },
  'ok.switched': { zh: '切换成功', zhtw: '切換成功', en: 'Switched' },
  'currentUser.majorTypeInvalid': { zh: '切换类型只能是应用、组织或岗位', zhtw: '切換類型只能是應用、組織或崗位', en: 'Only the application, organisation or position can be switched' },
  'currentUser.notOwnOrganize': { zh: '只能切换到自己所属的组织', zhtw: '只能切換到自己所屬的組織', en: 'You can only switch to an organisation you belong to' },
  'currentUser.notOwnPosition': { zh: '只能切换到自己担任的岗位', zhtw: '只能切換到自己擔任的崗位', en: 'You can only switch to a position you hold' },
  'sysLog.login': { zh: '登录', zhtw: '登錄', en: 'Sign-in' },
  'sysLog.logout': { zh: '退出', zhtw: '退出', en: 'Sign-out' },
  'sysLog.password': { zh: '修改密码', zhtw: '修改密碼', en: 'Password change' },
};
