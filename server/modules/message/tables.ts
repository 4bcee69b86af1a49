// The message tables, added to the typed schema (server/db/schema.ts) by declaration merging.
import type { Generated } from 'kysely';

/** Columns with a default in the migration are Generated: other modules' messages may leave them out. */
export interface MessageTable {
  id: string;
  type: number;
  title: string;
  excerpt: Generated<string>;
  body_text: Generated<string>;
  /** JSON text of the attached files. */
  files: Generated<string>;
  /** A NoticeType enCode (notices). */
  category: Generated<string>;
  cover_image: Generated<string>;
  expiration_time: number | null;
  remind_category: Generated<number>;
  send_config_id: Generated<string>;
  /** Comma-joined typed ids of the receivers as chosen; empty = every enabled user. */
  to_user_ids: Generated<string>;
  /** 0 draft, 1 sent. */
  enabled_mark: Generated<number>;
  flow_type: Generated<number>;
  creator_user_id: string;
  created_at: number;
  last_modify_user_id: string | null;
  updated_at: number | null;
  release_user_id: string | null;
  release_time: number | null;
}

/** One user's copy of a message: their read state. */
export interface MessageReceiveTable {
  id: string;
  message_id: string;
  user_id: string;
  is_read: Generated<number>;
  read_time: number | null;
  type: number;
  release_time: number;
}

declare module '../../db/schema' {
  interface Database {
    base_message: MessageTable;
    base_message_receive: MessageReceiveTable;
  }
}
