// The administrative areas, added to the typed schema
// (server/db/schema.ts) by declaration merging.

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

declare module '../../db/schema' {
  interface Database {
    base_area: AreaTable;
  }
}
