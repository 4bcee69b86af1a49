// The role module's table, added to the typed schema (server/db/schema.ts) by
// declaration merging. The organisations of a role are base_organize_relation rows.
import type { Generated } from 'kysely';
import type { DirectoryColumns } from '../../db/directoryColumns';

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

declare module '../../db/schema' {
  interface Database {
    base_role: RoleTable;
  }
}
