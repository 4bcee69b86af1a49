// The page-schema types, derived from the one definition in pageFormat.ts.
export type {
  ApiCall,
  CellFormat,
  Column,
  OptionSource,
  SearchField,
  SearchType,
  Condition,
  Action,
  Paging,
  ListPart,
  ListKind,
  TreePart,
  ListPageSchema,
  TreeTablePageSchema,
  TreePageSchema,
  FormPageSchema,
  PageSchema,
  PageType,
  PermissionSwitches,
} from './pageFormat';

/** JSON Schema as forms compile to it: ajv's draft-07 plus ajv-errors' errorMessage and our plainText. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  errorMessage?: string | Record<string, unknown>;
  [keyword: string]: unknown;
}
