// User management (spec 02 §7.5): the list, the form, password reset, state,
// unlock, work handover and export, with JNPF's field names
// (views/permission/user). The pickers' reads are in ./userPickers.
import type { TextTable } from '../i18n/text';
import type { Paged, PageQuery, Transport } from './envelope';

/** JNPF's state in the list: 1 enabled, 0 disabled, 2 locked (too many wrong passwords). */
export type UserState = 0 | 1 | 2;

/** Dictionaries the form's choices come from (JNPF's codes). */
export const userDictionaries = { gender: 'sex', nation: 'Nation', education: 'Education', certificatesType: 'certificateType', ranks: 'Rank' } as const;
/** The certificateType item whose numbers are checked as citizen ID numbers. */
export const citizenIdCertificate = 'idCard';

/** A row of the management list. */
export interface UserRow {
  id: string;
  account: string;
  realName: string;
  /** 1 male, 2 female, 3 secret (the sex dictionary's codes). */
  gender: number;
  mobilePhone: string;
  email: string;
  /** The user's organisations as name paths, main first, comma-joined: 'Kiln 示例集团/研发部'. */
  organize: string;
  /** The main organisation's id. */
  organizeId: string;
  /** Position names, main first, comma-joined. */
  position: string;
  /** Role names, comma-joined. */
  roleName: string;
  /** The manager as realName/account. */
  manager: string;
  description: string;
  /** Epoch ms. */
  creatorTime: number;
  sortCode: number;
  enabledMark: UserState;
  /** 1 while a lock from wrong passwords holds (then enabledMark says 2 too). */
  lockMark: 0 | 1;
  /** In the configuration's administrator list: the screen offers no actions on them. */
  isAdministrator: boolean;
}

/** The personal fields of a user (JNPF's 个人资料). */
export interface UserProfileFields {
  nation: string;
  nativePlace: string;
  certificatesType: string;
  certificatesNumber: string;
  education: string;
  /** Epoch ms. */
  birthday: number | null;
  telePhone: string;
  landline: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
}

/** One user as the form reads it. */
export interface UserInfo extends UserProfileFields {
  id: string;
  account: string;
  realName: string;
  gender: number;
  email: string;
  mobilePhone: string;
  /** The user's organisations' ids, main first (Kiln's organisation picker value). */
  organizeIds: string[];
  /** The same organisations as id paths from the root (JNPF's organizeIdTree). */
  organizeIdTree: string[][];
  /** The organisations' ids comma-joined, main first (JNPF's organizeId). */
  organizeId: string;
  managerId: string;
  /** Position ids comma-joined, main first (JNPF's shape; Kiln's form reads positionIds). */
  positionId: string;
  positionIds: string[];
  /** Role ids comma-joined (JNPF's shape; Kiln's form reads roleIds). */
  roleId: string;
  roleIds: string[];
  /** A Rank dictionary item id. */
  ranks: string;
  /** Epoch ms. */
  entryDate: number | null;
  sortCode: number;
  enabledMark: UserState;
  description: string;
  headIcon: string;
  creatorTime: number;
  isAdministrator: boolean;
}

/**
 * A user as saved. Kiln's form sends ids (organizeIds, positionIds, roleIds);
 * JNPF's client sends organizeIdTree as id paths (the last id of each counts)
 * and positionId, roleId comma-joined. Either is read; the first organisation
 * and the first position are the main ones.
 */
export interface UserInput extends Partial<UserProfileFields> {
  account: string;
  realName: string;
  gender: number;
  email?: string;
  mobilePhone?: string;
  organizeIds?: string[];
  organizeIdTree?: (string | string[])[];
  managerId?: string | null;
  positionIds?: string[];
  positionId?: string | string[] | null;
  roleIds?: string[];
  roleId?: string | string[] | null;
  ranks?: string | null;
  entryDate?: number | null;
  sortCode: number;
  enabledMark: UserState;
  description?: string;
  headIcon?: string;
}

export interface UserQuery extends PageQuery {
  /** Users of this organisation and of the organisations below it. */
  organizeId?: string;
  /** 1, 2 or 3 (the sex dictionary's codes). */
  gender?: number | string;
  /** 0, 1 or 2 (locked). */
  enabledMark?: UserState | string;
}

