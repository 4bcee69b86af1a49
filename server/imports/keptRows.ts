// The rows of each import upload, kept in the database beside the stored file
// (base_import_upload, keyed by the file's id): every server process on the
// same database reads them, and they outlast a restart. The preview answers
// from them; a user keeps only the rows of their latest upload.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { UploadedRows } from './uploadedRows';

export interface KeptUpload {
  fileId: string;
  ownerId: string;
  importPath: string;
  rows: UploadedRows;
}

export async function keepRows(db: Kysely<Database>, upload: KeptUpload): Promise<void> {
  await db
    .insertInto('base_import_upload')
    .values({ id: upload.fileId, owner_id: upload.ownerId, import_path: upload.importPath, content: JSON.stringify(upload.rows), created_at: Date.now() })
    .execute();
}

/** The rows kept for this owner's upload to this import; undefined for anything else. */
export async function keptRows(db: Kysely<Database>, fileId: string, ownerId: string, importPath: string): Promise<UploadedRows | undefined> {
  const row = await db
    .selectFrom('base_import_upload')
    .select('content')
    .where('id', '=', fileId)
    .where('owner_id', '=', ownerId)
    .where('import_path', '=', importPath)
    .executeTakeFirst();
  return row ? (JSON.parse(row.content) as UploadedRows) : undefined;
}

/** Drops the rows of the owner's other uploads (their files go too), and any whose file is gone (swept, say). */
export async function forgetOtherRows(db: Kysely<Database>, ownerId: string, keptFileId: string): Promise<void> {
  await db
    .deleteFrom('base_import_upload')
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_id', '=', ownerId), eb('id', '<>', keptFileId)]),
        eb.not(eb.exists(eb.selectFrom('base_file').select('base_file.id').whereRef('base_file.id', '=', 'base_import_upload.id'))),
      ]),
    )
    .execute();
}
