// The position module's table, added to the typed schema (server/db/schema.ts)
// by declaration merging.
import type { DirectoryColumns } from '../../db/directoryColumns';

export interface PositionTable extends DirectoryColumns {
  id: string;
  organize_id: string;
  en_code: string;
  full_name: string;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
}

declare module '../../db/schema' {
  interface Database {
    base_position: PositionTable;
  }
}
