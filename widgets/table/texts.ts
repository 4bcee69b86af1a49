import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.table': { zh: '设计子表', zhtw: '設計子表', en: 'Sub-table' },
  'designer.addText': { zh: '添加按钮文字', zhtw: '添加按鈕文字', en: 'Add button text' },
  'designer.showSummary': { zh: '合计', zhtw: '合計', en: 'Summary row' },
  'designer.summaryFields': { zh: '合计字段', zhtw: '合計字段', en: 'Columns to total' },
  'designer.complexHeaders': { zh: '复杂表头', zhtw: '複雜表頭', en: 'Grouped headers' },
  'designer.deletable': { zh: '可删除行', zhtw: '可刪除行', en: 'Rows can be deleted' },
  'designer.addable': { zh: '可添加行', zhtw: '可添加行', en: 'Rows can be added' },
  'table.addRow': { zh: '添加', zhtw: '添加', en: 'Add a row' },
  'table.summary': { zh: '合计', zhtw: '合計', en: 'Total' },
  'table.deleteConfirm': { zh: '此操作将永久删除该数据, 是否继续?', zhtw: '此操作將永久刪除該數據, 是否繼續?', en: 'This permanently deletes the row. Continue?' },
};
