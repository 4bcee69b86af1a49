// Messages and notices (spec 01 §2.8, §3 Message, §4; JNPF's src/api/system/message.ts):
// every user reads their own received messages with a per-user read state; administrators
// write notices and release them, which delivers one message to every targeted user.
import type { Paged, PageQuery, Transport } from './envelope';

/** Where a message comes from: the items of the msgSourceType dictionary. */
export const MessageType = { system: 1, workflow: 2, notice: 3, schedule: 4 } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];
export const messageTypes: readonly MessageTypeValue[] = [1, 2, 3, 4];

/** The dictionary the drawer's type menu reads (enCode '1'..'4'). */
export const messageTypeDictionary = 'msgSourceType';
/** The dictionary of notice categories (the notice form's 类型, by enCode). */
export const noticeCategoryDictionary = 'NoticeType';

/** A notice's state: 0 a draft, 1 sent, 2 expired (sent, and its expirationTime has passed). */
export const NoticeState = { draft: 0, sent: 1, expired: 2 } as const;
export type NoticeStateValue = (typeof NoticeState)[keyof typeof NoticeState];

/** How receivers are reminded: 1 in-site (default), 2 through a send configuration, 3 not at all. */
export const RemindCategory = { inSite: 1, sendConfig: 2, none: 3 } as const;
export type RemindCategoryValue = (typeof RemindCategory)[keyof typeof RemindCategory];

/** Receive rows one release inserts per statement. */
export const releaseBatchSize = 1000;

/** One row of the caller's message list; `id` is the caller's receive record. */
export interface MessageRow {
  id: string;
  title: string;
  type: MessageTypeValue;
  /** Workflow messages: 1 a task, 2 a delegation (JNPF opens /workFlow/entrust for 2). */
  flowType: number;
  /** 0 unread, 1 read (JNPF's client compares loosely with '0'/'1'). */
  isRead: 0 | 1;
  /** `realName/account` of who released it. */
  releaseUser: string;
  releaseTime: number;
}

export interface MessageQuery extends PageQuery {
  /** One of 1..4; empty = all types. */
  type?: MessageTypeValue | '';
  /** 0 only unread, 1 only read; empty = both. */
  isRead?: 0 | 1 | '';
}

/** What ReadAll marks read: the matching messages of the caller, as the drawer filters them. */
export interface ReadAllQuery {
  keyword?: string;
  type?: MessageTypeValue | '';
  isRead?: 0 | 1 | '';
}

/** A file attached to a notice, as the upload widget keeps it. */
export interface MessageFile {
  name: string;
  fileId: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
}

/** A message opened by its receiver (opening marks it read). */
export interface MessageInfo {
  id: string;
  title: string;
  type: MessageTypeValue;
  flowType: number;
  releaseUser: string;
  releaseTime: number;
  excerpt: string;
  /** Rich text for system messages and notices; a JSON string for workflow and schedule messages. */
  bodyText: string;
  /** JSON text of MessageFile[] (JNPF's client parses it). */
  files: string;
  isRead: 1;
}

/** What the notice form sends (JNPF's Form.vue). */
export interface NoticeInput {
  title: string;
  /** Comma-joined typed ids of the users picker (`id--user`, `id--department`, …); empty = every enabled user. */
  toUserIds: string;
  /** An enCode of the NoticeType dictionary. */
  category: string;
  /** Epoch milliseconds; null = never expires. */
  expirationTime?: number | null;
  coverImage?: string;
  bodyText?: string;
  excerpt?: string;
  remindCategory: RemindCategoryValue;
  /** Needed when remindCategory is 2. */
  sendConfigId?: string;
  /** JSON text of MessageFile[]. */
  files?: string;
}

export interface Notice extends Required<Omit<NoticeInput, 'expirationTime'>> {
  id: string;
  expirationTime: number | null;
  enabledMark: NoticeStateValue;
  creatorUser: string;
  creatorTime: number;
  releaseUser: string;
  releaseTime: number | null;
}

/** A notice as Kiln's form edits it (`GET …/Notice/{id}?as=form`): the receivers, files and cover image as lists. */
export interface NoticeForm extends Omit<Notice, 'toUserIds' | 'files' | 'coverImage'> {
  toUserIds: string[];
  files: MessageFile[];
  coverImage: MessageFile[];
}

/** A row of the notice management list. */
export interface NoticeRow {
  id: string;
  title: string;
  /** The category's name in the NoticeType dictionary (JNPF's list shows it as sent). */
  category: string;
  /** The category's enCode. */
  categoryCode: string;
  expirationTime: number | null;
  enabledMark: NoticeStateValue;
  /** `realName/account`. */
  creatorUser: string;
  creatorTime: number;
  releaseUser: string;
  releaseTime: number | null;
}

export interface NoticeQuery extends PageQuery {
  /** States to show (one or several, as JNPF's multiple select sends); empty = all. */
  enabledMark?: NoticeStateValue | NoticeStateValue[] | '';
  /** Categories (NoticeType enCodes) to show; empty = all. */
  type?: string | string[];
}

/** The 3.4.7 client's paths (ARCHITECTURE §8): served beside the spec's, the same handlers. */
export const legacyNoticePaths = {
  /** POST: a body with `title` creates, one without lists. */
  listOrCreate: '/api/message/Notice',
  create: '/api/message',
  one: (id: string) => `/api/message/${encodeURIComponent(id)}`,
  release: (id: string) => `/api/message/${encodeURIComponent(id)}/Actions/Release`,
} as const;

/** The answer of a release: how many users received it. */
export interface ReleaseResult {
  receivers: number;
}

const base = '/api/message';
const notices = `${base}/Notice`;
const at = (id: string) => encodeURIComponent(id);

/** The spec's paths (01 §7.4 and endpoints.tsv); the 3.4.7 client's paths are served too (ARCHITECTURE §8). */
export const messageApi = (call: Transport) => ({
  list: (query: MessageQuery = {}) => call<Paged<MessageRow>>('GET', base, query),
  readAll: (query: ReadAllQuery = {}) => call<null>('POST', `${base}/Actions/ReadAll`, query),
  readInfo: (id: string) => call<MessageInfo>('GET', `${base}/ReadInfo/${at(id)}`),
  /** Deletes the caller's own receive records (comma-joined ids, as JNPF's messageRecord sends). */
  deleteRecord: (ids: readonly string[]) => call<null>('DELETE', `${base}/Record`, { ids: ids.join(',') }),
});

export const noticeApi = (call: Transport) => ({
  list: (query: NoticeQuery = {}) => call<Paged<NoticeRow>>('POST', `${notices}/List`, query),
  create: (input: NoticeInput) => call<{ id: string }>('POST', notices, input),
  /** Drafts only. */
  update: (id: string, input: NoticeInput) => call<null>('PUT', `${notices}/${at(id)}`, input),
  get: (id: string) => call<Notice>('GET', `${notices}/${at(id)}`),
  remove: (id: string) => call<null>('DELETE', `${notices}/${at(id)}`),
  /** Drafts only: delivers a message to every target in one transaction. */
  release: (id: string) => call<ReleaseResult>('PUT', `${notices}/${at(id)}/Actions/Release`),
});
