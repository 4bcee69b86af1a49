import type { TextTable } from '@core/i18n/text';
import { rangeTexts } from '@core/widgets/ranges';

export const texts: TextTable = {
  ...rangeTexts,
  'widget.timeRange': { zh: '时间范围', zhtw: '時間範圍', en: 'Time range' },
  'widget.timeRange.start': { zh: '开始时间', zhtw: '開始時間', en: 'Start time' },
  'widget.timeRange.end': { zh: '结束时间', zhtw: '結束時間', en: 'End time' },
  'designer.timeRange.startTime': { zh: '最早时间', zhtw: '最早時間', en: 'Earliest time' },
  'designer.timeRange.endTime': { zh: '最晚时间', zhtw: '最晚時間', en: 'Latest time' },
  'designer.timeRange.startPlaceholder': { zh: '开始占位', zhtw: '開始佔位', en: 'Start placeholder' },
  'designer.timeRange.endPlaceholder': { zh: '结束占位', zhtw: '結束佔位', en: 'End placeholder' },
};
