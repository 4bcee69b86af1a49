// The import's table, added to the typed schema (server/db/schema.ts) by
// declaration merging.

/** The rows an import upload brought, kept for its preview: one per stored import file. */
export interface ImportUploadTable {
  /** The stored file's id (base_file.id), which the preview is asked for. */
  id: string;
  owner_id: string;
  /** The API base of the import it was uploaded to ('/api/permission/Users'); another import does not read it. */
  import_path: string;
  /** JSON of UploadedRows: the required columns missing and the rows by field. */
  content: string;
  created_at: number;
}

declare module '../db/schema' {
  interface Database {
    base_import_upload: ImportUploadTable;
  }
}
