import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.calculate': { zh: '计算公式', zhtw: '計算公式', en: 'Calculation' },
  'designer.expression': { zh: '计算公式', zhtw: '計算公式', en: 'Expression' },
  'designer.amountChinese': { zh: '大写金额', zhtw: '大寫金額', en: 'Amount in Chinese capitals' },
  'designer.isStorage': { zh: '存储值', zhtw: '存儲值', en: 'Stored' },
};
