// The words of the data-interface property editors (popup columns, parameter
// bindings, row-field selects) and of the system variables a parameter may take.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.picker.pickOne': { zh: '请选择一条数据', zhtw: '請選擇一條數據', en: 'Select at least one row' },
  'designer.interface.pickFirst': { zh: '请先选择数据接口', zhtw: '請先選擇數據接口', en: 'Choose a data interface first' },
  'designer.interface.noFields': { zh: '该数据接口未设置字段', zhtw: '該數據接口未設置字段', en: 'The data interface declares no fields' },
  'designer.interface.noParams': { zh: '该数据接口没有参数', zhtw: '該數據接口沒有參數', en: 'The data interface takes no parameters' },
  'designer.interface.loading': { zh: '加载中…', zhtw: '加載中…', en: 'Loading…' },
  'designer.interface.columnLabel': { zh: '列名', zhtw: '列名', en: 'Heading' },
  'designer.interface.source.field': { zh: '表单字段', zhtw: '表單字段', en: 'Form field' },
  'designer.interface.source.variable': { zh: '系统变量', zhtw: '系統變量', en: 'System variable' },
  'designer.interface.source.fixed': { zh: '固定值', zhtw: '固定值', en: 'Fixed value' },
  'designer.interface.pickFormField': { zh: '请选择表单字段', zhtw: '請選擇表單字段', en: 'Choose a form field' },
  'designer.interface.pickVariable': { zh: '请选择变量', zhtw: '請選擇變量', en: 'Choose a variable' },
  'designer.interface.fixedValue': { zh: '请输入参数值', zhtw: '請輸入參數值', en: 'Enter the value' },
  'designer.interface.systemVariables': { zh: '系统变量', zhtw: '系統變量', en: 'System variables' },
  'designer.interface.required': { zh: '必填', zhtw: '必填', en: 'Required' },
  'designer.variable.user': { zh: '当前用户', zhtw: '當前用戶', en: 'Current user' },
  'designer.variable.userAccount': { zh: '当前用户账号', zhtw: '當前用戶賬號', en: 'Current user’s account' },
  'designer.variable.organize': { zh: '当前组织', zhtw: '當前組織', en: 'Current organisation' },
  'designer.variable.department': { zh: '当前部门', zhtw: '當前部門', en: 'Current department' },
  'designer.variable.currentTime': { zh: '当前时间', zhtw: '當前時間', en: 'Current time' },
  'designer.variable.keyword': { zh: '输入的关键词', zhtw: '輸入的關鍵詞', en: 'Typed keyword' },
  'designer.variable.pageSize': { zh: '每页条数', zhtw: '每頁條數', en: 'Rows per page' },
  'designer.variable.offsetSize': { zh: '跳过的条数', zhtw: '跳過的條數', en: 'Rows skipped' },
  'designer.variable.showKey': { zh: '回显字段', zhtw: '回顯字段', en: 'Echoed field' },
  'designer.variable.showValue': { zh: '回显值', zhtw: '回顯值', en: 'Echoed value' },
};
