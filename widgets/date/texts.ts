import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.date': { zh: '日期选择', zhtw: '日期選擇', en: 'Date' },
  'widget.date.beforeStart': { zh: '日期不能早于{{start}}', zhtw: '日期不能早於{{start}}', en: 'The date cannot be before {{start}}' },
  'widget.date.afterEnd': { zh: '日期不能晚于{{end}}', zhtw: '日期不能晚於{{end}}', en: 'The date cannot be after {{end}}' },
  'designer.date.fixed': { zh: '特定时间', zhtw: '特定時間', en: 'A fixed time' },
  'designer.date.relation': { zh: '表单字段', zhtw: '表單字段', en: 'Another field' },
  'designer.date.startType': { zh: '开始时间类型', zhtw: '開始時間類型', en: 'Earliest from' },
  'designer.date.startTime': { zh: '开始时间', zhtw: '開始時間', en: 'Earliest' },
  'designer.date.startField': { zh: '开始时间字段', zhtw: '開始時間字段', en: 'Earliest field' },
  'designer.date.endType': { zh: '结束时间类型', zhtw: '結束時間類型', en: 'Latest from' },
  'designer.date.endTime': { zh: '结束时间', zhtw: '結束時間', en: 'Latest' },
  'designer.date.endField': { zh: '结束时间字段', zhtw: '結束時間字段', en: 'Latest field' },
};
