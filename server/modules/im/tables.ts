// The chat tables, added to the typed schema (server/db/schema.ts) by declaration merging.
import type { Generated } from 'kysely';

/** One user's conversation with one partner: what the chat drawer's Messages tab lists. */
export interface ImReplyTable {
  id: string;
  /** Whose list it is in. */
  user_id: string;
  /** The other user (the list row's `id`). */
  partner_id: string;
  /** Messages from the partner the owner has not read; never below 0. */
  unread_count: Generated<number>;
  latest_message: Generated<string>;
  latest_type: Generated<string>;
  latest_date: Generated<number>;
  /** 1 once the owner removed it from the list; the next message brings it back. */
  removed: Generated<number>;
}

/** One chat message. */
export interface ImContentTable {
  id: string;
  send_user_id: string;
  receive_user_id: string;
  content_type: string;
  /** The text, or an image's JSON {path, name, width, height}. */
  content: string;
  send_time: number;
  receive_time: number | null;
  /** 0 unread, 1 read by the receiver. */
  state: Generated<number>;
  /** 1 once the sender (receiver) deleted the conversation's records: hidden from them alone. */
  sender_cleared: Generated<number>;
  receiver_cleared: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    base_im_reply: ImReplyTable;
    base_im_content: ImContentTable;
  }
}
