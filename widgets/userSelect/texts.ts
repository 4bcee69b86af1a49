// The user picker's words, and those both user pickers share (the dialog's own are every directory picker's, with the department picker's).
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.userSelect': { zh: '用户选择', zhtw: '用戶選擇', en: 'User' },
  'widget.userSelect.title': { zh: '选择用户', zhtw: '選擇用戶', en: 'Choose users' },
  'widget.userSelect.placeholder': { zh: '请选择', zhtw: '請選擇', en: 'Please choose' },
  'widget.userSelect.allData': { zh: '全部数据', zhtw: '全部數據', en: 'All' },
  'widget.userSelect.currentOrganization': { zh: '当前组织', zhtw: '當前組織', en: 'My organisation' },
  'widget.userSelect.subordinates': { zh: '我的下属', zhtw: '我的下屬', en: 'My subordinates' },
  'widget.userSelect.system': { zh: '系统变量', zhtw: '系統變量', en: 'System variables' },
  'widget.userSelect.currentUser': { zh: '当前用户', zhtw: '當前用戶', en: 'Current user' },
  'designer.userSelect.selectType': { zh: '可选范围', zhtw: '可選範圍', en: 'Choices' },
  'designer.userSelect.selectType.all': { zh: '全部', zhtw: '全部', en: 'Everyone' },
  'designer.userSelect.selectType.custom': { zh: '自定义', zhtw: '自定義', en: 'Custom' },
  'designer.userSelect.selectType.dep': { zh: '部门组件联动', zhtw: '部門組件聯動', en: 'Linked to a department field' },
  'designer.userSelect.selectType.pos': { zh: '岗位组件联动', zhtw: '崗位組件聯動', en: 'Linked to a position field' },
  'designer.userSelect.selectType.role': { zh: '角色组件联动', zhtw: '角色組件聯動', en: 'Linked to a role field' },
  'designer.userSelect.selectType.group': { zh: '分组组件联动', zhtw: '分組組件聯動', en: 'Linked to a group field' },
  'designer.userSelect.ableIds': { zh: '可选用户', zhtw: '可選用戶', en: 'Users offered' },
  'designer.userSelect.hasSys': { zh: '系统变量', zhtw: '系統變量', en: 'System variables' },
  'designer.userSelect.modalTitle': { zh: '弹窗标题', zhtw: '彈窗標題', en: 'Dialog title' },
};
