// Kysely table types. Times are epoch milliseconds; flags are 0/1 integers so
// SQLite and PostgreSQL store them alike. Generated<…> marks a column with a
// default that inserts may leave out.
import type { Generated } from 'kysely';
export interface OrganizeTable {
  id: string;
  parent_id: string;
  category: 'company' | 'department';
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
  /** The ids from the root down to this node, comma-joined (JNPF's organizeIdTree). */
  organize_id_tree: string;
  manager_id: Generated<string>;
  description: Generated<string>;
  /** JNPF's extra company fields (shortName, industry, …) as JSON. */
  property_json: Generated<string>;
  creator_user_id: Generated<string>;
  updated_at: Generated<number>;
}

/** Extra columns of positions, roles and groups. */
interface DirectoryColumns {
  type: Generated<string>;
  description: Generated<string>;
  creator_user_id: Generated<string>;
  updated_at: Generated<number>;
}

/** A role or position that belongs to an organisation. */
export interface OrganizeRelationTable {
  id: string;
  organize_id: string;
  object_type: 'Role' | 'Position';
  object_id: string;
}

export interface PositionTable extends DirectoryColumns {
  id: string;
  organize_id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

export interface RoleTable extends DirectoryColumns {
  /** 1: the role is global; 0: it belongs to the organisations of its relations. */
  global_mark: Generated<number>;
  id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

export interface GroupTable extends DirectoryColumns {
  id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

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

/** A signature image of a user (a data: URL); one may be the default. */
export interface SignImgTable {
  id: string;
  user_id: string;
  sign_img: string;
  is_default: number;
  created_at: number;
}

export type RelationObjectType = 'Role' | 'Position' | 'Group' | 'Organize';

export interface UserRelationTable {
  id: string;
  user_id: string;
  object_type: RelationObjectType;
  object_id: string;
}

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

/** A user's own column layout of one menu entry's list (JNPF's per-user column settings). */
export interface UserColumnSettingTable {
  user_id: string;
  module_id: string;
  /** JSON string as JNPF sends it. */
  field_list: string;
  updated_at: number;
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

export interface DictionaryTypeTable {
  id: string;
  parent_id: string;
  en_code: string;
  full_name: string;
  is_tree: number;
  sort_code: number;
  description: string;
  enabled_mark: number;
  created_at: number;
  category: string;
}

export interface DictionaryDataTable {
  id: string;
  dictionary_type_id: string;
  parent_id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  description: string;
  enabled_mark: number;
  created_at: number;
}

export interface BillRuleTable {
  id: string;
  full_name: string;
  en_code: string;
  category: string;
  prefix: string;
  date_format: string;
  digit: number;
  start_number: string;
  sort_code: number;
  enabled_mark: number;
  description: string;
  /** The date part of the last number handed out ('' for rules without a date). */
  counter_period: string | null;
  /** The counter of the last number handed out; null before the first. */
  counter_value: number | null;
  created_at: number;
  updated_at: number;
  creator_user_id: string;
  last_modify_user_id: string;
}

export interface AreaTable {
  id: string;
  parent_id: string;
  en_code: string;
  full_name: string;
  /** 1 province, 2 city, 3 district; 0 for areas added by hand below districts. */
  type: number;
  sort_code: number;
  enabled_mark: number;
  description: string;
  created_at: number;
}

/** Wrong-password counts of account names that match no user. */
export interface SignInFailureTable {
  account: string;
  log_error_count: number;
  lock_until: number | null;
  updated_at: number;
}

/** A file waiting for its one download (exports). */
export interface DownloadTable {
  id: string;
  /** sha-256 of the link's ticket; the ticket itself is only in the link. */
  ticket_hash: string;
  user_id: string;
  file_name: string;
  content_type: string;
  content: Buffer;
  expires_at: number;
  created_at: number;
  /** What the link serves: the content above, a stored file (file, preview) or a pack of stored files. */
  kind: DownloadKind;
  /** The stored file of a file or preview link. */
  file_id: string | null;
}

/** The demo application's purchase request (a form with a sub-table). */
export interface PurchaseRequestTable {
  id: string;
  title: string;
  applicant: string;
  apply_date: number;
  category: string;
  urgent: number;
  urgent_reason: string;
  remark: string;
  total: number;
  creator_user_id: string;
  created_at: number;
  updated_at: number;
}

/** One line of a purchase request. */
export interface PurchaseItemTable {
  id: string;
  request_id: string;
  sort_code: number;
  name: string;
  spec: string;
  quantity: number;
  price: number;
  amount: number;
}

export interface Database {
  base_organize: OrganizeTable;
  base_position: PositionTable;
  base_role: RoleTable;
  base_group: GroupTable;
  base_user: UserTable;
  base_user_relation: UserRelationTable;
  base_organize_relation: OrganizeRelationTable;
  base_system: SystemTable;
  base_module: ModuleTable;
  base_module_button: ModuleButtonTable;
  base_authorize: AuthorizeTable;
  base_module_column: ModuleItemTable;
  base_module_form: ModuleItemTable;
  base_module_data_field: ModuleDataFieldTable;
  base_module_data_scheme: ModuleDataSchemeTable;
  base_user_column_setting: UserColumnSettingTable;
  base_sys_config: SysConfigTable;
  base_session: SessionTable;
  base_captcha: CaptchaTable;
  base_sys_log: SysLogTable;
  base_dictionary_type: DictionaryTypeTable;
  base_dictionary_data: DictionaryDataTable;
  base_bill_rule: BillRuleTable;
  base_area: AreaTable;
  base_sign_in_failure: SignInFailureTable;
  base_download: DownloadTable;
  base_sign_img: SignImgTable;
  demo_purchase_request: PurchaseRequestTable;
  demo_purchase_item: PurchaseItemTable;
  base_file: FileTable;
  dev_widget_sample: WidgetSampleTable;
}

export type DownloadKind = 'content' | 'file' | 'preview' | 'pack';

/** A stored file: its bytes live in the file store under storage_key. */
export interface FileTable {
  id: string;
  /** The user who uploaded it. */
  owner_id: string;
  /** The name it was uploaded under, cleaned (display only; never a path). */
  original_name: string;
  /** Lowercase, without the dot; '' when the name has none. */
  extension: string;
  size: number;
  /** Lowercase hex of the bytes' md5. */
  md5: string;
  /** Judged from the bytes ('text/plain' for checked text, else what file-type found). */
  mime_type: string;
  /** annex, annexpic, userAvatar, signImg, … */
  upload_type: string;
  storage_key: string;
  /** Random; an image link carries it, since an <img> sends no header. */
  access_key: string;
  created_at: number;
  /** When a saved record first referred to it; null while only its owner holds it. */
  attached_at: number | null;
}

export interface WidgetSampleTable {
  id: string;
  title: string;
  /** The form's values as JSON. */
  data: string;
  creator_user_id: string;
  created_at: number;
  updated_at: number;
}
