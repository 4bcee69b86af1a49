// The /messageRecord table's state: filters, the page shown, the selection, and
// the bulk actions (read all, delete records) after which the bell is recounted.
import { makeAutoObservable, runInAction } from 'mobx';
import { ResultCode, paging } from '@core/api/envelope';
import type { MessageRow } from '@core/api/message';
import { refreshUnreadCount, typeOf, type MessageApi } from '../../realtime/messages/messageQueries';

export interface RecordQuery {
  keyword: string;
  type: string;
  /** '' both, '0' unread, '1' read. */
  isRead: string;
  currentPage: number;
  pageSize: number;
}

export const firstRecordQuery: RecordQuery = { keyword: '', type: '', isRead: '', currentPage: paging.firstPage, pageSize: paging.defaultPageSize };

const readStateOf = (value: string): 0 | 1 | '' => (value === '0' ? 0 : value === '1' ? 1 : '');

export class MessageRecords {
  query: RecordQuery = firstRecordQuery;
  keywordInput = '';
  rows: MessageRow[] = [];
  total = 0;
  loading = false;
  selected: string[] = [];
  private generation = 0;

  constructor(private readonly api: MessageApi) {
    makeAutoObservable<MessageRecords, 'api' | 'generation'>(this, { api: false, generation: false });
  }

  setKeywordInput(text: string): void {
    this.keywordInput = text;
  }

  setSelected(ids: string[]): void {
    this.selected = ids;
  }

  /** A changed filter shows its first page. */
  filter(change: Partial<Omit<RecordQuery, 'currentPage' | 'pageSize'>>): Promise<void> {
    return this.load({ ...this.query, ...change, currentPage: paging.firstPage });
  }

  turnPage(currentPage: number, pageSize: number): Promise<void> {
    return this.load({ ...this.query, currentPage, pageSize });
  }

  reset(): Promise<void> {
    this.keywordInput = '';
    return this.load(firstRecordQuery);
  }

  async load(query: RecordQuery = this.query): Promise<void> {
    this.query = query;
    const generation = ++this.generation;
    this.loading = true;
    const answer = await this.api.list({
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      sort: 'desc',
      keyword: query.keyword,
      type: typeOf(query.type),
      isRead: readStateOf(query.isRead),
    });
    runInAction(() => {
      if (generation !== this.generation) return;
      this.loading = false;
      if (answer.code !== ResultCode.ok) return;
      this.rows = answer.data.list;
      this.total = answer.data.pagination.total;
    });
  }

  markRead(id: string): void {
    this.rows = this.rows.map((row) => (row.id === id ? { ...row, isRead: 1 } : row));
  }

  /** Answers the server's msg, or null when refused. */
  async readAll(): Promise<string | null> {
    const answer = await this.api.readAll({ keyword: this.query.keyword, type: typeOf(this.query.type), isRead: readStateOf(this.query.isRead) });
    if (answer.code !== ResultCode.ok) return null;
    await Promise.all([refreshUnreadCount(this.api), this.load()]);
    return answer.msg;
  }

  /** Deletes the selected records; answers the server's msg, or null when refused. */
  async removeSelected(): Promise<string | null> {
    const answer = await this.api.deleteRecord(this.selected);
    if (answer.code !== ResultCode.ok) return null;
    runInAction(() => (this.selected = []));
    await Promise.all([refreshUnreadCount(this.api), this.load()]);
    return answer.msg;
  }
}
