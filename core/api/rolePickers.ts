// What the role and group pickers read (spec 03 §7 Directory pickers, JNPF's
// api/permission/{role,group}.ts): reference reads any signed-in user may make,
// answering only what a picker shows. The role tree hangs organisation roles
// under their organisations and the global roles under one root whose id is '1'
// (the picker's 全局 tab); a role sits once under each of its organisations, so
// a node's key in the tree is its onlyId, not its id.
import type { DirectoryNode, DirectoryNodeType } from './directory';
import type { Transport, Unpaged } from './envelope';

/** The root of the global roles in the role tree (JNPF's RoleSelect filters on it). */
export const globalRolesRootId = '1';

/** Nodes that only hold others and are never chosen: the global roles' root, a group type. */
export type HolderNodeType = 'global' | 'groupType';

export interface PickerNode extends Omit<DirectoryNode, 'type' | 'children'> {
  type: DirectoryNodeType | HolderNodeType;
  /** Unique in its tree (JNPF's onlyId): a role under two organisations is two nodes. */
  onlyId: string;
  children?: PickerNode[];
}

/** `POST Role/getListByOrgIds`: one entry per organisation asked for (and the global roles first), its roles as children. */
export interface RoleOptionGroup {
  id: string;
  fullName: string;
  type: DirectoryNodeType | 'global';
  icon: string;
  /** The organisation's path in names; empty for the global roles. */
  organize: string;
  children: PickerNode[];
}

/** The custom pickers' query: the ids the designer allowed (selectType custom). */
export interface PickerCondition {
  ids: string[];
  /** A substring of the name. */
  keyword?: string;
}

/** At most this many ids in one condition (a picker's allowed list, or the ids of one page of cells). */
export const maxConditionIds = 1000;

export const rolePickerApi = (call: Transport) => ({
  /** The 组织 and 全局 tabs' tree: enabled organisations holding enabled roles, then the global root. */
  selector: () => call<Unpaged<PickerNode>>('GET', '/api/permission/Role/Selector'),
  /** The same tree limited to the roles the caller may hand out (the grants dialog). */
  selectorByPermission: () => call<Unpaged<PickerNode>>('GET', '/api/permission/Role/SelectorByPermission'),
  /** Enabled roles among `ids`, flat, each with its organisations' names. */
  condition: (condition: PickerCondition) => call<Unpaged<PickerNode>>('POST', '/api/permission/Role/RoleCondition', condition),
  /** Names of roles by id, disabled ones too: how stored values show. */
  byIds: (ids: readonly string[]) => call<Unpaged<PickerNode>>('POST', '/api/permission/Role/ListByIds', { ids }),
  /** The global roles and the roles of these organisations (the user form's role select). */
  byOrganizes: (organizeIds: string[]) => call<Unpaged<RoleOptionGroup>>('POST', '/api/permission/Role/getListByOrgIds', { organizeIds }),
});

export const groupPickerApi = (call: Transport) => ({
  /**
   * Enabled groups under their types (dictionary groupType); a group of no known type sits at the top.
   * JNPF's client reads this answer's data as the tree itself, not as `{ list }`.
   */
  selector: () => call<PickerNode[]>('GET', '/api/permission/Group/Selector'),
  /** Enabled groups among `ids`, flat. */
  condition: (condition: PickerCondition) => call<Unpaged<PickerNode>>('POST', '/api/permission/Group/GroupCondition', condition),
  /** Names of groups by id, disabled ones too: how stored values show. */
  byIds: (ids: readonly string[]) => call<Unpaged<PickerNode>>('POST', '/api/permission/Group/ListByIds', { ids }),
});
