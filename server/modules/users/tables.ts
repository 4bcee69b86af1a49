// The user module's tables, added to the typed schema (server/db/schema.ts) by
// declaration merging: users (their profile columns come from the current-user
// module's migration 0015) and their memberships.
import type { Generated } from 'kysely';

export type RelationObjectType = 'Role' | 'Position' | 'Group' | 'Organize';

export interface UserTable {
  id: string;
  account: string;
  real_name: string;
  password_hash: string;
  head_icon: string;
  organize_id: string;
  gender: number;
  mobile: string;
  email: string;
  enabled_mark: number;
  change_password_date: number | null;
  log_error_count: number;
  lock_until: number | null;
  prev_log_time: number | null;
  prev_log_ip: string;
  last_log_time: number | null;
  last_log_ip: string;
  log_success_count: number;
  theme: string;
  language: string;
  portal_id: string;
  sign_img: string;
  system_id: string;
  sort_code: number;
  created_at: number;
  updated_at: number;
  signature: string;
  nation: string;
  native_place: string;
  certificates_type: string;
  certificates_number: string;
  education: string;
  birthday: number | null;
  tele_phone: string;
  landline: string;
  urgent_contacts: string;
  urgent_tele_phone: string;
  postal_address: string;
  /** The direct manager; subordinates follow this chain. */
  manager_id: Generated<string>;
  /** The main position (one of the user's Position relations), '' for none. */
  position_id: Generated<string>;
  ranks: Generated<string>;
  entry_date: number | null;
  description: Generated<string>;
  creator_user_id: Generated<string>;
}

export interface UserRelationTable {
  id: string;
  user_id: string;
  object_type: RelationObjectType;
  object_id: string;
}

declare module '../../db/schema' {
  interface Database {
    base_user: UserTable;
    base_user_relation: UserRelationTable;
  }
}
