import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.row': { zh: '栅格容器', zhtw: '柵格容器', en: 'Row' },
  'designer.gutter': { zh: '栅格间隔', zhtw: '柵格間隔', en: 'Gutter' },
};
