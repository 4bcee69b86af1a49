// The role module's table, added to the typed schema (server/db/schema.ts) by
// declaration merging. The organisations of a role are base_organize_relation rows.
import type { Generated } from 'kysely';
import type { DirectoryRecordTable } from '../directoryRecords';

export interface RoleTable extends DirectoryRecordTable {
  /** 1: the role is global; 0: it belongs to the organisations of its relations. */
  global_mark: Generated<number>;
}

declare module '../../db/schema' {
  interface Database {
    base_role: RoleTable;
  }
}
