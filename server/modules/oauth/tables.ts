// Sign-in's own table, added to the typed schema
// (server/db/schema.ts) by declaration merging.

/** Wrong-password counts of account names that match no user. */
export interface SignInFailureTable {
  account: string;
  log_error_count: number;
  lock_until: number | null;
  updated_at: number;
}

declare module '../../db/schema' {
  interface Database {
    base_sign_in_failure: SignInFailureTable;
  }
}
