// The barcode's words, and those of the text source the QR code shares with it.
import type { TextTable } from '@core/i18n/text';

/** Where a barcode's or QR code's text comes from (the QR code's texts add these too). */
export const codeSourceTexts: TextTable = {
  'designer.codeSource': { zh: '默认值', zhtw: '默認值', en: 'Text from' },
  'designer.codeSource.static': { zh: '固定值', zhtw: '固定值', en: 'Fixed text' },
  'designer.codeSource.relation': { zh: '组件联动', zhtw: '組件聯動', en: 'Another field' },
  'designer.staticText': { zh: '固定值', zhtw: '固定值', en: 'Fixed text' },
};

export const texts: TextTable = {
  ...codeSourceTexts,
  'widget.barcode': { zh: '条形码', zhtw: '條形碼', en: 'Barcode' },
  'designer.barcodeFormat': { zh: '编码格式', zhtw: '編碼格式', en: 'Symbology' },
  'designer.lineColor': { zh: '条码颜色', zhtw: '條碼顏色', en: 'Bar colour' },
  'designer.background': { zh: '背景颜色', zhtw: '背景顏色', en: 'Background' },
  'designer.barWidth': { zh: '宽度', zhtw: '寬度', en: 'Bar width' },
  'barcode.lettersAndDigitsOnly': {
    zh: '条形码只能由字母和数字组成，未绘制',
    zhtw: '條形碼只能由字母和數字組成，未繪製',
    en: 'Not drawn: a barcode holds letters and digits only',
  },
  'barcode.notInFormat': {
    zh: '此内容不符合{{format}}编码格式，未绘制',
    zhtw: '此內容不符合{{format}}編碼格式，未繪製',
    en: 'Not drawn: this text does not fit the {{format}} symbology',
  },
  'designer.barHeight': { zh: '高度', zhtw: '高度', en: 'Height' },
};
