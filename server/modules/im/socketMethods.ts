// Chat's websocket methods (spec 01 §7.5, in JNPF's shapes): SendMessage stores
// and pushes to both users' sockets on every process, MessageList answers the
// asking socket with a page of the caller's own conversation, UpdateReadMessage
// clears the caller's unread count from one sender; initMessage gets unreadNums.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  chatFirstPageSize,
  chatMaxPageSize,
  chatTextMaxLength,
  type ChatImage,
  type MessageListEvent,
  type ReceiveMessageEvent,
  type SendMessageEvent,
} from '@core/api/im';
import type { RealtimeHub, SocketCaller } from '../../realtime/hub';
import type { FileService } from '../file/fileService';
import { badRequest, forbidden } from '../../http/errors';
import { imageContent, type ChatService } from './service';

const userId = Type.String({ minLength: 1, maxLength: 64 });
/** JNPF's window sends the uploaded image's data.name (the fileId) with its size in pixels. */
const imageInput = Type.Object({ name: Type.String({ minLength: 1, maxLength: 64 }), width: Type.Number({ minimum: 0 }), height: Type.Number({ minimum: 0 }) });

export const sendMessageSchema = Type.Object({
  toUserId: userId,
  messageType: Type.Union([Type.Literal('text'), Type.Literal('image')]),
  messageContent: Type.Union([Type.String({ maxLength: chatTextMaxLength }), imageInput]),
});

export const messageListSchema = Type.Object({
  toUserId: userId,
  /** JNPF sends the caller's own id; any other is refused. */
  formUserId: Type.Optional(userId),
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: chatMaxPageSize })),
  sord: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

export const updateReadSchema = Type.Object({ formUserId: userId });

/** JNPF's client sends numbers as numbers, but a page typed into a query may come as text. */
function numbersIn(message: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const copy = { ...message };
  for (const key of keys) if (typeof copy[key] === 'string' && /^\d+$/.test(copy[key])) copy[key] = Number(copy[key]);
  return copy;
}

function checked<T extends Parameters<typeof Value.Check>[0]>(schema: T, message: unknown): Static<T> {
  if (!Value.Check(schema, message)) throw badRequest('im.invalidMessage');
  return message as Static<T>;
}

export function registerChatMethods(hub: RealtimeHub, chat: ChatService, files: FileService): void {
  hub.handle('SendMessage', async (caller: SocketCaller, message) => {
    const request = checked(sendMessageSchema, message);
    if (request.toUserId === caller.userId) throw badRequest('im.selfChat');
    const [sender, receiver] = await Promise.all([chat.activeUser(caller.userId), chat.activeUser(request.toUserId)]);
    let content: string | ChatImage;
    let stored: string;
    let imageId: string | null = null;
    if (request.messageType === 'text') {
      if (typeof request.messageContent !== 'string') throw badRequest('im.invalidMessage');
      if (request.messageContent.trim() === '') throw badRequest('im.emptyText');
      content = stored = request.messageContent;
    } else {
      if (typeof request.messageContent === 'string') throw badRequest('im.invalidMessage');
      // Only an image the sender uploaded: anything else reads as one that is not theirs.
      const row = await files.ownImage(request.messageContent.name, caller.userId);
      imageId = row.id;
      content = { path: files.linkOf(row), name: row.id, width: Math.round(request.messageContent.width), height: Math.round(request.messageContent.height) };
      stored = imageContent(content);
    }
    const record = await chat.send(
      { senderId: sender.id, receiverId: receiver.id, contentType: request.messageType, content: stored },
      // The receiver reads it through its link; held by no record, it is never swept.
      imageId ? (trx) => files.markAttached([imageId], trx) : undefined,
    );
    const received: ReceiveMessageEvent = {
      method: 'receiveMessage',
      messageType: request.messageType,
      formUserId: sender.id,
      formMessage: content,
      dateTime: record.sendTime,
      latestDate: record.sendTime,
      realName: sender.realName,
      account: sender.account,
      headIcon: sender.headIcon,
    };
    const sent: SendMessageEvent = {
      method: 'sendMessage',
      UserId: sender.id,
      account: sender.account,
      headIcon: sender.headIcon,
      realName: sender.realName,
      toUserId: receiver.id,
      toAccount: receiver.account,
      toHeadIcon: receiver.headIcon,
      toRealName: receiver.realName,
      messageType: request.messageType,
      toMessage: content,
      dateTime: record.sendTime,
      latestDate: record.sendTime,
    };
    await hub.toUsers([receiver.id], { ...received });
    await hub.toUsers([sender.id], { ...sent });
  });

  hub.handle('MessageList', async (caller, message, reply) => {
    const request = checked(messageListSchema, numbersIn(message, ['currentPage', 'pageSize']));
    if (request.formUserId !== undefined && request.formUserId !== caller.userId) throw forbidden('im.notOwnConversation');
    const asked = {
      toUserId: request.toUserId,
      currentPage: request.currentPage ?? 1,
      pageSize: request.pageSize ?? chatFirstPageSize,
      sord: request.sord ?? ('desc' as const),
      keyword: request.keyword?.trim() ?? '',
    };
    const page = await chat.history(caller.userId, asked);
    // What was asked comes back with the page, so a window tells its first page from its history's (JNPF's client reads neither).
    const answer: MessageListEvent = { method: 'messageList', toUserId: asked.toUserId, sord: asked.sord, keyword: asked.keyword, ...page };
    reply({ ...answer });
  });

  hub.handle('UpdateReadMessage', async (caller, message) => {
    const request = checked(updateReadSchema, message);
    await chat.markRead(caller.userId, request.formUserId);
  });

  hub.contributeToInit(async (caller) => ({ unreadNums: await chat.unreadNums(caller.userId) }));
}
