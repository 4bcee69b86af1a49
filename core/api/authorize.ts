// Grants (JNPF's Authority): what a role, position, group or user may use, step
// by step — applications, menus, buttons, list columns, form fields, data
// schemes — and each user's own column layout per menu entry.
import type { Transport } from './envelope';

export const grantObjectTypes = ['Role', 'Position', 'Group', 'User'] as const;
export type GrantObjectType = (typeof grantObjectTypes)[number];

/** The steps of the grant screen; 'system' is an application. */
export const grantItemTypes = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type GrantItemKind = (typeof grantItemTypes)[number];

/** A node of a grant tree: applications, menu entries, and the items under them. */
export interface GrantNode {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  /** What the node is: an application, a menu entry, or an item of the step. */
  kind: GrantItemKind;
  hasChildren: boolean;
  children: GrantNode[];
}

export interface GrantValues {
  list: GrantNode[];
  /** Every id of the step's kind in the tree. */
  all: string[];
  /** Those the object holds. */
  ids: string[];
}

/** What the grant screen saves: every kind at once, replacing what the object held. */
export interface GrantSave {
  objectType: GrantObjectType;
  systemIds: string[];
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource: string[];
}

export interface ColumnSetting {
  prop: string;
  label: string;
  visible: boolean;
}

export const authorizeApi = (call: Transport) => ({
  values: (objectId: string, query: { type: GrantItemKind; moduleIds?: string }) =>
    call<GrantValues>('POST', `/api/permission/Authority/Data/${encodeURIComponent(objectId)}/Values`, query),
  save: (objectId: string, input: GrantSave) => call<null>('PUT', `/api/permission/Authority/Data/${encodeURIComponent(objectId)}`, input),
  columns: (moduleId: string) => call<ColumnSetting[]>('GET', `/api/permission/Authority/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`),
  setColumns: (moduleId: string, fieldList: ColumnSetting[]) =>
    call<null>('PUT', '/api/permission/Authority/SetColumnsByModuleId', { moduleId, fieldList: JSON.stringify(fieldList) }),
  permissionGroups: (query: { id: string; objectType: string }) =>
    call<{ type: 0 | 1; list: { id: string; fullName: string }[] }>('GET', '/api/permission/PermissionGroup/getPermissionGroup', query),
  permission: (query: { id: string; permissionId: string; itemType: GrantItemKind; objectType: string }) =>
    call<GrantNode[]>('GET', '/api/permission/PermissionGroup/getPermission', query),
});
