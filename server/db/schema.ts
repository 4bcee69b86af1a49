// Kysely table types of the platform's own tables: menus and grants,
// configuration, sessions, captchas, the sign-in log. Each module adds its own
// tables to `Database` from its folder (server/modules/<name>/tables.ts) by
// declaration merging. Times are epoch milliseconds; flags are 0/1 integers so
// SQLite and PostgreSQL store them alike. Generated<…> marks a column with a
// default that inserts may leave out.

export interface SystemTable {
  id: string;
  en_code: string;
  full_name: string;
  icon: string;
  sort_code: number;
  enabled_mark: number;
}

export interface ModuleTable {
  id: string;
  parent_id: string;
  system_id: string;
  en_code: string;
  full_name: string;
  type: number;
  icon: string;
  url_address: string;
  link_target: string;
  property_json: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

export interface ModuleButtonTable {
  id: string;
  module_id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
}

/** resource: a data scheme; system: an application. */
export type GrantItemType = 'system' | 'module' | 'button' | 'column' | 'form' | 'resource';
export type GrantObjectType = 'Role' | 'Position' | 'Group' | 'User';

export interface AuthorizeTable {
  id: string;
  item_type: GrantItemType;
  item_id: string;
  object_type: GrantObjectType;
  object_id: string;
}

/** A list column or form field a menu entry offers to grant. */
export interface ModuleItemTable {
  id: string;
  module_id: string;
  en_code: string;
  full_name: string;
  description: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
  bind_table: string;
}

/** A field data schemes of a menu entry may test. */
export interface ModuleDataFieldTable extends ModuleItemTable {
  /** text, number, date, user, organize. */
  field_type: string;
}

/** A data-permission scheme: JNPF's condition JSON, or every row (all_data 1). */
export interface ModuleDataSchemeTable {
  id: string;
  module_id: string;
  en_code: string;
  full_name: string;
  description: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
  condition_json: string;
  /** The condition in words, for the list. */
  condition_text: string;
  all_data: number;
}

export interface SysConfigTable {
  key: string;
  value: string;
}

export type SessionEndReason = 'logout' | 'replaced' | 'kicked' | 'passwordChanged' | 'disabled' | 'passwordReset';

export interface SessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  locked: number;
  ip: string;
  user_agent: string;
  ended_at: number | null;
  end_reason: SessionEndReason | null;
}

export interface CaptchaTable {
  id: string;
  code: string;
  expires_at: number;
}

export interface SysLogTable {
  id: string;
  user_id: string;
  account: string;
  category: 'login' | 'logout' | 'password';
  success: number;
  ip: string;
  message: string;
  created_at: number;
}

/** Every table; modules add theirs (`declare module '…/db/schema' { interface Database { … } }`). */
export interface Database {
  base_system: SystemTable;
  base_module: ModuleTable;
  base_module_button: ModuleButtonTable;
  base_authorize: AuthorizeTable;
  base_module_column: ModuleItemTable;
  base_module_form: ModuleItemTable;
  base_module_data_field: ModuleDataFieldTable;
  base_module_data_scheme: ModuleDataSchemeTable;
  base_sys_config: SysConfigTable;
  base_session: SessionTable;
  base_captcha: CaptchaTable;
  base_sys_log: SysLogTable;
}