/** What ResetPassword takes: the typed password (the policy is checked on it) and JNPF's digests of it. */
export interface ResetPasswordInput {
  newPassword: string;
  repeatPassword?: string;
  /** md5 hex of newPassword, as JNPF's client sends it. */
  userPassword?: string;
  validatePassword?: string;
}

/** A node of the handover trees (JNPF's WorkHandoverModal: id, fullName, children). */
export interface WorkNode {
  id: string;
  fullName: string;
  children?: WorkNode[];
}

/** The kinds of things a user holds that can pass to another user. */
export const workKinds = ['organize', 'user', 'record'] as const;
export type WorkKind = (typeof workKinds)[number];

/**
 * What a user holds (getWorkByUser). JNPF's tabs are flow, wait and permission;
 * Kiln has no workflow, so those two are empty, and `permission` holds one root
 * per kind: the organisations they manage, the users who report to them and the
 * records they created (by kind). Leaf ids are typed: `organize--{id}`,
 * `user--{id}`, `record--{kind}`.
 */
export interface UserWork {
  flow: WorkNode[];
  wait: WorkNode[];
  permission: WorkNode[];
}

/**
 * A handover. JNPF's dialog sends the checked leaves (and their half-checked
 * parents) of each tab; Kiln's form sends whole kinds in `kinds`. Either way
 * everything moves in one transaction.
 */
export interface WorkHandoverInput {
  fromId: string;
  toId?: string;
  /** Kiln's form names the receiving user handoverUser. */
  handoverUser?: string;
  kinds?: WorkKind[];
  permissionList?: string[];
  flowList?: string[];
  waitList?: string[];
}

/** The columns an export may hold, in JNPF's ExportModal order (its ids). */
export const userExportColumns = [
  'account', 'realName', 'gender', 'email', 'organizeId', 'managerId', 'positionId', 'ranks', 'roleId', 'sortCode', 'enabledMark', 'description',
  'nation', 'nativePlace', 'entryDate', 'certificatesType', 'certificatesNumber', 'education', 'birthday', 'telePhone', 'landline', 'mobilePhone',
  'urgentContacts', 'urgentTelePhone', 'postalAddress',
] as const;
export type UserExportColumn = (typeof userExportColumns)[number];

export interface UserExportQuery extends UserQuery {
  /** 0: the page the query names; 1: every page. */
  dataType?: 0 | 1 | string;
  /** The chosen columns, comma-joined; every column when absent. */
  selectKey?: string;
}

/** The words of the user forms' rules: the server answers with them and the browser's forms show them. */
export const userFormTexts: TextTable = {
  'user.accountRequired': { zh: '请输入账户', zhtw: '請輸入賬戶', en: 'Please enter the account' },
  'user.accountMax': { zh: '账户最多为50个字符！', zhtw: '賬戶最多為50個字符！', en: 'An account has at most 50 characters!' },
  'user.realNameRequired': { zh: '请输入姓名', zhtw: '請輸入姓名', en: 'Please enter the name' },
  'user.realNameMax': { zh: '姓名最多为50个字符！', zhtw: '姓名最多為50個字符！', en: 'A name has at most 50 characters!' },
  'user.genderRequired': { zh: '请选择性别', zhtw: '請選擇性別', en: 'Please choose a gender' },
  'user.organizeRequired': { zh: '请选择所属组织', zhtw: '請選擇所屬組織', en: 'Please choose the organisation' },
  'user.stateRequired': { zh: '请选择状态', zhtw: '請選擇狀態', en: 'Please choose the state' },
  'user.newPasswordRequired': { zh: '请输入新密码', zhtw: '請輸入新密碼', en: 'Please enter the new password' },
  'user.repeatPasswordRequired': { zh: '请再次输入新密码', zhtw: '請再次輸入新密碼', en: 'Please enter the new password again' },
  'user.handoverUserRequired': { zh: '请选择工作交接人', zhtw: '請選擇工作交接人', en: 'Please choose who takes the work over' },
  'user.handoverKindsRequired': { zh: '请先选择交接内容', zhtw: '請先選擇交接內容', en: 'Choose what to hand over first' },
};

