// The demo company the seed creates: an organisation, its people, what each
// role may use, the dictionaries the shell and the demo read, and the demo's
// models. Plain data, so it reads like an org chart.
import type { DictionarySeed, SchemeSeed } from '../../modules/defineModule';

export const company = { code: 'kiln', name: 'Kiln 示例集团' };

export const departments = [
  { code: 'office', name: '总经办' },
  { code: 'rd', name: '研发部' },
  { code: 'market', name: '市场部' },
  { code: 'finance', name: '财务部' },
  { code: 'hr', name: '人力资源部' },
];

/** Each position's type is an item code of the PositionType dictionary (the position form requires one). */
export const positions = [
  { code: 'ceo', name: '总经理', department: 'office', type: 'management' },
  { code: 'assistant', name: '总经理助理', department: 'office', type: 'functional' },
  { code: 'rdManager', name: '研发经理', department: 'rd', type: 'management' },
  { code: 'frontend', name: '前端工程师', department: 'rd', type: 'technical' },
  { code: 'backend', name: '后端工程师', department: 'rd', type: 'technical' },
  { code: 'tester', name: '测试工程师', department: 'rd', type: 'technical' },
  { code: 'marketManager', name: '市场经理', department: 'market', type: 'management' },
  { code: 'marketer', name: '市场专员', department: 'market', type: 'business' },
  { code: 'accountant', name: '会计', department: 'finance', type: 'functional' },
  { code: 'cashier', name: '出纳', department: 'finance', type: 'functional' },
  { code: 'hrSpecialist', name: '人事专员', department: 'hr', type: 'functional' },
];

export const roles = [
  { code: 'manager', name: '部门经理' },
  { code: 'staff', name: '普通员工' },
  { code: 'developer', name: '开发人员' },
];

export const groups = [
  { code: 'review', name: '产品评审组' },
  { code: 'duty', name: '值班组' },
];

/** Demo users sign in with this password and must change it at first sign-in. */
export const demoPassword = 'kiln2026';

interface DemoUser {
  account: string;
  name: string;
  gender: 1 | 2;
  mobile: string;
  position: string;
  roles: string[];
  groups?: string[];
}

export const users: DemoUser[] = [
  { account: 'zhangwei', name: '张伟', gender: 1, mobile: '13800000001', position: 'ceo', roles: ['manager'], groups: ['review'] },
  { account: 'wangfang', name: '王芳', gender: 2, mobile: '13800000002', position: 'assistant', roles: ['staff'] },
  { account: 'lina', name: '李娜', gender: 2, mobile: '13800000003', position: 'rdManager', roles: ['manager', 'developer'], groups: ['review'] },
  { account: 'liuyang', name: '刘洋', gender: 1, mobile: '13800000004', position: 'frontend', roles: ['developer', 'staff'] },
  { account: 'chenjie', name: '陈杰', gender: 1, mobile: '13800000005', position: 'frontend', roles: ['developer', 'staff'], groups: ['duty'] },
  { account: 'yangjing', name: '杨静', gender: 2, mobile: '13800000006', position: 'backend', roles: ['developer', 'staff'] },
  { account: 'zhaolei', name: '赵磊', gender: 1, mobile: '13800000007', position: 'backend', roles: ['developer', 'staff'], groups: ['duty'] },
  { account: 'huangmin', name: '黄敏', gender: 2, mobile: '13800000008', position: 'tester', roles: ['staff'] },
  { account: 'zhouqiang', name: '周强', gender: 1, mobile: '13800000009', position: 'tester', roles: ['staff'] },
  { account: 'wuting', name: '吴婷', gender: 2, mobile: '13800000010', position: 'marketManager', roles: ['manager'], groups: ['review'] },
  { account: 'xujun', name: '徐军', gender: 1, mobile: '13800000011', position: 'marketer', roles: ['staff'] },
  { account: 'sunli', name: '孙丽', gender: 2, mobile: '13800000012', position: 'marketer', roles: ['staff'] },
  { account: 'mayong', name: '马勇', gender: 1, mobile: '13800000013', position: 'marketer', roles: ['staff'] },
  { account: 'zhuxia', name: '朱霞', gender: 2, mobile: '13800000014', position: 'accountant', roles: ['manager'] },
  { account: 'huchao', name: '胡超', gender: 1, mobile: '13800000015', position: 'accountant', roles: ['staff'] },
  { account: 'guoyan', name: '郭艳', gender: 2, mobile: '13800000016', position: 'cashier', roles: ['staff'] },
  { account: 'hetao', name: '何涛', gender: 1, mobile: '13800000017', position: 'hrSpecialist', roles: ['manager'] },
  { account: 'linmei', name: '林梅', gender: 2, mobile: '13800000018', position: 'hrSpecialist', roles: ['staff'], groups: ['duty'] },
  { account: 'luohao', name: '罗浩', gender: 1, mobile: '13800000019', position: 'frontend', roles: ['developer'] },
  { account: 'liangyu', name: '梁宇', gender: 1, mobile: '13800000020', position: 'backend', roles: ['developer'] },
];

