import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.button': { zh: '按钮', zhtw: '按鈕', en: 'Button' },
  'designer.buttonType': { zh: '按钮类型', zhtw: '按鈕類型', en: 'Style' },
  'designer.buttonType.default': { zh: '默认', zhtw: '默認', en: 'Default' },
  'designer.buttonType.primary': { zh: '主要', zhtw: '主要', en: 'Primary' },
  'designer.buttonType.dashed': { zh: '虚线', zhtw: '虛線', en: 'Dashed' },
  'designer.buttonType.link': { zh: '链接', zhtw: '鏈接', en: 'Link' },
};
