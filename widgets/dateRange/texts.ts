import type { TextTable } from '@core/i18n/text';
import { rangeTexts } from '@core/widgets/ranges';

export const texts: TextTable = {
  ...rangeTexts,
  'widget.dateRange': { zh: '日期范围', zhtw: '日期範圍', en: 'Date range' },
  'widget.dateRange.start': { zh: '开始日期', zhtw: '開始日期', en: 'Start date' },
  'widget.dateRange.end': { zh: '结束日期', zhtw: '結束日期', en: 'End date' },
  'designer.dateRange.startPlaceholder': { zh: '开始占位', zhtw: '開始佔位', en: 'Start placeholder' },
  'designer.dateRange.endPlaceholder': { zh: '结束占位', zhtw: '結束佔位', en: 'End placeholder' },
};