/** The account a demo user reports to: their department's manager, and the managers the chief. */
export function managerOf(account: string): string {
  const chief = 'zhangwei';
  const user = users.find((u) => u.account === account);
  if (!user || account === chief) return '';
  const department = positions.find((p) => p.code === user.position)?.department;
  const head = users.find((u) => u.account !== account && u.roles.includes('manager') && positions.find((p) => p.code === u.position)?.department === department);
  return head && !user.roles.includes('manager') ? head.account : chief;
}

/** Demo numbering rules; category names a businessType item by code. */
export const billRules = [
  { code: 'salesOrder', name: '销售订单', category: 'sales', prefix: 'XS', dateFormat: 'yyyyMMdd', digit: 4, start: '1' },
  { code: 'purchaseOrder', name: '采购订单', category: 'purchase', prefix: 'CG', dateFormat: 'yyyyMM', digit: 5, start: '1' },
  { code: 'expenseClaim', name: '费用报销单', category: 'finance', prefix: 'BX', dateFormat: 'yyyy', digit: 6, start: '1' },
];

/** A role's demo grants: menu entries (by enCode), their buttons (codes without btn_) and data schemes (codes). */
export interface RoleGrants {
  menus: string[];
  buttons?: Record<string, string[]>;
  schemes?: Record<string, string[]>;
}

/**
 * What each demo role may use, so that signing in as one of its members shows the
 * model at work: managers read the system data and handle their team's purchase
 * requests; staff file, edit and open their own (详情: one who may only add could
 * otherwise never reopen what they filed); developers have the developer tools.
 */
export const roleGrants: Record<string, RoleGrants> = {
  developer: { menus: ['devTools', 'apiDocs', 'devTools.widgetGallery'], buttons: { 'devTools.widgetGallery': ['add', 'edit'] } },
  manager: {
    menus: ['systemData', 'systemData.dictionary', 'system.billRule', 'system.area', 'demo', 'demo.purchaseRequest'],
    buttons: { 'demo.purchaseRequest': ['add', 'edit', 'detail', 'remove', 'download'] },
    schemes: { 'demo.purchaseRequest': ['team'] },
  },
  staff: {
    menus: ['demo', 'demo.purchaseRequest'],
    buttons: { 'demo.purchaseRequest': ['add', 'edit', 'detail'] },
    schemes: { 'demo.purchaseRequest': ['own'] },
  },
};

/** A model of the demo: its design file (next to this one), released under `parentId` as the entry `entryId`. */
export interface DemoModel {
  /** A JSON file of the model's info and design, as an administrator would make it (ModelInput, its category by code). */
  file: string;
  parentId: string;
  entryId: string;
  /** Fields the entry's data schemes may name, by the model's field name (base_module_data_field, as the 数据权限 screen adds them). */
  dataFields: { field: string; name: string }[];
  /** The entry's schemes: built in (kept, never deleted), their conditions afterwards the administrators'. */
  schemes: SchemeSeed[];
}

/** The demo's online-development models: purchase requests, the form engine end to end. */
export const demoModels: DemoModel[] = [
  {
    file: 'purchaseModel.json',
    parentId: 'menu-demo',
    entryId: 'menu-purchase',
    dataFields: [
      { field: 'creatorUserId', name: '创建人' },
      { field: 'creatorTime', name: '创建时间' },
      { field: 'total', name: '合计金额' },
      { field: 'category', name: '采购类别' },
    ],
    schemes: [
      { code: 'own', name: '本人的申请', condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }] },
      { code: 'team', name: '本人及下属的申请', condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Included', value: '@userAndSubordinates' }] }] },
      { code: 'all', name: '全部申请', condition: [], allData: true },
    ],
  },
];

export const dictionaries: DictionarySeed[] = [
  {
    code: 'msgSourceType',
    name: '消息来源类型',
    parent: '0',
    items: [
      { code: '1', name: '系统消息' },
      { code: '2', name: '流程消息' },
      { code: '3', name: '公告' },
      { code: '4', name: '日程' },
    ],
  },
  {
    code: 'purchaseCategory',
    name: '采购类别',
    parent: '1',
    items: [
      { code: 'office', name: '办公用品' },
      { code: 'equipment', name: '设备' },
      { code: 'service', name: '服务' },
    ],
  },
  {
    code: 'sex',
    name: '性别',
    parent: '0',
    items: [
      { code: '1', name: '男' },
      { code: '2', name: '女' },
      { code: '3', name: '保密' },
    ],
  },
];
