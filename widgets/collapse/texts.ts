import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.collapse': { zh: '折叠面板', zhtw: '折疊面板', en: 'Collapse' },
  'widget.collapsePanel': { zh: '面板', zhtw: '面板', en: 'Panel' },
  'designer.accordion': { zh: '手风琴', zhtw: '手風琴', en: 'One open at a time' },
  'designer.open': { zh: '默认展开', zhtw: '默認展開', en: 'Open at first' },
};
