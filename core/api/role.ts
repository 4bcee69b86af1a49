// Roles (spec 02 §7.8): global, or belonging to the organisations they are
// listed under. Field names follow JNPF's client (views/permission/role).
import type { TextTable } from '../i18n/text';
import type { PageQuery, Transport, Unpaged } from './envelope';
import { directoryRecordApi, type DirectoryRecord } from './directoryRecord';

/** globalMark: 1 for every organisation, 0 for the organisations in organizeIdsTree. */
export type GlobalMark = 0 | 1;

/** The tree node whose roles are the global ones (JNPF's 全局 node, id '0'). */
export const globalRolesNodeId = '0';

export interface Role extends Omit<DirectoryRecord, 'lastModifyTime'> {
  globalMark: GlobalMark;
  /** The role's kind in words, 全局 or 组织, as JNPF's list shows and its member dialog tests. */
  type: string;
  /** Each organisation as its id path from the root (JNPF's organisation picker value). */
  organizeIdsTree: string[][];
  /** The organisations' own ids. */
  organizeIds: string[];
  /** Epoch ms; null until the role is first changed. */
  lastModifyTime: number | null;
}

/** A row of the management list. */
export interface RoleRow extends Omit<Role, 'organizeIdsTree'> {
  /** The organisations as name paths, comma-joined: 'Kiln 示例集团/研发部,Kiln 示例集团/市场部'. */
  organizeInfo: string;
}

/**
 * A role as saved. The organisations come as JNPF's organisation picker sends
 * them, id paths (organizeIdsTree; the last id of each path counts); a global
 * role keeps none.
 */
export interface RoleInput {
  fullName: string;
  enCode: string;
  globalMark: GlobalMark;
  organizeIdsTree?: string[][];
  sortCode: number;
  enabledMark: 0 | 1;
  description?: string | null;
}

export interface RoleQuery extends PageQuery {
  /** An organisation's roles; '0' the global roles; all roles when empty. */
  organizeId?: string;
  /** JNPF's 角色类型 search: 1 global, 0 of organisations. */
  type?: GlobalMark | '';
  enabledMark?: 0 | 1 | '';
}

/** A node of the screen's left tree: the organisations, and the global roles' node. */
export interface RoleTreeNode {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  hasChildren: boolean;
  children?: RoleTreeNode[];
}

const rolesPath = '/api/permission/Role';

export const roleApi = (call: Transport) => ({
  ...directoryRecordApi<Role, RoleRow, RoleInput, RoleQuery>(call, rolesPath),
  tree: () => call<Unpaged<RoleTreeNode>>('GET', `${rolesPath}/OrganizeTree`),
  toggle: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `${rolesPath}/${encodeURIComponent(id)}/Actions/State`),
});

/** The form's words that the browser shows and the server answers with. */
export const roleFormTexts: TextTable = {
  'role.nameRequired': { zh: '请输入角色名称', zhtw: '請輸入角色名稱', en: 'Please enter the role name' },
  'role.codeRequired': { zh: '请输入角色编码', zhtw: '請輸入角色編碼', en: 'Please enter the role code' },
  'role.globalMarkRequired': { zh: '请选择角色类型', zhtw: '請選擇角色類型', en: 'Please choose the kind of role' },
  'role.organizeRequired': { zh: '请选择所属组织', zhtw: '請選擇所屬組織', en: 'Please choose the organisations the role belongs to' },
};
