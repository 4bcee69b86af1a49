// The drawer's list (spec 01 §2.8, §9): its filters, 20 a page appended as the list
// scrolls within 200 px of its end, rows marked read as they are opened or read all.
import { makeAutoObservable, runInAction } from 'mobx';
import { ResultCode } from '@core/api/envelope';
import type { MessageRow } from '@core/api/message';
import { messagePageSize, refreshUnreadCount, typeOf, type MessageApi } from './messageQueries';

export interface DrawerQuery {
  keyword: string;
  /** '' for every type, else a msgSourceType enCode. */
  type: string;
  onlyUnread: boolean;
}

export const loadMoreWithinPx = 200;

/** What each opening of the drawer starts from, as JNPF's does: only unread, no keyword. */
export const firstDrawerQuery: DrawerQuery = { keyword: '', type: '', onlyUnread: true };

/** True when the scrolled box shows its last 200 px. */
export function nearEnd(box: Pick<HTMLElement, 'scrollHeight' | 'clientHeight' | 'scrollTop'>): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= loadMoreWithinPx;
}

export class MessageFeed {
  query: DrawerQuery = firstDrawerQuery;
  /** The search box's text, applied to the query on search. */
  keywordInput = '';
  rows: MessageRow[] = [];
  loading = false;
  finished = false;
  private page = 0;
  /** Bumped by every new query: answers to an older one are dropped. */
  private generation = 0;

  constructor(private readonly api: MessageApi) {
    makeAutoObservable<MessageFeed, 'api' | 'page' | 'generation'>(this, { api: false, page: false, generation: false });
  }

  /** Back to the defaults and the first page (the drawer opening). */
  restart(): Promise<void> {
    this.keywordInput = '';
    return this.search(firstDrawerQuery);
  }

  setKeywordInput(text: string): void {
    this.keywordInput = text;
  }

  /** A changed filter: the list starts again from its first page. */
  search(change: Partial<DrawerQuery>): Promise<void> {
    this.query = { ...this.query, ...change };
    this.generation += 1;
    this.page = 0;
    this.rows = [];
    this.finished = false;
    this.loading = false;
    return this.loadMore();
  }

  /** The same query again from its first page (a push arrived). */
  reload(): Promise<void> {
    return this.search({});
  }

  /** The next page, unless one is on its way or the last has come. */
  async loadMore(): Promise<void> {
    if (this.loading || this.finished) return;
    const generation = this.generation;
    const page = this.page + 1;
    this.loading = true;
    const answer = await this.api.list({
      currentPage: page,
      pageSize: messagePageSize,
      sort: 'desc',
      keyword: this.query.keyword,
      type: typeOf(this.query.type),
      isRead: this.query.onlyUnread ? 0 : '',
    });
    runInAction(() => {
      if (generation !== this.generation) return;
      this.loading = false;
      if (answer.code !== ResultCode.ok) return;
      this.page = page;
      this.rows = [...this.rows, ...answer.data.list];
      this.finished = answer.data.list.length < messagePageSize;
    });
  }

  /** Loads the next page when the list box has scrolled near its end. */
  scrolled(box: Pick<HTMLElement, 'scrollHeight' | 'clientHeight' | 'scrollTop'>): void {
    if (nearEnd(box)) void this.loadMore();
  }

  markRead(id: string): void {
    this.rows = this.rows.map((row) => (row.id === id ? { ...row, isRead: 1 } : row));
  }

  /** Marks what the drawer's filters select as read; answers the server's msg for the toast, or null when refused. */
  async readAll(): Promise<string | null> {
    const answer = await this.api.readAll({ keyword: this.query.keyword, type: typeOf(this.query.type), isRead: this.query.onlyUnread ? 0 : '' });
    if (answer.code !== ResultCode.ok) return null;
    await refreshUnreadCount(this.api);
    if (this.query.onlyUnread) await this.reload();
    else runInAction(() => (this.rows = this.rows.map((row) => ({ ...row, isRead: 1 }))));
    return answer.msg;
  }
}