/** The names of a user's fields: the form's labels, the list's columns and the export's headers. */
export const userFieldTexts: TextTable = {
  'user.field.account': { zh: '账户', zhtw: '賬戶', en: 'Account' },
  'user.field.realName': { zh: '姓名', zhtw: '姓名', en: 'Name' },
  'user.field.gender': { zh: '性别', zhtw: '性別', en: 'Gender' },
  'user.field.email': { zh: '电子邮箱', zhtw: '電子郵箱', en: 'E-mail' },
  'user.field.organizeId': { zh: '所属组织', zhtw: '所屬組織', en: 'Organisation' },
  'user.field.managerId': { zh: '直属主管', zhtw: '直屬主管', en: 'Manager' },
  'user.field.positionId': { zh: '岗位', zhtw: '崗位', en: 'Position' },
  'user.field.ranks': { zh: '职级', zhtw: '職級', en: 'Rank' },
  'user.field.roleId': { zh: '角色', zhtw: '角色', en: 'Role' },
  'user.field.sortCode': { zh: '排序', zhtw: '排序', en: 'Order' },
  'user.field.enabledMark': { zh: '状态', zhtw: '狀態', en: 'State' },
  'user.field.description': { zh: '说明', zhtw: '說明', en: 'Description' },
  'user.field.nation': { zh: '民族', zhtw: '民族', en: 'Ethnicity' },
  'user.field.nativePlace': { zh: '籍贯', zhtw: '籍貫', en: 'Native place' },
  'user.field.entryDate': { zh: '入职时间', zhtw: '入職時間', en: 'Joined' },
  'user.field.certificatesType': { zh: '证件类型', zhtw: '證件類型', en: 'ID type' },
  'user.field.certificatesNumber': { zh: '证件号码', zhtw: '證件號碼', en: 'ID number' },
  'user.field.education': { zh: '文化程度', zhtw: '文化程度', en: 'Education' },
  'user.field.birthday': { zh: '出生年月', zhtw: '出生年月', en: 'Born' },
  'user.field.telePhone': { zh: '办公电话', zhtw: '辦公電話', en: 'Office phone' },
  'user.field.landline': { zh: '办公座机', zhtw: '辦公座機', en: 'Office landline' },
  'user.field.mobilePhone': { zh: '手机号码', zhtw: '手機號碼', en: 'Mobile' },
  'user.field.urgentContacts': { zh: '紧急联系', zhtw: '緊急聯繫', en: 'Emergency contact' },
  'user.field.urgentTelePhone': { zh: '紧急电话', zhtw: '緊急電話', en: 'Emergency phone' },
  'user.field.postalAddress': { zh: '通讯地址', zhtw: '通訊地址', en: 'Postal address' },
  'user.state.enabled': { zh: '启用', zhtw: '啟用', en: 'Enabled' },
  'user.state.disabled': { zh: '禁用', zhtw: '禁用', en: 'Disabled' },
  'user.state.locked': { zh: '锁定', zhtw: '鎖定', en: 'Locked' },
  'user.work.organize': { zh: '负责的组织', zhtw: '負責的組織', en: 'Organisations managed' },
  'user.work.user': { zh: '直属下属', zhtw: '直屬下屬', en: 'Direct reports' },
  'user.work.record': { zh: '创建的数据', zhtw: '創建的數據', en: 'Records created' },
};

const base = '/api/permission/Users';
const at = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const usersApi = (call: Transport) => ({
  list: (query: UserQuery = {}) => call<Paged<UserRow>>('GET', base, query),
  get: (id: string) => call<UserInfo>('GET', at(id)),
  create: (input: UserInput) => call<{ id: string }>('POST', base, input),
  update: (id: string, input: UserInput) => call<null>('PUT', at(id), input),
  remove: (id: string) => call<null>('DELETE', at(id)),
  resetPassword: (id: string, input: ResetPasswordInput) => call<null>('POST', `${at(id)}/Actions/ResetPassword`, input),
  /** Flips enabled/disabled; answers the new state. */
  toggleState: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `${at(id)}/Actions/State`),
  unlock: (id: string) => call<null>('PUT', `${at(id)}/Actions/unlock`),
  work: (fromId: string) => call<UserWork>('GET', `${base}/getWorkByUser`, { fromId }),
  handOver: (input: WorkHandoverInput) => call<null>('POST', `${base}/workHandover`, input),
  /** data.url is a one-use link to the .xlsx, to open without a token. */
  exportExcel: (query: UserExportQuery = {}) => call<{ name: string; url: string }>('GET', `${base}/ExportExcel`, query),
});
