// Words used across the shell: buttons, confirmations, generic errors (spec 01 §8).
import type { TextTable } from '@core/i18n/text';

export const commonTexts: TextTable = {
  'common.ok': { zh: '确定', zhtw: '確定', en: 'OK' },
  'common.cancel': { zh: '取消', zhtw: '取消', en: 'Cancel' },
  'common.tip': { zh: '提示', zhtw: '提示', en: 'Tip' },
  'common.loading': { zh: '加载中...', zhtw: '加載中...', en: 'Loading...' },
  'common.requestError': { zh: '请求出错，请重试', zhtw: '請求出錯，請重試', en: 'Request error, please retry' },
  'common.hasError': { zh: 'Has Error', zhtw: 'Has Error', en: 'Has Error' },
  'common.loginExpired': { zh: '登录过期,请重新登录', zhtw: '登錄過期,請重新登錄', en: 'Login expired, please log in again' },
  'common.verifyFailed': { zh: '验证失败，请重新登录。', zhtw: '驗證失敗，請重新登錄。', en: 'Verification failed, please log in again.' },
  'common.noPermission': { zh: '您的权限不足，请联系管理员', zhtw: '您的權限不足，請聯繫管理員', en: 'You lack permissions; please contact your administrator' },
  'common.siteTitle': { zh: '快速开发平台', zhtw: '快速開發平台', en: 'Rapid development platform' },
  'common.listSeparator': { zh: '、', zhtw: '、', en: ', ' },
  'common.backHome': { zh: '返回首页', zhtw: '返回首頁', en: 'Back to home' },
  'common.captchaAlt': { zh: '验证码', zhtw: '驗證碼', en: 'Verification code' },
  'common.captchaRefresh': { zh: '看不清？点击换一张', zhtw: '看不清？點擊換一張', en: 'Hard to read? Click for another' },
};
