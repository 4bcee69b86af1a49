// The dictionary module's tables, added to the typed schema (server/db/schema.ts)
// by declaration merging. The platform's first migration creates them: the seed
// writes every manifest's dictionaries into them.

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

declare module '../../db/schema' {
  interface Database {
    base_dictionary_type: DictionaryTypeTable;
    base_dictionary_data: DictionaryDataTable;
  }
}
