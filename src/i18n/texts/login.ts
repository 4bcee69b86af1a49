// The sign-in page.
import type { TextTable } from '@core/i18n/text';

export const loginTexts: TextTable = {
  'login.title': { zh: '账号登录', zhtw: '賬號登錄', en: 'Sign in' },
  'login.account': { zh: '请输入账号', zhtw: '請輸入賬號', en: 'Account' },
  'login.password': { zh: '请输入密码', zhtw: '請輸入密碼', en: 'Password' },
  'login.code': { zh: '请输入验证码', zhtw: '請輸入驗證碼', en: 'Verification code' },
  'login.accountRequired': { zh: '请输入账号', zhtw: '請輸入賬號', en: 'Enter your account' },
  'login.passwordRequired': { zh: '请输入密码', zhtw: '請輸入密碼', en: 'Enter your password' },
  'login.codeRequired': { zh: '请输入验证码', zhtw: '請輸入驗證碼', en: 'Enter the verification code' },
  'login.submit': { zh: '登录', zhtw: '登錄', en: 'Sign in' },
  'login.subAccountHint': {
    zh: '子账号请输入 手机号@账号',
    zhtw: '子賬號請輸入 手機號@賬號',
    en: 'Sub-accounts sign in as mobile@account',
  },
};
