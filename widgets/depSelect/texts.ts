// The department picker's words, and those every directory picker shares (the
// dialog, the custom list, the refusal of an id outside it).
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.depSelect': { zh: '部门选择', zhtw: '部門選擇', en: 'Department' },
  'widget.depSelect.title': { zh: '选择部门', zhtw: '選擇部門', en: 'Choose departments' },
  'widget.orgPicker.keyword': { zh: '请输入关键词查询', zhtw: '請輸入關鍵詞查詢', en: 'Search by keyword' },
  'widget.orgPicker.selected': { zh: '已选', zhtw: '已選', en: 'Selected' },
  'widget.orgPicker.clearList': { zh: '清空列表', zhtw: '清空列表', en: 'Clear list' },
  'widget.orgPicker.empty': { zh: '暂无数据', zhtw: '暫無數據', en: 'No data' },
  'widget.orgPicker.remove': { zh: '删除', zhtw: '刪除', en: 'Remove' },
  'widget.orgPicker.pleaseSelect': { zh: '请选择{{title}}', zhtw: '請選擇{{title}}', en: 'Please choose {{title}}' },
  'widget.orgPicker.placeholder': { zh: '请选择', zhtw: '請選擇', en: 'Please choose' },
  'widget.orgPicker.notAllowed': { zh: '所选项不在可选范围内', zhtw: '所選項不在可選範圍內', en: 'This choice is outside the allowed ones' },
  'designer.selectType': { zh: '可选范围', zhtw: '可選範圍', en: 'Choices' },
  'designer.selectType.all': { zh: '全部', zhtw: '全部', en: 'All' },
  'designer.selectType.custom': { zh: '自定义', zhtw: '自定義', en: 'Custom' },
  'designer.ableIds': { zh: '可选项', zhtw: '可選項', en: 'Allowed choices' },
};
