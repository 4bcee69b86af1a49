// The words of the properties several widgets share (core/widgets/properties.ts)
// and of the palette's groups; each widget's own words sit in its folder.
import type { TextTable } from '../i18n/text';

export const catalogTexts: TextTable = {
  'designer.group.basic': { zh: '基础控件', zhtw: '基礎控件', en: 'Basic' },
  'designer.group.advanced': { zh: '高级控件', zhtw: '高級控件', en: 'Advanced' },
  'designer.group.upload': { zh: '上传控件', zhtw: '上傳控件', en: 'Uploads' },
  'designer.group.layout': { zh: '布局控件', zhtw: '佈局控件', en: 'Layout' },
  'designer.group.display': { zh: '展示控件', zhtw: '展示控件', en: 'Display' },
  'designer.group.system': { zh: '系统控件', zhtw: '系統控件', en: 'System' },
  'designer.placeholder': { zh: '占位提示', zhtw: '佔位提示', en: 'Placeholder' },
  'designer.clearable': { zh: '可清空', zhtw: '可清空', en: 'Clearable' },
  'designer.valueType': { zh: '值类型', zhtw: '值類型', en: 'Value type' },
  'designer.text': { zh: '文本', zhtw: '文本', en: 'Text' },
  'designer.number': { zh: '数字', zhtw: '數字', en: 'Number' },
  'designer.options': { zh: '选项', zhtw: '選項', en: 'Options' },
  'designer.multiple': { zh: '多选', zhtw: '多選', en: 'Multiple' },
  'designer.precision': { zh: '精度', zhtw: '精度', en: 'Decimal places' },
  'designer.thousands': { zh: '千位分隔', zhtw: '千位分隔', en: 'Thousands separators' },
  'designer.dateFormat': { zh: '时间格式', zhtw: '時間格式', en: 'Format' },
  'designer.relationField': { zh: '关联字段', zhtw: '關聯字段', en: 'Field shown' },
  'widget.systemFilled': { zh: '系统自动生成', zhtw: '系統自動生成', en: 'Filled in on save' },
  'designer.visibility': { zh: '显示端', zhtw: '顯示端', en: 'Shown on' },
  'designer.columnWidth': { zh: '列宽', zhtw: '列寬', en: 'Column width' },
  'gallery.title': { zh: '控件库', zhtw: '控件庫', en: 'Widget gallery' },
  'gallery.create': { zh: '新建示例', zhtw: '新建示例', en: 'New sample' },
  'gallery.edit': { zh: '编辑示例', zhtw: '編輯示例', en: 'Edit sample' },
  'gallery.view': { zh: '查看示例', zhtw: '查看示例', en: 'Sample' },
  'gallery.intro': { zh: '此表单包含每个已注册的控件；保存后可查看其只读视图', zhtw: '此表單包含每個已註冊的控件；保存後可查看其只讀視圖', en: 'This form holds every registered widget; save it, then open it read-only' },
  'gallery.sampleTitle': { zh: '示例标题', zhtw: '示例標題', en: 'Sample title' },
  'gallery.optionA': { zh: '选项一', zhtw: '選項一', en: 'Option one' },
  'gallery.optionB': { zh: '选项二', zhtw: '選項二', en: 'Option two' },
};
