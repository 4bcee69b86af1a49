// The organisation module's tables, added to the typed schema (server/db/schema.ts)
// by declaration merging, so the platform's schema lists none of them.
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

/** A role or position that belongs to an organisation. */
export interface OrganizeRelationTable {
  id: string;
  organize_id: string;
  object_type: 'Role' | 'Position';
  object_id: string;
}

declare module '../../db/schema' {
  interface Database {
    base_organize: OrganizeTable;
    base_organize_relation: OrganizeRelationTable;
  }
}
