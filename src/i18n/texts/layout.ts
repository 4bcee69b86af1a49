// The main layout: top bar, side menu, tags, user menu, notices (spec 01 §2.5–2.6).
import type { TextTable } from '@core/i18n/text';

export const layoutTexts: TextTable = {
  'layout.home': { zh: '首页', zhtw: '首頁', en: 'Home' },
  'layout.profile': { zh: '个人信息', zhtw: '個人信息', en: 'Profile' },
  'layout.lockScreen': { zh: '锁定屏幕', zhtw: '鎖定屏幕', en: 'Lock screen' },
  'layout.logout': { zh: '退出登录', zhtw: '退出登錄', en: 'Sign out' },
  'layout.logoutConfirm': { zh: '您确定要退出应用程序吗?', zhtw: '您確定要退出應用程序嗎?', en: 'Are you sure you want to quit the application?' },
  'layout.searchPlaceholder': { zh: '搜索导航菜单', zhtw: '搜索導航菜單', en: 'Search navigation menu' },
  'layout.noMatch': { zh: '没有匹配的菜单', zhtw: '沒有匹配的菜單', en: 'No matching menu' },
  'layout.fullscreen': { zh: '全屏', zhtw: '全屏', en: 'Fullscreen' },
  'layout.fullscreenUnsupported': { zh: '不支持全屏', zhtw: '不支持全屏', en: 'Fullscreen is not supported' },
  'layout.language': { zh: '语言', zhtw: '語言', en: 'Language' },
  'layout.collapse': { zh: '收起/展开菜单', zhtw: '收起/展開菜單', en: 'Collapse or expand the menu' },
  'layout.tagRefresh': { zh: '刷新', zhtw: '刷新', en: 'Refresh' },
  'layout.tagClose': { zh: '关闭', zhtw: '關閉', en: 'Close' },
  'layout.tagCloseOthers': { zh: '关闭其他', zhtw: '關閉其他', en: 'Close others' },
  'layout.tagCloseAll': { zh: '关闭所有', zhtw: '關閉所有', en: 'Close all' },
  'layout.lastLoginTitle': { zh: '上次登录', zhtw: '上次登錄', en: 'Last sign-in' },
  'layout.lastLoginBody': {
    zh: '时间：{{time}}，地点：{{place}}，IP：{{ip}}',
    zhtw: '時間：{{time}}，地點：{{place}}，IP：{{ip}}',
    en: 'Time: {{time}}, place: {{place}}, IP: {{ip}}',
  },
  'layout.feedback': { zh: '反馈问题', zhtw: '反饋問題', en: 'Feedback' },
  'layout.feedbackSubject': { zh: '{{system}} 问题反馈', zhtw: '{{system}} 問題反饋', en: '{{system}} feedback' },
  'layout.about': { zh: '关于平台', zhtw: '關於平台', en: 'About' },
  'layout.aboutTitle': { zh: '关于平台', zhtw: '關於平台', en: 'About the platform' },
  'layout.aboutVersion': { zh: '版本：{{version}}', zhtw: '版本：{{version}}', en: 'Version: {{version}}' },
  'layout.statement': { zh: '官方声明', zhtw: '官方聲明', en: 'Official statement' },
  'layout.statementTitle': { zh: '官方声明', zhtw: '官方聲明', en: 'Official statement' },
  'layout.statementBody': {
    zh: '本平台的数据归所属单位所有，仅供授权人员在职责范围内使用；严禁任何人篡改数据内容、扭曲数据用途、传播或售卖平台数据，特此声明。',
    zhtw: '本平台的數據歸所屬單位所有，僅供授權人員在職責範圍內使用；嚴禁任何人篡改數據內容、扭曲數據用途、傳播或售賣平台數據，特此聲明。',
    en:
      'The data on this platform belongs to its organisation and is for authorised staff within their duties only. ' +
      'Altering it, misusing it, passing it on or selling it is forbidden.',
  },
  'layout.appSwitch': { zh: '应用切换', zhtw: '應用切換', en: 'Switch application' },
  'layout.appSearch': { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Enter a keyword' },
  'layout.appCurrent': { zh: '当前', zhtw: '當前', en: 'Current' },
  'layout.tagsScrollLeft': { zh: '向左滚动', zhtw: '向左滾動', en: 'Scroll left' },
  'layout.tagsScrollRight': { zh: '向右滚动', zhtw: '向右滾動', en: 'Scroll right' },
  'layout.menuMore': { zh: '更多...', zhtw: '更多...', en: 'more ...' },
  'language.zh': { zh: '简体中文', zhtw: '简体中文', en: '简体中文' },
  // Each language is named in its own words, whatever the interface language.
  'language.zhtw': { zh: '繁體中文', zhtw: '繁體中文', en: '繁體中文' },
  'language.en': { zh: 'English', zhtw: 'English', en: 'English' },
};
