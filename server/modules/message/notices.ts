// Notices (spec 01 §2.8; JNPF's system/notice): messages of type 3 that
// administrators write as drafts and release. A release, in one transaction,
// claims the draft, resolves its receivers and inserts a receive row for each in
// batches; the push to their sockets happens after the commit (the route).
import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Paged } from '@core/api/envelope';
import {
  MessageType,
  NoticeState,
  RemindCategory,
  noticeCategoryDictionary,
  type MessageFile,
  type Notice,
  type NoticeForm,
  type NoticeInput,
  type NoticeRow,
  type NoticeStateValue,
} from '@core/api/message';
import type { Database } from '../../db/schema';
import { newId } from '../../db/ids';
import { pageOf } from '../../db/paging';
import { containsText } from '../../db/search';
import { dictionaryItemId } from '../../db/dictionaryItems';
import { ApiError, badRequest } from '../../http/errors';
import type { SessionContext } from '../../http/routeAccess';
import type { FileService } from '../file/fileService';
import { deliver, userLabel } from './service';
import { checkTargets, parseTargets, receiverIds } from './receivers';

export interface NoticeListQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
  /** '0' draft, '1' sent, '2' expired; '' or none = all. */
  enabledMark?: string[];
  /** NoticeType enCodes; none = all. */
  type?: string[];
}

/** What a release did: its receivers, and how they are to be reminded. */
export interface Released {
  receivers: string[];
  title: string;
  remind: boolean;
}

const order = {
  columns: { creatorTime: 'm.created_at', releaseTime: 'm.release_time', expirationTime: 'm.expiration_time', title: 'm.title' },
  defaultColumn: 'm.created_at',
  defaultDirection: 'desc' as const,
  tieBreaker: 'm.id',
};

const notFound = () => new ApiError(404, { key: 'notice.notFound' });

/** The state a notice reads as: sent notices past their expiration time read as expired. */
export function stateOf(row: { enabled_mark: number; expiration_time: number | null }, now = Date.now()): NoticeStateValue {
  if (row.enabled_mark !== NoticeState.sent) return NoticeState.draft;
  return row.expiration_time !== null && row.expiration_time < now ? NoticeState.expired : NoticeState.sent;
}

/** The SQL test for one state, the same rule as stateOf. */
function stateTest(state: string, now: number) {
  if (state === '0') return sql<SqlBool>`m.enabled_mark = 0`;
  if (state === '1') return sql<SqlBool>`(m.enabled_mark = 1 and (m.expiration_time is null or m.expiration_time >= ${now}))`;
  return sql<SqlBool>`(m.enabled_mark = 1 and m.expiration_time < ${now})`;
}

/** What a save may send: JNPF's client sends strings (comma-joined ids, JSON text of files, an image link); Kiln's form sends lists. */
export interface NoticeWrite extends Omit<NoticeInput, 'toUserIds' | 'files' | 'coverImage'> {
  toUserIds?: unknown;
  files?: unknown;
  coverImage?: unknown;
}

/** The longest comma-joined receiver list taken (1,000 typed ids fit well within it). */
const maxToUserIdsLength = 100_000;

/** The receivers as comma-joined typed ids, from that text or a list of ids. */
function receiversText(toUserIds: unknown): string {
  const text = Array.isArray(toUserIds) && toUserIds.every((id) => typeof id === 'string') ? toUserIds.join(',') : (toUserIds ?? '');
  if (typeof text !== 'string' || text.length > maxToUserIdsLength) throw badRequest('notice.receiversInvalid');
  return text;
}

/** The files as a list of entries, from JSON text or a list. */
function fileEntries(files: unknown): unknown[] {
  if (Array.isArray(files)) return files;
  if (files === undefined || files === null || files === '') return [];
  if (typeof files !== 'string' || files.length > 100_000) throw badRequest('notice.filesInvalid');
  try {
    const parsed: unknown = JSON.parse(files);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // Not JSON: refused below.
  }
  throw badRequest('notice.filesInvalid');
}

/** An image link the file service made (`/api/file/Image/{id}?key=…`) names its file. */
const imageLink = /^\/api\/file\/Image\/([0-9]{1,40})(\?.*)?$/;

