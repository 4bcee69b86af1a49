// The tables models are kept in, added to the typed schema (server/db/schema.ts) by
// declaration merging. A model's own data tables are not here: they are made
// at release and reached through the scoped model query.

export interface VisualDevTable {
  id: string;
  full_name: string;
  en_code: string;
  category: string;
  web_type: number;
  description: string;
  sort_code: number;
  /** The main table's name, unique across models. */
  table_name: string;
  /** The design being edited (core/model/design.ts), as JSON. */
  design_json: string;
  /** The last release's number; 0 before the first. */
  version: number;
  /** 1 when the design changed since the last release. */
  changed_since_release: number;
  /** The menu entries releases made, a JSON array of ids. */
  menu_ids: string;
  creator_user_id: string;
  created_at: number;
  last_modify_user_id: string | null;
  updated_at: number | null;
}

/** One release as it was made: the design with every field's column. */
export interface VisualDevReleaseTable {
  model_id: string;
  version: number;
  full_name: string;
  web_type: number;
  design_json: string;
  released_by: string;
  released_at: number;
}

declare module '../../db/schema' {
  interface Database {
    base_visual_dev: VisualDevTable;
    base_visual_dev_release: VisualDevReleaseTable;
  }
}
