// The colour picker's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.colorPicker': { zh: '颜色选择', zhtw: '顏色選擇', en: 'Colour' },
  'designer.showAlpha': { zh: '支持透明度', zhtw: '支持透明度', en: 'Transparency' },
  'designer.colorFormat': { zh: '颜色格式', zhtw: '顏色格式', en: 'Colour format' },
  'designer.colorFormat.default': { zh: '默认', zhtw: '默認', en: 'Default' },
};