/** The cover image as upload entries: a link (JNPF's single image upload) or the list Kiln's image upload keeps. */
function coverEntries(cover: unknown): unknown[] {
  if (Array.isArray(cover) && cover.length <= 1) return cover;
  if (cover === undefined || cover === null || cover === '') return [];
  if (typeof cover !== 'string' || cover.length > 500) throw badRequest('notice.coverInvalid');
  const match = imageLink.exec(cover);
  if (!match) throw badRequest('notice.coverInvalid');
  return [{ fileId: match[1] }];
}

export class NoticeService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly files: FileService,
  ) {}

  private notices() {
    return this.db
      .selectFrom('base_message as m')
      .leftJoin('base_user as cu', 'cu.id', 'm.creator_user_id')
      .leftJoin('base_user as ru', 'ru.id', 'm.release_user_id')
      .selectAll('m')
      .select(['cu.real_name as creator_name', 'cu.account as creator_account', 'ru.real_name as release_name', 'ru.account as release_account'])
      .where('m.type', '=', MessageType.notice);
  }

  async page(query: NoticeListQuery): Promise<Paged<NoticeRow>> {
    const now = Date.now();
    let rows = this.notices()
      .leftJoin('base_dictionary_type as ct', (join) => join.on('ct.en_code', '=', noticeCategoryDictionary))
      .leftJoin('base_dictionary_data as cd', (join) => join.onRef('cd.dictionary_type_id', '=', 'ct.id').onRef('cd.en_code', '=', 'm.category'))
      .select('cd.full_name as category_name');
    const keyword = query.keyword?.trim();
    if (keyword) rows = rows.where(containsText(['m.title'], keyword));
    const states = [...new Set((query.enabledMark ?? []).filter((state) => state !== ''))];
    const stateTests = states.map((state) => stateTest(state, now));
    if (stateTests.length) rows = rows.where(sql<SqlBool>`(${sql.join(stateTests, sql` or `)})`);
    const categories = (query.type ?? []).filter(Boolean);
    if (categories.length) rows = rows.where('m.category', 'in', categories);
    return pageOf(rows, query, order, (row) => ({
      id: row.id,
      title: row.title,
      // JNPF's list shows the category's name.
      category: row.category_name ?? row.category,
      categoryCode: row.category,
      expirationTime: row.expiration_time,
      enabledMark: stateOf(row, now),
      creatorUser: userLabel(row.creator_name, row.creator_account),
      creatorTime: row.created_at,
      releaseUser: userLabel(row.release_name, row.release_account),
      releaseTime: row.release_time,
    }));
  }

  /** One notice as JNPF sends it back (strings), or as Kiln's form edits it (`asForm`: lists). */
  async get(id: string, asForm = false): Promise<Notice | NoticeForm> {
    const row = await this.notices().where('m.id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    const notice: Notice = {
      id: row.id,
      title: row.title,
      toUserIds: row.to_user_ids,
      category: row.category,
      expirationTime: row.expiration_time,
      coverImage: row.cover_image,
      bodyText: row.body_text,
      excerpt: row.excerpt,
      remindCategory: row.remind_category as Notice['remindCategory'],
      sendConfigId: row.send_config_id,
      files: row.files,
      enabledMark: stateOf(row),
      creatorUser: userLabel(row.creator_name, row.creator_account),
      creatorTime: row.created_at,
      releaseUser: userLabel(row.release_name, row.release_account),
      releaseTime: row.release_time,
    };
    if (!asForm) return notice;
    const cover = row.cover_image ? imageLink.exec(row.cover_image) : null;
    return {
      ...notice,
      toUserIds: row.to_user_ids ? row.to_user_ids.split(',') : [],
      files: JSON.parse(row.files) as MessageFile[],
      coverImage: cover ? [{ name: cover[1], fileId: cover[1], url: row.cover_image }] : [],
    };
  }

  /** Checks what a save writes (every receiver and file it cites); answers the columns and the files it holds. */
  private async columnsOf(input: NoticeWrite, session: SessionContext) {
    if (!input.title.trim()) throw badRequest('notice.titleRequired');
    if (input.remindCategory === RemindCategory.sendConfig) throw badRequest('notice.sendConfigUnsupported');
    if (input.expirationTime != null && input.expirationTime <= Date.now()) throw badRequest('notice.expired');
    if (!(await dictionaryItemId(this.db, noticeCategoryDictionary, { code: input.category }))) throw badRequest('notice.categoryNotFound');
    const toUserIds = receiversText(input.toUserIds);
    await checkTargets(this.db, parseTargets(toUserIds));
    // Rebuilt from the file rows: names and links from the server, and only files the saver may read.
    const files = await this.files.citedEntries(fileEntries(input.files), session);
    const [cover] = await this.files.citedEntries(coverEntries(input.coverImage), session);
    if (cover && !cover.url.startsWith('/api/file/Image/')) throw badRequest('notice.coverInvalid');
    const held = [...files, ...(cover ? [cover] : [])].map((entry) => entry.fileId);
    const columns = {
      title: input.title.trim(),
      to_user_ids: toUserIds,
      category: input.category,
      expiration_time: input.expirationTime ?? null,
      cover_image: cover?.url ?? '',
      body_text: input.bodyText ?? '',
      excerpt: input.excerpt ?? '',
      remind_category: input.remindCategory,
      send_config_id: '',
      files: JSON.stringify(files),
    };
    return { columns, held };
  }

  async create(input: NoticeWrite, session: SessionContext): Promise<string> {
    const { columns, held } = await this.columnsOf(input, session);
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('base_message')
        .values({
          id,
          type: MessageType.notice,
          enabled_mark: NoticeState.draft,
          flow_type: 1,
          creator_user_id: session.userId,
          created_at: Date.now(),
          ...columns,
        })
        .execute();
      // Held by no menu entry's record: every signed-in receiver may open a notice's files.
      await this.files.holdInRecord(held, '', id, trx);
    });
    return id;
  }

  /** Drafts only. */
  async update(id: string, input: NoticeWrite, session: SessionContext): Promise<void> {
    const { columns, held } = await this.columnsOf(input, session);
    const updated = await this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('base_message')
        .set({ ...columns, last_modify_user_id: session.userId, updated_at: Date.now() })
        .where('id', '=', id)
        .where('type', '=', MessageType.notice)
        .where('enabled_mark', '=', NoticeState.draft)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await this.files.holdInRecord(held, '', id, trx);
      return true;
    });
    if (updated) return;
    await this.get(id);
    throw badRequest('notice.notDraft');
  }

  /** A notice and every copy its receivers hold. */
  async remove(id: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const result = await trx.deleteFrom('base_message').where('id', '=', id).where('type', '=', MessageType.notice).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw notFound();
      await trx.deleteFrom('base_message_receive').where('message_id', '=', id).execute();
    });
  }

  /** Drafts only, in one transaction: claims the draft, then one receive row per receiver, in batches. */
  async release(id: string, userId: string): Promise<Released> {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('base_message').selectAll().where('id', '=', id).where('type', '=', MessageType.notice).executeTakeFirst();
      if (!row) throw notFound();
      if (row.enabled_mark !== NoticeState.draft) throw badRequest('notice.notDraft');
      const now = Date.now();
      if (row.expiration_time !== null && row.expiration_time <= now) throw badRequest('notice.expired');
      const targets = parseTargets(row.to_user_ids);
      await checkTargets(trx, targets);
      const receivers = await receiverIds(trx, targets);
      if (receivers.length === 0) throw badRequest('notice.noReceivers');
      // The claim: of two releases at once, only one finds the draft still a draft.
      const claimed = await trx
        .updateTable('base_message')
        .set({ enabled_mark: NoticeState.sent, release_user_id: userId, release_time: now })
        .where('id', '=', id)
        .where('enabled_mark', '=', NoticeState.draft)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest('notice.notDraft');
      await deliver(trx, { id, type: MessageType.notice }, receivers, now);
      return { receivers, title: row.title, remind: row.remind_category !== RemindCategory.none };
    });
  }
}
