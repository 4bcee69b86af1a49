// Menu titles by route.{enCode}; entries without a key show their fullName.
import type { TextTable } from '@core/i18n/text';

export const routeTexts: TextTable = {
  'route.devTools': { zh: '开发工具', zhtw: '開發工具', en: 'Developer tools' },
  'route.apiDocs': { zh: '接口文档', zhtw: '接口文檔', en: 'API docs' },
  'route.devTools.widgetGallery': { zh: '控件库', zhtw: '控件庫', en: 'Widget gallery' },
};
