// Chat between users (spec 01 §2.9, §5.3, §7.4, §7.5): the conversation list
// over HTTP (JNPF's /api/message/imreply), the messages over the websocket in
// the shapes JNPF's web client sends and reads (its chat drawer and window).
import type { Transport, Unpaged } from './envelope';

const base = '/api/message/imreply';

/** Kinds of chat content; Kiln's own client sends text and images (voice and video are JNPF's app's). */
export const chatContentTypes = ['text', 'image', 'voice', 'video'] as const;
export type ChatContentType = (typeof chatContentTypes)[number];

/** spec 01 §9: the chat window first shows the latest 30, the history panel pages by 50. */
export const chatFirstPageSize = 30;
export const chatHistoryPageSize = 50;
/** The most a MessageList page may ask for. */
export const chatMaxPageSize = 100;
/** Contacts are paged by 20, the next page loaded within 300px of the bottom; history within 100px. */
export const chatContactPageSize = 20;
export const chatContactLoadDistance = 300;
export const chatHistoryLoadDistance = 100;
/** spec 01 §5.3: an image must be under 5 MB. */
export const chatImageMaxBytes = 5 * 1024 * 1024;
/** The longest text message, in characters. */
export const chatTextMaxLength = 4000;
/** Where chat images are uploaded (JNPF: uploadUrl + '/IM'). */
export const chatUploadType = 'IM';

/** One conversation of the caller's list: `id` is the other user's id. */
export interface ChatConversation {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  unreadMessage: number;
  /** The latest message: text as sent, an image's JSON ({path, name, width, height}); '' after its records were deleted. */
  latestMessage: string;
  messageType: ChatContentType | '';
  /** Epoch ms. */
  latestDate: number;
}

/** An image message's content, stored and pushed: `path` is the image's own link. */
export interface ChatImage {
  path: string;
  name: string;
  width: number;
  height: number;
}

/** One stored message, as MessageList answers it (content is a string: text, or an image's JSON). */
export interface ChatRecord {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  /** Epoch ms. */
  sendTime: number;
  receiveTime: number | null;
  content: string;
  contentType: ChatContentType;
  /** 0 unread, 1 read by the receiver. */
  state: number;
}

/** initMessage's chat part: who wrote to the caller and how many are unread (JNPF's ImUnreadNumModel). */
export interface ChatUnreadNum {
  sendUserId: string;
  unreadNum: number;
  defaultMessage: string;
  defaultMessageType: string;
  defaultMessageTime: number;
}

/** Pushed to the receiver's sockets. */
export interface ReceiveMessageEvent {
  method: 'receiveMessage';
  messageType: ChatContentType;
  formUserId: string;
  /** The text, or the image. */
  formMessage: string | ChatImage;
  dateTime: number;
  latestDate: number;
  realName: string;
  account: string;
  headIcon: string;
}

/** Pushed back to the sender's sockets (every tab): what was stored. JNPF spells the sender `UserId`. */
export interface SendMessageEvent {
  method: 'sendMessage';
  UserId: string;
  account: string;
  headIcon: string;
  realName: string;
  toUserId: string;
  toAccount: string;
  toHeadIcon: string;
  toRealName: string;
  messageType: ChatContentType;
  toMessage: string | ChatImage;
  dateTime: number;
  latestDate: number;
}

/** The answer to MessageList, to the asking socket only; `list` is in sending order. */
export interface MessageListEvent {
  method: 'messageList';
  /** What was asked, echoed: the partner, the order and the keyword. */
  toUserId: string;
  sord: 'asc' | 'desc';
  keyword: string;
  list: ChatRecord[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** What the client sends (the socket adds `method` and `token`). */
export interface SendMessageRequest {
  toUserId: string;
  messageType: 'text' | 'image';
  /** The text, or the uploaded image: `name` is the fileId the upload answered. */
  messageContent: string | { name: string; width: number; height: number };
}

export interface MessageListRequest {
  toUserId: string;
  formUserId: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
  keyword?: string;
}

/** What an image message's stored content reads as, or null when it is not one. */
export function chatImageOf(content: unknown): ChatImage | null {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const image = value as Partial<ChatImage>;
  if (typeof image.path !== 'string') return null;
  return { path: image.path, name: String(image.name ?? ''), width: Number(image.width) || 0, height: Number(image.height) || 0 };
}

export const imApi = (call: Transport) => ({
  /** The caller's conversations, latest first. */
  conversations: () => call<Unpaged<ChatConversation>>('GET', base),
  /** Clears the conversation with that user for the caller: its records, unread count, latest message and type. */
  deleteChatRecord: (userId: string) => call<null>('DELETE', `${base}/deleteChatRecord/${encodeURIComponent(userId)}`),
  /** Takes the conversation with that user out of the caller's list. */
  removeConversation: (userId: string) => call<null>('DELETE', `${base}/relocation/${encodeURIComponent(userId)}`),
});

export type ImApi = ReturnType<typeof imApi>;
