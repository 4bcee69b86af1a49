// Members of a role, position or group (JNPF's UserRelation: the 角色成员,
// 岗位成员 and 组内成员 dialogs), as JNPF's client sends and reads them.
import type { TextTable } from '../i18n/text';
import type { Transport } from './envelope';

/** What users can be made members of. */
export const memberObjectTypes = ['Role', 'Position', 'Group'] as const;
export type MemberObjectType = (typeof memberObjectTypes)[number];

export interface Members {
  objectType: MemberObjectType;
  /** The members' user ids (what JNPF's dialog reads). */
  ids: string[];
  /** The same ids under the name the save takes (what Kiln's members form edits). */
  userIds: string[];
}

/** A save replaces the members: `userIds` is everyone who holds the record afterwards. */
export interface MembersInput {
  objectId?: string;
  objectType: MemberObjectType;
  userIds: string[];
}

/** The words of the members form's rules: the server answers with them and the browser's form shows them. */
export const memberFormTexts: TextTable = {
  'members.objectTypeRequired': { zh: '请选择成员所属的类型', zhtw: '請選擇成員所屬的類型', en: 'Choose what the members belong to' },
};

export const userRelationApi = (call: Transport) => ({
  members: (objectId: string) => call<Members>('GET', `/api/permission/UserRelation/${encodeURIComponent(objectId)}`),
  save: (objectId: string, input: MembersInput) => call<null>('POST', `/api/permission/UserRelation/${encodeURIComponent(objectId)}`, { objectId, ...input }),
});
