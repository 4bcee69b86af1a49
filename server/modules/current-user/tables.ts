// The current user's signature images, added to the typed schema
// (server/db/schema.ts) by declaration merging, and the user's shell settings column.
import type { Generated } from 'kysely';

/** A signature image of a user (a data: URL); one may be the default. */
export interface SignImgTable {
  id: string;
  user_id: string;
  sign_img: string;
  is_default: number;
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    base_sign_img: SignImgTable;
  }
}

declare module '../users/tables' {
  interface UserTable {
    /** The settings drawer's choices as JSON (migration 0052), '' for the defaults. */
    shell_settings: Generated<string>;
  }
}
