// Chat's data: each user's conversation list (one row per partner, with the
// owner's unread count and latest message) and the messages. Sending writes the
// message and both users' conversation rows in one transaction; reading marks
// the partner's messages read and the owner's count back to 0.
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ChatContentType, ChatConversation, ChatImage, ChatRecord, ChatUnreadNum, MessageListRequest } from '@core/api/im';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { containsText } from '../../db/search';
import { ApiError, badRequest } from '../../http/errors';
import type { ImContentTable } from './tables';

const conversationNotFound = () => new ApiError(404, { key: 'im.conversationNotFound' });
/** The conversation list is not paged (JNPF's drawer reads it whole): the most recent this many. */
export const conversationListBound = 500;

/** A chat user as pushes and lists show them. */
export interface ChatUser {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/** A message to store: the text, or the image's JSON. */
export interface OutgoingMessage {
  senderId: string;
  receiverId: string;
  contentType: Extract<ChatContentType, 'text' | 'image'>;
  content: string;
}

/** More writes that belong to a send's transaction (marking the image's file as held). */
export type AlsoWithin = (trx: Kysely<Database>) => Promise<void>;

const recordOf = (row: Selectable<ImContentTable>): ChatRecord => ({
  id: row.id,
  sendUserId: row.send_user_id,
  receiveUserId: row.receive_user_id,
  sendTime: Number(row.send_time),
  receiveTime: row.receive_time === null ? null : Number(row.receive_time),
  content: row.content,
  contentType: row.content_type as ChatContentType,
  state: row.state,
});

export class ChatService {
  constructor(private readonly db: Kysely<Database>) {}

  /** An enabled user, or 用户不存在或已禁用. */
  async activeUser(id: string): Promise<ChatUser> {
    const row = await this.db
      .selectFrom('base_user')
      .select(['id', 'real_name', 'account', 'head_icon'])
      .where('id', '=', id)
      .where('enabled_mark', '=', 1)
      .executeTakeFirst();
    if (!row) throw badRequest('im.userNotFound');
    return { id: row.id, realName: row.real_name, account: row.account, headIcon: row.head_icon };
  }

  /** The owner's conversations still in the list, latest first. */
  async conversations(ownerId: string): Promise<ChatConversation[]> {
    const rows = await this.db
      .selectFrom('base_im_reply as r')
      .innerJoin('base_user as u', 'u.id', 'r.partner_id')
      .select(['r.partner_id', 'r.unread_count', 'r.latest_message', 'r.latest_type', 'r.latest_date', 'u.real_name', 'u.account', 'u.head_icon'])
      .where('r.user_id', '=', ownerId)
      .where('r.removed', '=', 0)
      .orderBy('r.latest_date', 'desc')
      .orderBy('r.partner_id')
      .limit(conversationListBound)
      .execute();
    return rows.map((row) => ({
      id: row.partner_id,
      realName: row.real_name,
      account: row.account,
      headIcon: row.head_icon,
      unreadMessage: Math.max(0, row.unread_count),
      latestMessage: row.latest_message,
      messageType: row.latest_type as ChatConversation['messageType'],
      latestDate: Number(row.latest_date),
    }));
  }

  /** Who wrote to the owner and is unread (initMessage's unreadNums). */
  async unreadNums(ownerId: string): Promise<ChatUnreadNum[]> {
    const rows = await this.db
      .selectFrom('base_im_reply')
      .select(['partner_id', 'unread_count', 'latest_message', 'latest_type', 'latest_date'])
      .where('user_id', '=', ownerId)
      .where('removed', '=', 0)
      .where('unread_count', '>', 0)
      .orderBy('latest_date', 'desc')
      .limit(conversationListBound)
      .execute();
    return rows.map((row) => ({
      sendUserId: row.partner_id,
      unreadNum: row.unread_count,
      defaultMessage: row.latest_message,
      defaultMessageType: row.latest_type,
      defaultMessageTime: Number(row.latest_date),
    }));
  }

