// What the file endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const fileServerTexts: TextTable = {
  'download.expired': { zh: '下载链接已失效，请重新导出', zhtw: '下載鏈接已失效，請重新導出', en: 'The download link has expired; export again' },
};
