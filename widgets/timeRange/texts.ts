import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.timeRange.order': { zh: '开始时间不能晚于结束时间', zhtw: '開始時間不能晚於結束時間', en: 'The start must not be after the end' },
  'widget.timeRange.outOfBounds': { zh: '时间应在{{start}}至{{end}}之间', zhtw: '時間應在{{start}}至{{end}}之間', en: 'Times must lie between {{start}} and {{end}}' },
  'widget.timeRange': { zh: '时间范围', zhtw: '時間範圍', en: 'Time range' },
  'widget.timeRange.start': { zh: '开始时间', zhtw: '開始時間', en: 'Start time' },
  'widget.timeRange.end': { zh: '结束时间', zhtw: '結束時間', en: 'End time' },
  'designer.timeRange.startTime': { zh: '最早时间', zhtw: '最早時間', en: 'Earliest time' },
  'designer.timeRange.endTime': { zh: '最晚时间', zhtw: '最晚時間', en: 'Latest time' },
  'designer.timeRange.startPlaceholder': { zh: '开始占位', zhtw: '開始佔位', en: 'Start placeholder' },
  'designer.timeRange.endPlaceholder': { zh: '结束占位', zhtw: '結束佔位', en: 'End placeholder' },
};