  /** Stores a message and brings the conversation to the top of both lists; the receiver's unread count goes up by one. */
  async send(message: OutgoingMessage, alsoWithin?: AlsoWithin, now = Date.now()): Promise<ChatRecord> {
    const row = {
      id: newId(),
      send_user_id: message.senderId,
      receive_user_id: message.receiverId,
      content_type: message.contentType,
      content: message.content,
      send_time: now,
      receive_time: null,
    };
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('base_im_content').values(row).execute();
      const latest = { latest_message: message.content, latest_type: message.contentType, latest_date: now, removed: 0 };
      for (const [owner, partner, unread] of [
        [message.senderId, message.receiverId, 0],
        [message.receiverId, message.senderId, 1],
      ] as const) {
        await trx
          .insertInto('base_im_reply')
          .values({ id: newId(), user_id: owner, partner_id: partner, unread_count: unread, ...latest })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'partner_id']).doUpdateSet({ ...latest, unread_count: sql<number>`base_im_reply.unread_count + ${unread}` }),
          )
          .execute();
      }
      await alsoWithin?.(trx);
    });
    return recordOf({ ...row, state: 0, sender_cleared: 0, receiver_cleared: 0 });
  }

  /** The owner read what the partner sent: their messages are read, the owner's count 0. */
  async markRead(ownerId: string, partnerId: string, now = Date.now()): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('base_im_content')
        .set({ state: 1, receive_time: now })
        .where('send_user_id', '=', partnerId)
        .where('receive_user_id', '=', ownerId)
        .where('state', '=', 0)
        .execute();
      await trx.updateTable('base_im_reply').set({ unread_count: 0 }).where('user_id', '=', ownerId).where('partner_id', '=', partnerId).execute();
    });
  }

  /** One page of the owner's messages with the partner (those the owner did not delete), by keyword over text; the page in sending order. */
  async history(ownerId: string, request: Pick<MessageListRequest, 'toUserId' | 'currentPage' | 'pageSize' | 'sord' | 'keyword'>) {
    const partnerId = request.toUserId;
    const keyword = request.keyword?.trim() ?? '';
    const mine = this.db
      .selectFrom('base_im_content')
      .where((eb) =>
        eb.or([
          eb.and([eb('send_user_id', '=', ownerId), eb('receive_user_id', '=', partnerId), eb('sender_cleared', '=', 0)]),
          eb.and([eb('send_user_id', '=', partnerId), eb('receive_user_id', '=', ownerId), eb('receiver_cleared', '=', 0)]),
        ]),
      )
      .$if(keyword !== '', (q) => q.where('content_type', '=', 'text').where(containsText(['content'], keyword)));
    const total = await mine.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const direction = request.sord === 'asc' ? 'asc' : 'desc';
    const rows = await mine
      .selectAll()
      .orderBy('send_time', direction)
      .orderBy('id', direction)
      .limit(request.pageSize)
      .offset((request.currentPage - 1) * request.pageSize)
      .execute();
    const list = rows.map(recordOf);
    if (direction === 'desc') list.reverse();
    return { list, pagination: { currentPage: request.currentPage, pageSize: request.pageSize, total: Number(total.count) } };
  }

  /** 删除聊天记录: the owner's copy of every message with the partner goes, with the unread count, latest message and type. */
  async clearRecords(ownerId: string, partnerId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const cleared = await trx
        .updateTable('base_im_reply')
        .set({ unread_count: 0, latest_message: '', latest_type: '' })
        .where('user_id', '=', ownerId)
        .where('partner_id', '=', partnerId)
        .executeTakeFirst();
      if (Number(cleared.numUpdatedRows) === 0) throw conversationNotFound();
      await trx
        .updateTable('base_im_content')
        .set({ sender_cleared: 1 })
        .where('send_user_id', '=', ownerId)
        .where('receive_user_id', '=', partnerId)
        .execute();
      await trx
        .updateTable('base_im_content')
        .set({ receiver_cleared: 1, state: 1 })
        .where('send_user_id', '=', partnerId)
        .where('receive_user_id', '=', ownerId)
        .execute();
    });
  }

  /**
   * 移除: the conversation leaves the owner's list until the next message. Its
   * unread count goes too — nothing in the list could clear it, and the header
   * icon would blink for it forever.
   */
  async remove(ownerId: string, partnerId: string): Promise<void> {
    const removed = await this.db
      .updateTable('base_im_reply')
      .set({ removed: 1, unread_count: 0 })
      .where('user_id', '=', ownerId)
      .where('partner_id', '=', partnerId)
      .where('removed', '=', 0)
      .executeTakeFirst();
    if (Number(removed.numUpdatedRows) === 0) throw conversationNotFound();
  }
}

/** An image message's stored content. */
export const imageContent = (image: ChatImage): string => JSON.stringify(image);
