// The group module's table, added to the typed schema (server/db/schema.ts) by
// declaration merging.
import type { DirectoryRecordTable } from '../directoryRecords';

/** A group has only what every directory record has. */
export type GroupTable = DirectoryRecordTable;

declare module '../../db/schema' {
  interface Database {
    base_group: GroupTable;
  }
}
