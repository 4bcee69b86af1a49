import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.dateRange.order': { zh: '开始时间不能晚于结束时间', zhtw: '開始時間不能晚於結束時間', en: 'The start must not be after the end' },
  'widget.dateRange': { zh: '日期范围', zhtw: '日期範圍', en: 'Date range' },
  'widget.dateRange.start': { zh: '开始日期', zhtw: '開始日期', en: 'Start date' },
  'widget.dateRange.end': { zh: '结束日期', zhtw: '結束日期', en: 'End date' },
  'designer.dateRange.startPlaceholder': { zh: '开始占位', zhtw: '開始佔位', en: 'Start placeholder' },
  'designer.dateRange.endPlaceholder': { zh: '结束占位', zhtw: '結束佔位', en: 'End placeholder' },
};
