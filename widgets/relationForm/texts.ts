// The related-form widget's words: its field, its picker (spec 03 §2 Popup data picker, §3 popupTitle 选择数据),
// its properties, and the server's refusals (FieldDataSelect, the readableRecords save hook).
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.relationForm': { zh: '关联表单', zhtw: '關聯表單', en: 'Related form' },
  'widget.relationForm.placeholder': { zh: '请选择', zhtw: '請選擇', en: 'Please choose' },
  'widget.relationForm.choose': { zh: '选择', zhtw: '選擇', en: 'Choose' },
  'widget.relationForm.clear': { zh: '清空', zhtw: '清空', en: 'Clear' },
  'widget.relationForm.noModel': { zh: '未设置关联功能', zhtw: '未設置關聯功能', en: 'No related form is set' },
  'widget.relationForm.title': { zh: '选择数据', zhtw: '選擇數據', en: 'Choose a record' },
  'widget.relationForm.keyword': { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  'widget.relationForm.search': { zh: '查询', zhtw: '查詢', en: 'Search' },
  'widget.relationForm.reset': { zh: '重置', zhtw: '重置', en: 'Reset' },
  'widget.relationForm.refresh': { zh: '刷新', zhtw: '刷新', en: 'Refresh' },
  'widget.relationForm.index': { zh: '序号', zhtw: '序號', en: 'No.' },
  'widget.relationForm.nameColumn': { zh: '名称', zhtw: '名稱', en: 'Name' },
  'widget.relationForm.unreadable': {
    zh: '{{label}}：所选记录不存在或无权查看',
    zhtw: '{{label}}：所選記錄不存在或無權查看',
    en: '{{label}}: the chosen record does not exist or you may not read it',
  },
  'widget.relationForm.unknownField': {
    zh: '关联表单{{model}}没有字段{{field}}',
    zhtw: '關聯表單{{model}}沒有字段{{field}}',
    en: 'The form {{model}} has no field {{field}}',
  },
  'widget.relationForm.tooManyIds': { zh: '一次最多查询{{max}}条记录', zhtw: '一次最多查詢{{max}}條記錄', en: 'At most {{max}} records at once' },
  'designer.relationForm.modelId': { zh: '关联功能', zhtw: '關聯功能', en: 'Related form' },
  'designer.relationForm.relationField': { zh: '显示字段', zhtw: '顯示字段', en: 'Field shown' },
  'designer.relationForm.columnOptions': { zh: '列表字段', zhtw: '列表字段', en: 'Popup columns' },
  'designer.relationForm.hasPage': { zh: '分页', zhtw: '分頁', en: 'Paged' },
  'designer.relationForm.pageSize': { zh: '分页条数', zhtw: '分頁條數', en: 'Rows per page' },
  'designer.relationForm.popupType': { zh: '弹窗类型', zhtw: '彈窗類型', en: 'Popup' },
  'designer.relationForm.popupType.dialog': { zh: '弹窗', zhtw: '彈窗', en: 'Dialog' },
  'designer.relationForm.popupType.drawer': { zh: '抽屉', zhtw: '抽屜', en: 'Drawer' },
  'designer.relationForm.popupTitle': { zh: '弹窗标题', zhtw: '彈窗標題', en: 'Popup title' },
  'designer.relationForm.popupWidth': { zh: '弹窗宽度', zhtw: '彈窗寬度', en: 'Popup width' },
};
