// The caller's messages: one receive row per user and message holds that user's
// read state, so every read here is the caller's own rows, paged in SQL on
// (user_id, is_read, release_time). Deliveries insert those rows in batches.
import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { Paged } from '@core/api/envelope';
import { releaseBatchSize, type MessageInfo, type MessageRow, type MessageTypeValue } from '@core/api/message';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { ApiError } from '../../http/errors';

/** The list's filters as they arrive: JNPF's client sends '' for "all". */
export interface InboxFilters {
  keyword?: string;
  type?: string | number;
  isRead?: string | number;
}

export interface InboxQuery extends InboxFilters {
  currentPage: number;
  pageSize: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

const order = { columns: { releaseTime: 'r.release_time' }, defaultColumn: 'r.release_time', defaultDirection: 'desc' as const, tieBreaker: 'r.id' };

/** '' and undefined mean "no filter"; anything else is the number the schema let through. */
const chosen = (value: string | number | undefined): number | null => (value === undefined || value === '' ? null : Number(value));

/** `realName/account`, or '' when nobody (system messages have no releasing user). */
export const userLabel = (name: string | null, account: string | null) => (name ? `${name}/${account ?? ''}` : '');

export const notFound = () => new ApiError(404, { key: 'message.notFound' });

/** Inserts one receive row per user, `releaseBatchSize` rows a statement, inside the caller's transaction. */
export async function deliver(
  trx: Transaction<Database>,
  message: { id: string; type: MessageTypeValue },
  userIds: readonly string[],
  releaseTime: number,
  batchSize = releaseBatchSize,
): Promise<void> {
  for (let start = 0; start < userIds.length; start += batchSize) {
    const rows = userIds.slice(start, start + batchSize).map((userId) => ({
      id: newId(),
      message_id: message.id,
      user_id: userId,
      is_read: 0,
      read_time: null,
      type: message.type,
      release_time: releaseTime,
    }));
    await trx.insertInto('base_message_receive').values(rows).execute();
  }
}

export class MessageInbox {
  constructor(private readonly db: Kysely<Database>) {}

  private mine(userId: string, filters: InboxFilters) {
    let query = this.db.selectFrom('base_message_receive as r').where('r.user_id', '=', userId);
    const isRead = chosen(filters.isRead);
    if (isRead !== null) query = query.where('r.is_read', '=', isRead);
    const type = chosen(filters.type);
    if (type !== null) query = query.where('r.type', '=', type);
    const keyword = filters.keyword?.trim();
    if (keyword) {
      query = query.where(sql<SqlBool>`exists (select 1 from base_message km where km.id = r.message_id and ${containsText(['km.title'], keyword)})`);
    }
    return query;
  }

  async page(userId: string, query: InboxQuery): Promise<Paged<MessageRow>> {
    const rows = this.mine(userId, query)
      .innerJoin('base_message as m', 'm.id', 'r.message_id')
      .leftJoin('base_user as ru', 'ru.id', 'm.release_user_id')
      .select(['r.id', 'r.is_read', 'r.type', 'r.release_time', 'm.title', 'm.flow_type', 'ru.real_name', 'ru.account']);
    return pageOf(rows, query, order, (row) => ({
      id: row.id,
      title: row.title,
      type: row.type as MessageTypeValue,
      flowType: row.flow_type,
      isRead: row.is_read === 1 ? 1 : 0,
      releaseUser: userLabel(row.real_name, row.account),
      releaseTime: row.release_time,
    }));
  }

  /** Marks the caller's matching unread messages read; answers how many. */
  async readAll(userId: string, filters: InboxFilters): Promise<number> {
    // Only unread rows change: a filter on read ones ("only read") marks nothing.
    if (chosen(filters.isRead) === 1) return 0;
    const ids = this.mine(userId, { ...filters, isRead: 0 }).select('r.id');
    const result = await this.db.updateTable('base_message_receive').set({ is_read: 1, read_time: Date.now() }).where('id', 'in', ids).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** One of the caller's messages; opening it marks it read. Another user's id reads as not found. */
  async readInfo(userId: string, id: string): Promise<MessageInfo> {
    const row = await this.db
      .selectFrom('base_message_receive as r')
      .innerJoin('base_message as m', 'm.id', 'r.message_id')
      .leftJoin('base_user as ru', 'ru.id', 'm.release_user_id')
      .select(['r.id', 'r.is_read', 'r.type', 'r.release_time', 'm.title', 'm.flow_type', 'm.excerpt', 'm.body_text', 'm.files', 'ru.real_name', 'ru.account'])
      .where('r.id', '=', id)
      .where('r.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) throw notFound();
    if (row.is_read !== 1) {
      await this.db.updateTable('base_message_receive').set({ is_read: 1, read_time: Date.now() }).where('id', '=', id).where('is_read', '=', 0).execute();
    }
    return {
      id: row.id,
      title: row.title,
      type: row.type as MessageTypeValue,
      flowType: row.flow_type,
      releaseUser: userLabel(row.real_name, row.account),
      releaseTime: row.release_time,
      excerpt: row.excerpt,
      bodyText: row.body_text,
      files: row.files,
      isRead: 1,
    };
  }

  /** Deletes the caller's receive rows; every id must be one of them, or nothing is deleted. */
  async deleteRecords(userId: string, ids: readonly string[]): Promise<void> {
    const wanted = [...new Set(ids)];
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('base_message_receive').where('user_id', '=', userId).where('id', 'in', wanted).executeTakeFirst();
      if (Number(result.numDeletedRows) !== wanted.length) throw notFound();
    });
  }

  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('base_message_receive')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('is_read', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
}
