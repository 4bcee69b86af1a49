import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.groupTitle': { zh: '分组标题', zhtw: '分組標題', en: 'Group title' },
  'designer.position': { zh: '标题位置', zhtw: '標題位置', en: 'Title position' },
  'designer.left': { zh: '左边', zhtw: '左邊', en: 'Left' },
  'designer.center': { zh: '中间', zhtw: '中間', en: 'Centre' },
  'designer.right': { zh: '右边', zhtw: '右邊', en: 'Right' },
};
