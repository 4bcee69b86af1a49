import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.table': { zh: '设计子表', zhtw: '設計子表', en: 'Sub-table' },
  'designer.addText': { zh: '添加按钮文字', zhtw: '添加按鈕文字', en: 'Add button text' },
  'designer.showSummary': { zh: '合计', zhtw: '合計', en: 'Summary row' },
  'designer.summaryFields': { zh: '合计字段', zhtw: '合計字段', en: 'Columns to total' },
  'designer.complexHeaders': { zh: '复杂表头', zhtw: '複雜表頭', en: 'Grouped headers' },
  'designer.deletable': { zh: '可删除行', zhtw: '可刪除行', en: 'Rows can be deleted' },
  'designer.addable': { zh: '可添加行', zhtw: '可添加行', en: 'Rows can be added' },
  'designer.addType': { zh: '添加方式', zhtw: '添加方式', en: 'Rows are added' },
  'designer.addType.blank': { zh: '空白行', zhtw: '空白行', en: 'Blank' },
  'designer.addType.dialog': { zh: '弹窗选择', zhtw: '彈窗選擇', en: 'Picked in a dialog' },
  'designer.addDialog': { zh: '弹窗配置', zhtw: '彈窗配置', en: 'Selection dialog' },
  'table.pickTitle': { zh: '选择数据', zhtw: '選擇數據', en: 'Choose rows' },
  'table.addRow': { zh: '添加', zhtw: '添加', en: 'Add a row' },
  'table.summary': { zh: '合计', zhtw: '合計', en: 'Total' },
  'table.deleteConfirm': { zh: '此操作将永久删除该数据, 是否继续?', zhtw: '此操作將永久刪除該數據, 是否繼續?', en: 'This permanently deletes the row. Continue?' },
};
