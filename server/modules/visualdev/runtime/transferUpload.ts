// The upload step of a model's import, over the shared import machinery: the
// file taken under the spec's limits and read once (readUploadedRows), stored
// as an import file, its rows kept for the preview (keptRows), and the user's
// earlier import files dropped — the steps server/imports/routes.ts takes for
// an import whose columns are fixed at start; a model's are known per request.
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { importLimits, type ImportUpload } from '@core/api/imports';
import type { Kiln } from '../../../context';
import type { SessionContext } from '../../../http/routeAccess';
import type { ImportColumn } from '../../../imports/columns';
import { forgetOtherRows, keepRows } from '../../../imports/keptRows';
import { importUploadType, readImportFile } from '../../../imports/routes';
import { readUploadedRows } from '../../../imports/uploadedRows';

/** Takes the upload of a filled-in template for the import at `importPath`: what ImportPreview is asked for next. */
export async function uploadImportFile(
  kiln: Kiln,
  request: FastifyRequest,
  session: SessionContext,
  importPath: string,
  columns: readonly ImportColumn[],
): Promise<ImportUpload> {
  const upload = await readImportFile(request);
  const config = await kiln.sysConfig.get();
  // Read now, and only now: a file that cannot be imported is refused while the user still has it in hand.
  const rows = await readUploadedRows(upload.content, columns, {
    maxRows: importLimits.maxRows,
    maxUnpackedBytes: config.importMaxUncompressedBytes,
    maxSharedStrings: config.importMaxSharedStrings,
  });
  const ownerId = session.userId;
  const row = await kiln.files.store({
    source: Readable.from([upload.content]),
    name: upload.name,
    ownerId,
    uploadType: importUploadType,
    requireImage: false,
  });
  try {
    await keepRows(kiln.db, { fileId: row.id, ownerId, importPath, rows });
  } catch (error) {
    await kiln.files.remove(row);
    throw error;
  }
  // Only the latest file is kept, whichever import it was for: the earlier ones go, so they never pile up.
  const earlier = await kiln.db
    .selectFrom('base_file')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('upload_type', '=', importUploadType)
    .where('id', '<>', row.id)
    .execute();
  for (const file of earlier) await kiln.files.remove(file);
  await forgetOtherRows(kiln.db, ownerId, row.id);
  return { name: row.id, fileId: row.id, fileName: row.original_name, fileSize: row.size };
}
