// User groups (spec 02 §7.6), as JNPF's client sends and reads them.
import type { TextTable } from '../i18n/text';
import type { Transport } from './envelope';
import { directoryRecordApi, type DirectoryRecord, type DirectoryRecordInput, type DirectoryRecordQuery } from './directoryRecord';

/** The dictionary whose items are group types; a group stores the item's id, as JNPF's form sends it. */
export const groupTypeDictionary = 'groupType';

export interface Group extends DirectoryRecord {
  /** The id of a groupType dictionary item. */
  type: string;
}

export type GroupInput = DirectoryRecordInput & Pick<Group, 'type'>;

/** A group as the list shows it (JNPF's client prints these as sent). */
export interface GroupRow extends Omit<Group, 'type'> {
  /** The type's name. */
  type: string;
  /** The type's dictionary item id. */
  typeId: string;
}

/** `type`: a groupType item. */
export type GroupQuery = DirectoryRecordQuery;

/** The words of the group form's rules: the server answers with them and the browser's form shows them. */
export const groupFormTexts: TextTable = {
  'group.nameRequired': { zh: '请输入分组名称', zhtw: '請輸入分組名稱', en: 'Please enter the group name' },
  'group.nameMax': { zh: '分组名称最多为50个字符！', zhtw: '分組名稱最多為50個字符！', en: 'A group name has at most 50 characters!' },
  'group.codeRequired': { zh: '请输入分组编码', zhtw: '請輸入分組編碼', en: 'Please enter the group code' },
  'group.codeMax': { zh: '分组编码最多为50个字符！', zhtw: '分組編碼最多為50個字符！', en: 'A group code has at most 50 characters!' },
  'group.typeRequired': { zh: '请选择分组类型', zhtw: '請選擇分組類型', en: 'Please choose the group type' },
};

export const groupApi = (call: Transport) => directoryRecordApi<Group, GroupRow, GroupInput, GroupQuery>(call, '/api/permission/Group');
