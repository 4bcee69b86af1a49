import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.card': { zh: '卡片容器', zhtw: '卡片容器', en: 'Card' },
  'designer.shadow': { zh: '阴影', zhtw: '陰影', en: 'Shadow' },
};
