// User groups (spec 02 §7.6), as JNPF's client sends and reads them.
import type { TextTable } from '../i18n/text';
import type { Paged, PageQuery, Transport } from './envelope';

/** The dictionary whose items are group types; a group stores the item's id, as JNPF's form sends it. */
export const groupTypeDictionary = 'groupType';

export interface Group {
  id: string;
  fullName: string;
  enCode: string;
  /** The id of a groupType dictionary item. */
  type: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  /** Epoch ms (JNPF's names). */
  creatorTime: number;
  lastModifyTime: number;
}

export type GroupInput = Pick<Group, 'fullName' | 'enCode' | 'type' | 'sortCode' | 'enabledMark' | 'description'>;

/** A group as the list shows it (JNPF's client prints these as sent). */
export interface GroupRow extends Omit<Group, 'type'> {
  /** The type's name. */
  type: string;
  /** The type's dictionary item id. */
  typeId: string;
}

export interface GroupQuery extends PageQuery {
  /** A groupType item, by id (JNPF's search select) or code. */
  type?: string;
  enabledMark?: 0 | 1;
}

/** The words of the group form's rules: the server answers with them and the browser's form shows them. */
export const groupFormTexts: TextTable = {
  'group.nameRequired': { zh: '请输入分组名称', zhtw: '請輸入分組名稱', en: 'Please enter the group name' },
  'group.nameMax': { zh: '分组名称最多为50个字符！', zhtw: '分組名稱最多為50個字符！', en: 'A group name has at most 50 characters!' },
  'group.codeRequired': { zh: '请输入分组编码', zhtw: '請輸入分組編碼', en: 'Please enter the group code' },
  'group.codeMax': { zh: '分组编码最多为50个字符！', zhtw: '分組編碼最多為50個字符！', en: 'A group code has at most 50 characters!' },
  'group.typeRequired': { zh: '请选择分组类型', zhtw: '請選擇分組類型', en: 'Please choose the group type' },
};

const at = (id: string) => `/api/permission/Group/${encodeURIComponent(id)}`;

export const groupApi = (call: Transport) => ({
  list: (query: GroupQuery = {}) => call<Paged<GroupRow>>('GET', '/api/permission/Group', query),
  get: (id: string) => call<Group>('GET', at(id)),
  create: (input: GroupInput) => call<{ id: string }>('POST', '/api/permission/Group', input),
  update: (id: string, input: GroupInput) => call<null>('PUT', at(id), input),
  remove: (id: string) => call<null>('DELETE', at(id)),
});
