// The password input's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.PsdInput': { zh: '密码输入', zhtw: '密碼輸入', en: 'Password' },
  'designer.showPassword': { zh: '可查看密码', zhtw: '可查看密碼', en: 'Can reveal' },
};
