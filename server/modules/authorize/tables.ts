// Each user's own column layouts, added to the typed schema
// (server/db/schema.ts) by declaration merging.

/** A user's own column layout of one menu entry's list (JNPF's per-user column settings). */
export interface UserColumnSettingTable {
  user_id: string;
  module_id: string;
  /** JSON string as JNPF sends it. */
  field_list: string;
  updated_at: number;
}

declare module '../../db/schema' {
  interface Database {
    base_user_column_setting: UserColumnSettingTable;
  }
}
