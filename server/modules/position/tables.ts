// The position module's table, added to the typed schema (server/db/schema.ts)
// by declaration merging.
import type { DirectoryRecordTable } from '../directoryRecords';

export interface PositionTable extends DirectoryRecordTable {
  organize_id: string;
}

declare module '../../db/schema' {
  interface Database {
    base_position: PositionTable;
  }
}
