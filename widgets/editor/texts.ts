// The rich-text editor's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.editor': { zh: '富文本', zhtw: '富文本', en: 'Rich text' },
  // Quill's toolbar pickers and link tooltip (toolbarLabels.ts).
  'editor.normal': { zh: '正文', zhtw: '正文', en: 'Normal' },
  'editor.heading': { zh: '标题{{level}}', zhtw: '標題{{level}}', en: 'Heading {{level}}' },
  'editor.size.small': { zh: '小号', zhtw: '小號', en: 'Small' },
  'editor.size.large': { zh: '大号', zhtw: '大號', en: 'Large' },
  'editor.size.huge': { zh: '超大号', zhtw: '超大號', en: 'Huge' },
  'editor.visitUrl': { zh: '访问链接：', zhtw: '訪問鏈接：', en: 'Visit URL:' },
  'editor.enterLink': { zh: '输入链接：', zhtw: '輸入鏈接：', en: 'Enter link:' },
  'editor.enterVideo': { zh: '输入视频：', zhtw: '輸入視頻：', en: 'Enter video:' },
  'editor.enterFormula': { zh: '输入公式：', zhtw: '輸入公式：', en: 'Enter formula:' },
  'editor.edit': { zh: '编辑', zhtw: '編輯', en: 'Edit' },
  'editor.remove': { zh: '移除', zhtw: '移除', en: 'Remove' },
  'editor.save': { zh: '保存', zhtw: '保存', en: 'Save' },
  'designer.editor.maxLength': { zh: '最大长度', zhtw: '最大長度', en: 'Maximum length' },
};
