// Companies and departments (spec 02 §7.6): one tree, managed on one screen.
// Field names follow JNPF's client: rows carry `type`, details `propertyJson`
// (the company extras as a JSON string) and `organizeIdTree` (root → self).
import type { TextTable } from '../i18n/text';
import type { DirectoryNode } from './directory';
import type { Transport, Unpaged } from './envelope';

export type OrganizeCategory = 'company' | 'department';

/** The parent of a top company. */
export const topOrganizeId = '-1';

/** JNPF's company extras, kept together in propertyJson. */
export const companyPropertyNames = [
  'shortName',
  'enterpriseNature',
  'industry',
  'foundedTime',
  'telePhone',
  'fax',
  'webSite',
  'address',
  'managerName',
  'managerTelePhone',
  'managerMobilePhone',
  'manageEmail',
  'bankName',
  'bankAccount',
  'businessscope',
] as const;
export type CompanyPropertyName = (typeof companyPropertyNames)[number];

export interface CompanyProperties {
  shortName?: string | null;
  /** A dictionary item id of EnterpriseNature. */
  enterpriseNature?: string | null;
  /** A dictionary item id of IndustryType. */
  industry?: string | null;
  /** Epoch milliseconds. */
  foundedTime?: number | null;
  telePhone?: string | null;
  fax?: string | null;
  webSite?: string | null;
  address?: string | null;
  managerName?: string | null;
  managerTelePhone?: string | null;
  managerMobilePhone?: string | null;
  manageEmail?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
  businessscope?: string | null;
}

/** Dictionaries the company form's choices come from (JNPF's codes). */
export const enterpriseNatureDictionary = 'EnterpriseNature';
export const industryTypeDictionary = 'IndustryType';

/** A row of the management tree table. */
export interface OrganizeRow {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** JNPF's list names the category `type`. */
  type: OrganizeCategory;
  category: OrganizeCategory;
  icon: string;
  managerId: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
  organizeIdTree: string[];
  hasChildren: boolean;
  isLeaf: boolean;
  children?: OrganizeRow[];
}

/** One company or department, as the edit forms read it: JNPF's fields, and the company extras also one by one. */
export interface OrganizeInfo extends Omit<OrganizeRow, 'children' | 'hasChildren' | 'isLeaf'>, CompanyProperties {
  /** The company extras as a JSON string, as JNPF answers. */
  propertyJson: string;
  parentName: string;
}

interface OrganizeFields {
  parentId: string;
  fullName: string;
  enCode: string;
  /** 0 when absent. */
  sortCode?: number;
  /** 1 when absent. */
  enabledMark?: 0 | 1;
  description?: string | null;
}

/**
 * A company as saved: the extras one by one (Kiln's form) or inside `propertyJson`,
 * an object or a JSON string (JNPF's client); a field given both ways keeps its own value.
 */
export interface CompanyInput extends OrganizeFields, CompanyProperties {
  propertyJson?: CompanyProperties | string;
}

export interface DepartmentInput extends OrganizeFields {
  /** The department's manager: a user id, or empty. */
  managerId?: string | null;
}

export interface OrganizeListQuery {
  /** Whose children to list; the top companies when absent. */
  parentId?: string;
  /** Searches every level (name or code). */
  keyword?: string;
  /** Only companies or only departments, searched over every level. */
  type?: OrganizeCategory;
}

export interface OrganizeTreeQuery {
  /** Only companies (a company's parent picker). */
  category?: 'company';
  /** Wrap the tree in the top node '-1' (a top company's parent). */
  top?: boolean;
  /** Leave out this node and everything below it (where a node may not move). */
  excludeId?: string;
}

const at = (id: string) => `/api/permission/Organize/${encodeURIComponent(id)}`;
const departmentAt = (id: string) => `/api/permission/Organize/Department/${encodeURIComponent(id)}`;

export const organizeApi = (call: Transport) => ({
  list: (query: OrganizeListQuery = {}) => call<Unpaged<OrganizeRow>>('GET', '/api/permission/Organize', query),
  tree: (query: OrganizeTreeQuery = {}) => call<Unpaged<DirectoryNode>>('GET', '/api/permission/Organize/Tree', query),
  get: (id: string) => call<OrganizeInfo>('GET', at(id)),
  create: (input: CompanyInput) => call<{ id: string }>('POST', '/api/permission/Organize', input),
  update: (id: string, input: CompanyInput) => call<null>('PUT', at(id), input),
  remove: (id: string) => call<null>('DELETE', at(id)),
  getDepartment: (id: string) => call<OrganizeInfo>('GET', departmentAt(id)),
  createDepartment: (input: DepartmentInput) => call<{ id: string }>('POST', '/api/permission/Organize/Department', input),
  updateDepartment: (id: string, input: DepartmentInput) => call<null>('PUT', departmentAt(id), input),
});

/** The forms' validation messages: the browser shows them and the server answers with them. */
export const organizeFormTexts: TextTable = {
  'organize.parentRequired': { zh: '请选择上级组织', zhtw: '請選擇上級組織', en: 'Please choose the parent organisation' },
  'organize.companyParentRequired': { zh: '请选择上级公司', zhtw: '請選擇上級公司', en: 'Please choose the parent company' },
  'organize.companyNameRequired': { zh: '请输入公司名称', zhtw: '請輸入公司名稱', en: 'Please enter the company name' },
  'organize.companyCodeRequired': { zh: '请输入公司编码', zhtw: '請輸入公司編碼', en: 'Please enter the company code' },
  'organize.departmentNameRequired': { zh: '请输入部门名称', zhtw: '請輸入部門名稱', en: 'Please enter the department name' },
  'organize.departmentCodeRequired': { zh: '请输入部门编码', zhtw: '請輸入部門編碼', en: 'Please enter the department code' },
};
