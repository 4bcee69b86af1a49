// The password dialogs: the forced first-login change.
import type { TextTable } from '@core/i18n/text';

export const passwordTexts: TextTable = {
  'pwd.forcedTitle': { zh: '修改初始密码', zhtw: '修改初始密碼', en: 'Change your initial password' },
  'pwd.forcedIntro': {
    zh: '为了您的账号安全，首次登录请修改初始密码。',
    zhtw: '為了您的賬號安全，首次登錄請修改初始密碼。',
    en: 'For your account’s safety, change the initial password at first sign-in.',
  },
  'pwd.old': { zh: '旧密码', zhtw: '舊密碼', en: 'Old password' },
  'pwd.new': { zh: '新密码', zhtw: '新密碼', en: 'New password' },
  'pwd.repeat': { zh: '重复密码', zhtw: '重複密碼', en: 'Repeat password' },
  'pwd.code': { zh: '验证码', zhtw: '驗證碼', en: 'Verification code' },
  'pwd.submit': { zh: '确定修改', zhtw: '確定修改', en: 'Change password' },
  'pwd.policyMin': { zh: '至少{{min}}位', zhtw: '至少{{min}}位', en: 'at least {{min}} characters' },
  'pwd.policyNumber': { zh: '包含数字', zhtw: '包含數字', en: 'a digit' },
  'pwd.policyLower': { zh: '包含小写字母', zhtw: '包含小寫字母', en: 'a lowercase letter' },
  'pwd.policyUpper': { zh: '包含大写字母', zhtw: '包含大寫字母', en: 'an uppercase letter' },
  'pwd.policyCharacter': { zh: '包含字符', zhtw: '包含字符', en: 'a symbol' },
  'pwd.policyLead': { zh: '密码要求：', zhtw: '密碼要求：', en: 'The password needs: ' },
};
