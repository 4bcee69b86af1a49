import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.numRange.order': { zh: '最小值不能大于最大值', zhtw: '最小值不能大於最大值', en: 'The minimum must not exceed the maximum' },
  'widget.numRange': { zh: '数字范围', zhtw: '數字範圍', en: 'Number range' },
  'widget.numRange.min': { zh: '最小值', zhtw: '最小值', en: 'Minimum' },
  'widget.numRange.max': { zh: '最大值', zhtw: '最大值', en: 'Maximum' },
  'designer.numRange.minPlaceholder': { zh: '最小值占位', zhtw: '最小值佔位', en: 'Minimum placeholder' },
  'designer.numRange.maxPlaceholder': { zh: '最大值占位', zhtw: '最大值佔位', en: 'Maximum placeholder' },
};
