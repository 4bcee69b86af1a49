// The data-interface tables, added to the typed schema (server/db/schema.ts) by declaration merging.

export interface DataInterfaceTable {
  id: string;
  full_name: string;
  en_code: string;
  category: string;
  type: number;
  action: number;
  has_page: number;
  sort_code: number;
  enabled_mark: number;
  description: string;
  data_config_json: string;
  data_count_json: string;
  data_echo_json: string;
  field_json: string;
  parameter_json: string;
  revision: number;
  creator_user_id: string;
  created_at: number;
  last_modify_user_id: string | null;
  updated_at: number | null;
}

export interface DataInterfaceVariateTable {
  id: string;
  interface_id: string;
  full_name: string;
  field: string;
  description: string;
  creator_user_id: string;
  created_at: number;
  last_modify_user_id: string | null;
  updated_at: number | null;
}

export interface DataInterfaceLogTable {
  id: string;
  interface_id: string;
  user_id: string;
  invoke_time: number;
  duration_ms: number;
  /** 1 success, 0 failure. */
  outcome: number;
  message: string;
  ip: string;
}

declare module '../../db/schema' {
  interface Database {
    base_data_interface: DataInterfaceTable;
    base_data_interface_variate: DataInterfaceVariateTable;
    data_interface_log: DataInterfaceLogTable;
  }
}
