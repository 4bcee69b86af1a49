// What the models' routes answer, in the three languages.
import { formProblemTexts } from '@core/form/problemTexts';
import type { TextTable } from '@core/i18n/text';

export const visualDevTexts: TextTable = {
  // What the form compiler says of a refused design (formProblem.<code>), in the asker's language.
  ...formProblemTexts,
  'visualdev.notFound': { zh: '功能不存在', zhtw: '功能不存在', en: 'No such model' },
  'visualdev.codeExists': { zh: '功能编码已存在', zhtw: '功能編碼已存在', en: 'The model code is taken' },
  'visualdev.nameExists': { zh: '功能名称已存在', zhtw: '功能名稱已存在', en: 'The model name is taken' },
  'visualdev.tableExists': { zh: '数据表{{table}}已被使用', zhtw: '資料表{{table}}已被使用', en: 'The table {{table}} is in use' },
  'visualdev.tableFixed': {
    zh: '功能已发布，主表名不能修改',
    zhtw: '功能已發佈，主表名不能修改',
    en: 'The model is released: its main table cannot be renamed',
  },
  'visualdev.categoryNotFound': { zh: '分类不存在', zhtw: '分類不存在', en: 'No such category' },
  'visualdev.formProblem': { zh: '表单设计有误：{{problem}}', zhtw: '表單設計有誤：{{problem}}', en: 'The form design is wrong: {{problem}}' },
  'visualdev.listFieldUnknown': {
    zh: '列表设计引用了不存在的字段{{field}}',
    zhtw: '列表設計引用了不存在的欄位{{field}}',
    en: 'The list design names the unknown field {{field}}',
  },
  'visualdev.list.columnTwice': { zh: '列表字段“{{field}}”重复', zhtw: '列表欄位“{{field}}”重複', en: 'The column “{{field}}” is listed twice' },
  'visualdev.list.rangeNotAllowed': {
    zh: '“{{field}}”不是日期或数字，不能范围查询',
    zhtw: '“{{field}}”不是日期或數字，不能範圍查詢',
    en: '“{{field}}” is neither a date nor a number: it cannot be searched by range',
  },
  'visualdev.list.keywordNotText': {
    zh: '“{{field}}”不是文本字段，不能作为关键词',
    zhtw: '“{{field}}”不是文本欄位，不能作為關鍵詞',
    en: '“{{field}}” holds no text: the keyword cannot search it',
  },
  'visualdev.list.treeMissing': {
    zh: '左侧树形表格须设置左侧树',
    zhtw: '左側樹形表格須設置左側樹',
    en: 'A list with a tree on the left needs the tree set up',
  },
  'visualdev.list.treeDictionaryMissing': { zh: '请选择左侧树的数据字典', zhtw: '請選擇左側樹的數據字典', en: 'Choose the dictionary of the left tree' },
  'visualdev.list.treeInterfaceMissing': {
    zh: '请选择左侧树的数据接口并输入主键字段和显示字段',
    zhtw: '請選擇左側樹的數據接口並輸入主鍵欄位和顯示欄位',
    en: 'Choose the data interface of the left tree and enter its value and label fields',
  },
  'visualdev.list.treeInterfaceUnknown': { zh: '左侧树的数据接口不存在', zhtw: '左側樹的數據接口不存在', en: 'The left tree’s data interface does not exist' },
  'visualdev.list.groupFieldMissing': { zh: '分组表格须选择分组字段', zhtw: '分組表格須選擇分組欄位', en: 'A grouped list needs the field to group by' },
  'visualdev.list.groupFieldNotColumn': {
    zh: '分组字段“{{field}}”须为列表字段',
    zhtw: '分組欄位“{{field}}”須為列表欄位',
    en: 'The group field “{{field}}” must be one of the columns',
  },
  'visualdev.list.parentFieldMissing': { zh: '树形表格须选择父级字段', zhtw: '樹形表格須選擇父級欄位', en: 'A tree table needs the parent field' },
  'visualdev.releasedDeleteRefused': {
    zh: '功能已发布为菜单，请先删除菜单',
    zhtw: '功能已發佈為選單，請先刪除選單',
    en: 'The model is released as a menu entry: delete the entry first',
  },
  'visualdev.losingChanges': {
    zh: '发布将丢失数据：{{fields}}，请确认后再发布',
    zhtw: '發佈將遺失資料：{{fields}}，請確認後再發佈',
    en: 'Releasing loses data: {{fields}}. Confirm to release',
  },
  'visualdev.parentRequired': { zh: '请选择上级菜单', zhtw: '請選擇上級選單', en: 'Choose the parent menu entry' },
  'visualdev.parentNotFound': { zh: '上级菜单不存在', zhtw: '上級選單不存在', en: 'No such parent menu entry' },
  'visualdev.notReleased': { zh: '功能未发布', zhtw: '功能未發佈', en: 'The model is not released' },
  'visualdev.versionNotFound': { zh: '版本不存在', zhtw: '版本不存在', en: 'No such release' },
  'visualdev.released': { zh: '发布成功', zhtw: '發佈成功', en: 'Released' },
  'visualdev.rolledBack': { zh: '回滚成功', zhtw: '回滾成功', en: 'Rolled back' },
  'visualdev.recordNotFound': { zh: '数据不存在', zhtw: '資料不存在', en: 'No such record' },
  'visualdev.notAnObject': { zh: '{{field}}必须是JSON对象', zhtw: '{{field}}必須是JSON物件', en: '{{field}} must be a JSON object' },
  'visualdev.searchUnknown': { zh: '查询字段不存在：{{field}}', zhtw: '查詢欄位不存在：{{field}}', en: 'The list cannot be searched by {{field}}' },
  'visualdev.copied': { zh: '复制成功', zhtw: '複製成功', en: 'Copied' },
  // A model's data export and import (runtime/transfer*.ts).
  'visualdev.exportTooMany': {
    zh: '导出数据不能超过{{max}}条，请缩小查询范围',
    zhtw: '導出數據不能超過{{max}}條，請縮小查詢範圍',
    en: 'An export holds at most {{max}} rows: narrow the search',
  },
  'visualdev.exportNoColumns': { zh: '请选择要导出的列', zhtw: '請選擇要導出的列', en: 'Choose the columns to export' },
  'visualdev.importNothing': { zh: '该功能没有可导入的字段', zhtw: '該功能沒有可導入的欄位', en: 'This model has no fields that can be imported' },
  'visualdev.importTemplate': { zh: '{{name}}导入模板', zhtw: '{{name}}導入模板', en: '{{name}} import template' },
  'visualdev.importFieldIssue': { zh: '{{label}}：{{message}}', zhtw: '{{label}}：{{message}}', en: '{{label}}: {{message}}' },
  'visualdev.importNotNumber': { zh: '{{title}}必须是数字', zhtw: '{{title}}必須是數字', en: '{{title}} must be a number' },
  'visualdev.importNotTime': {
    zh: '{{title}}不是有效的时间（如08:30:00）',
    zhtw: '{{title}}不是有效的時間（如08:30:00）',
    en: '{{title}} is not a valid time (such as 08:30:00)',
  },
  'visualdev.importUnknownItem': {
    zh: '{{title}}“{{value}}”不在数据字典中',
    zhtw: '{{title}}“{{value}}”不在數據字典中',
    en: '{{title}} "{{value}}" is not an item of its dictionary',
  },
  'visualdev.importHint.choices': { zh: '可填写：{{choices}}', zhtw: '可填寫：{{choices}}', en: 'One of: {{choices}}' },
  'visualdev.importHint.date': { zh: '格式：{{format}}', zhtw: '格式：{{format}}', en: 'Written as {{format}}' },
  'visualdev.importHint.multiple': { zh: '多个值用逗号分隔', zhtw: '多個值用逗號分隔', en: 'Separate several values with commas' },
};
