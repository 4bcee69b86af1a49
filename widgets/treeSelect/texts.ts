import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.treeSelect': { zh: '下拉树形', zhtw: '下拉樹形', en: 'Tree select' },
};
