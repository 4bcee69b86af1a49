// The chat drawer's and window's logic without React (spec 01 §2.9, §4, §5.3):
// how pushes change the conversation list, what a line of the window shows,
// when to load the next page, what an image upload is refused for.
import {
  chatImageMaxBytes,
  chatImageOf,
  type ChatConversation,
  type ChatImage,
  type ChatRecord,
  type ReceiveMessageEvent,
  type SendMessageEvent,
} from '@core/api/im';

/** One line of the chat window or the history panel. */
export interface ChatLine {
  key: string;
  /** Who sent it. */
  userId: string;
  messageType: string;
  /** Text messages: the text, shown as text (never as HTML). */
  text: string;
  /** Image messages: the image. */
  image: ChatImage | null;
  /** Epoch ms. */
  dateTime: number;
}

export const anyUnread = (list: readonly ChatConversation[]) => list.some((conversation) => conversation.unreadMessage > 0);

/** A push's message (text, or the image object) as stored text, for the list's latest message. */
const storedForm = (message: unknown): string => (typeof message === 'string' ? message : JSON.stringify(message ?? ''));

/** The other user wrote: their conversation goes to the top with the latest message; unread +1 unless its window is open. */
export function afterReceive(list: readonly ChatConversation[], event: ReceiveMessageEvent, viewing: boolean): ChatConversation[] {
  const existing = list.find((conversation) => conversation.id === event.formUserId);
  const updated: ChatConversation = {
    id: event.formUserId,
    realName: existing?.realName ?? event.realName,
    account: existing?.account ?? event.account,
    headIcon: existing?.headIcon ?? event.headIcon,
    unreadMessage: viewing ? 0 : (existing?.unreadMessage ?? 0) + 1,
    latestMessage: storedForm(event.formMessage),
    messageType: event.messageType,
    latestDate: event.latestDate,
  };
  return [updated, ...list.filter((conversation) => conversation.id !== event.formUserId)];
}

/** The caller's own message was stored (from this tab or another): its conversation goes to the top. */
export function afterSend(list: readonly ChatConversation[], event: SendMessageEvent): ChatConversation[] {
  const existing = list.find((conversation) => conversation.id === event.toUserId);
  const updated: ChatConversation = {
    id: event.toUserId,
    realName: existing?.realName ?? event.toRealName,
    account: existing?.account ?? event.toAccount,
    headIcon: existing?.headIcon ?? event.toHeadIcon,
    unreadMessage: existing?.unreadMessage ?? 0,
    latestMessage: storedForm(event.toMessage),
    messageType: event.messageType,
    latestDate: event.latestDate,
  };
  return [updated, ...list.filter((conversation) => conversation.id !== event.toUserId)];
}

/** Opening a conversation reads it. */
export const afterRead = (list: readonly ChatConversation[], partnerId: string): ChatConversation[] =>
  list.map((conversation) => (conversation.id === partnerId && conversation.unreadMessage ? { ...conversation, unreadMessage: 0 } : conversation));

/** 删除聊天记录: unread count, latest message and type cleared. */
export const afterClear = (list: readonly ChatConversation[], partnerId: string): ChatConversation[] =>
  list.map((conversation) => (conversation.id === partnerId ? { ...conversation, unreadMessage: 0, latestMessage: '', messageType: '' } : conversation));

/** 移除. */
export const afterRemove = (list: readonly ChatConversation[], partnerId: string): ChatConversation[] =>
  list.filter((conversation) => conversation.id !== partnerId);

/** The list's preview of the latest message: the text, or a word for the other kinds (its text key). */
export function previewOf(conversation: Pick<ChatConversation, 'latestMessage' | 'messageType'>): { key: string } | { text: string } {
  if (conversation.messageType === 'image') return { key: 'chat.imagePreview' };
  if (conversation.messageType === 'voice') return { key: 'chat.voicePreview' };
  if (conversation.messageType === 'video') return { key: 'chat.videoPreview' };
  return { text: conversation.latestMessage };
}

function lineOf(key: string, userId: string, messageType: string, message: unknown, dateTime: number): ChatLine {
  const image = messageType === 'text' ? null : chatImageOf(message);
  return { key, userId, messageType, text: messageType === 'text' && typeof message === 'string' ? message : '', image, dateTime };
}

export const lineOfRecord = (record: ChatRecord): ChatLine => lineOf(record.id, record.sendUserId, record.contentType, record.content, record.sendTime);

export const lineOfReceive = (event: ReceiveMessageEvent): ChatLine =>
  lineOf(`r-${event.formUserId}-${event.dateTime}`, event.formUserId, event.messageType, event.formMessage, event.dateTime);

export const lineOfSent = (event: SendMessageEvent): ChatLine =>
  lineOf(`s-${event.toUserId}-${event.dateTime}`, event.UserId, event.messageType, event.toMessage, event.dateTime);

/** The element's bottom is within `distance` pixels: time for the next page. */
export const nearBottom = (element: Pick<HTMLElement, 'scrollHeight' | 'clientHeight' | 'scrollTop'>, distance: number) =>
  element.scrollHeight - element.clientHeight - element.scrollTop <= distance;

/** Why an image may not be sent (a text key), or null: images only, under 5 MB (spec 01 §5.3). */
export function imageRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return 'chat.imageOnly';
  if (file.size >= chatImageMaxBytes) return 'chat.imageTooLarge';
  return null;
}

/** A message worth sending: not empty once trimmed (spec 01 §5.3). */
export const sendableText = (text: string): string | null => (text.trim() === '' ? null : text);

/** Is this push a chat kind, with what the window reads present? */
export function isReceiveEvent(event: { method: string }): event is ReceiveMessageEvent & { method: 'receiveMessage' } {
  return event.method === 'receiveMessage' && typeof (event as Partial<ReceiveMessageEvent>).formUserId === 'string';
}

export function isSendEvent(event: { method: string }): event is SendMessageEvent & { method: 'sendMessage' } {
  return event.method === 'sendMessage' && typeof (event as Partial<SendMessageEvent>).toUserId === 'string';
}
