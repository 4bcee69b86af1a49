// The current user's signature images, added to the typed schema
// (server/db/schema.ts) by declaration merging.

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
