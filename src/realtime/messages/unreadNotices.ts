// The bell's unread count (spec 01 §4): set by the socket's initMessage, raised by
// messagePush (a delta), lowered as messages are read, never below 0. One per
// page: the bell in the header and the /messageRecord page both change it.
import { makeAutoObservable } from 'mobx';
import type { SocketEvent } from '../socket';

export class UnreadNotices {
  count = 0;

  constructor() {
    makeAutoObservable(this);
  }

  set(count: number): void {
    this.count = Math.max(0, Math.trunc(count) || 0);
  }

  add(delta: number): void {
    this.set(this.count + delta);
  }

  /** One message read. */
  readOne(): void {
    this.add(-1);
  }

  /** Everything read (read-all). */
  clear(): void {
    this.count = 0;
  }

  /** Applies the socket's counting kinds; other kinds are someone else's. */
  apply(event: SocketEvent): void {
    if (event.method === 'initMessage') this.set(Number(event.unreadTotalCount ?? 0));
    else if (event.method === 'messagePush') this.add(Number(event.unreadNoticeCount ?? 0));
  }
}

export const unreadNotices = new UnreadNotices();
