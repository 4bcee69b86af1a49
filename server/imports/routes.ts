// The import wizard's routes under a module's API base (spec 02 §7.3), made
// from one ImportDefinition: TemplateDownload, Uploader, ImportPreview,
// ImportData and the export of failed rows (ImportExceptionData, and
// ExportExceptionData as JNPF's users screen calls it). Every step needs the
// module's import button. The file is read once, on upload, under limits of
// rows, unpacked bytes and shared strings; its rows are kept in the database
// and the preview answers from them.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { importLimits, type ImportHeader, type ImportPreview, type ImportUpload } from '@core/api/imports';
import type { Kiln } from '../context';
import { access, sessionOf } from '../http/routeAccess';
import { ok } from '../http/reply';
import { addTexts, say } from '../http/texts';
import { ApiError, badRequest } from '../http/errors';
import { readUpload, type Upload } from '../http/uploads';
import { typedRoutes } from '../http/routeParts';
import type { ImportContext, ImportDefinition } from './columns';
import { runImport } from './run';
import { importServerTexts } from './texts';
import { rowsWorkbook, templateWorkbook, xlsxContentType, type SheetColumn } from './workbook';
import { readUploadedRows, type UploadLimits } from './uploadedRows';
import { forgetOtherRows, keepRows, keptRows } from './keptRows';

/** The upload type stored files of imports carry; the preview reads no other. */
export const importUploadType = 'import';

const maxCellLength = 2000;

function contextOf(kiln: Kiln, request: FastifyRequest): ImportContext {
  const language = request.language;
  return { kiln, session: sessionOf(request), language, say: (ref) => say(ref, language) };
}

/** The spec's row limit, and the caps on unpacking that system configuration sets. */
async function uploadLimits(kiln: Kiln): Promise<UploadLimits> {
  const config = await kiln.sysConfig.get();
  return { maxRows: importLimits.maxRows, maxUnpackedBytes: config.importMaxUncompressedBytes, maxSharedStrings: config.importMaxSharedStrings };
}

/** The upload, under the spec's size and extension limits, refused in the spec's words. */
export async function readImportFile(request: FastifyRequest): Promise<Upload> {
  try {
    // "Under 500 KB": a file of 500 KB exactly is already too large.
    return await readUpload(request, { extensions: importLimits.extensions.map((extension) => `.${extension}`), maxBytes: importLimits.maxFileBytes - 1 });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || (error instanceof ApiError && error.code === 413)) throw badRequest('import.fileTooLarge');
    throw error;
  }
}

export async function importRoutes<R>(server: FastifyInstance, kiln: Kiln, definition: ImportDefinition<R>): Promise<void> {
  const app = typedRoutes(server);
  addTexts(importServerTexts, 'imports');
  const { path, columns, noun } = definition;
  const tags = [definition.tag];
  const config = { access: access.module(definition.module, definition.button ?? 'btn_import') };
  const sheetColumns = (context: ImportContext): SheetColumn[] =>
    columns.map((column) => ({ title: context.say({ key: column.title }), width: column.width, required: column.required, note: column.hint ? context.say({ key: column.hint }) : undefined }));
  const fileName = (context: ImportContext, suffix = '') => `${context.say({ key: definition.fileName })}${suffix}.xlsx`;

  app.get(
    `${path}/TemplateDownload`,
    { config, schema: { tags, summary: `The ${noun} import template (.xlsx, a header row of titles): data.url is a one-use link to download without a token` } },
    async (request) => {
      const context = contextOf(kiln, request);
      const content = await templateWorkbook(context.say({ key: definition.fileName }), sheetColumns(context));
      return ok(request, await kiln.downloads.offer({ name: fileName(context), contentType: xlsxContentType, content }, context.session));
    },
  );

  app.post(
    `${path}/Uploader`,
    {
      config,
      schema: { tags, summary: `Upload a filled-in ${noun} template (multipart field file; .xls/.xlsx under 500 KB); data.name is what ImportPreview asks for`, consumes: ['multipart/form-data'] },
    },
    async (request) => {
      const upload = await readImportFile(request);
      // Read it now, and only now: a file that cannot be imported is refused while the user still
      // has it in hand, and the preview answers from the rows kept here.
      const rows = await readUploadedRows(upload.content, columns, await uploadLimits(kiln));
      const ownerId = sessionOf(request).userId;
      const row = await kiln.files.store({ source: Readable.from([upload.content]), name: upload.name, ownerId, uploadType: importUploadType, requireImage: false });
      try {
        await keepRows(kiln.db, { fileId: row.id, ownerId, importPath: path, rows });
      } catch (error) {
        await kiln.files.remove(row);
        throw error;
      }
      // Only the latest file is kept: the user's earlier import files go, so they never pile up.
      const earlier = await kiln.db.selectFrom('base_file').selectAll().where('owner_id', '=', ownerId).where('upload_type', '=', importUploadType).where('id', '<>', row.id).execute();
      for (const file of earlier) await kiln.files.remove(file);
      await forgetOtherRows(kiln.db, ownerId, row.id);
      const answer: ImportUpload = { name: row.id, fileId: row.id, fileName: row.original_name, fileSize: row.size };
      return ok(request, answer, { key: 'import.uploaded' });
    },
  );

  app.get(
    `${path}/ImportPreview`,
    {
      config,
      schema: {
        tags,
        summary: `The rows of an uploaded ${noun} file (fileName: the upload's data.name): headerRow [{id, fullName, jnpfKey, children}] and dataRow, at most 1,000 rows`,
        querystring: Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 40 }) }),
      },
    },
    async (request) => {
      const context = contextOf(kiln, request);
      const file = await kiln.files.find(request.query.fileName);
      // Only the uploader's own import files: never any other stored file.
      if (!file || file.owner_id !== context.session.userId || file.upload_type !== importUploadType) throw badRequest('import.fileMissing');
      // The rows read at upload: the spreadsheet itself is not opened again.
      const kept = await keptRows(kiln.db, file.id, context.session.userId, path);
      if (!kept) throw badRequest('import.fileMissing');
      const titleOf = (field: string) => context.say({ key: columns.find((column) => column.field === field)?.title ?? field });
      if (kept.missing.length) throw badRequest('import.columnsMissing', { columns: kept.missing.map(titleOf).join('、') });
      const headerRow: ImportHeader[] = columns.map((column) => ({ id: column.field, fullName: context.say({ key: column.title }), jnpfKey: column.jnpfKey ?? 'comInput', children: [] }));
      const preview: ImportPreview = { headerRow, dataRow: kept.rows };
      return ok(request, preview);
    },
  );

  // The platform's 1 MB body holds 1,000 rows of the user template filled in (under 1 KB a row).
  // A cell is text or a number as the sheet held it (JSON Schema's type list, which TypeBox does not write).
  const cell = Type.Optional(Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], maxLength: maxCellLength }));
  const cellsSchema = Object.fromEntries(columns.map((column) => [column.field, cell]));
  const listSchema = (withReason: boolean) =>
    Type.Object({
      list: Type.Array(
        Type.Object({ ...cellsSchema, errorsInfo: Type.Optional(Type.String({ maxLength: withReason ? 4 * maxCellLength : maxCellLength })) }, { additionalProperties: false }),
        { maxItems: importLimits.maxRows },
      ),
      // JNPF sends the chosen flow for models with a workflow; these imports start none.
      flowId: Type.Optional(Type.String({ maxLength: 40 })),
    });

  app.post(
    `${path}/ImportData`,
    {
      config,
      schema: {
        tags,
        summary: `Import ${noun} rows ({list} as the preview gave them, at most 1,000): each row saved whole or not at all; data {resultType, snum, fnum, failResult (rows with errorsInfo)}`,
        body: listSchema(false),
      },
    },
    async (request) => {
      if (request.body.list.length === 0) throw badRequest('import.empty');
      const context = contextOf(kiln, request);
      const started = performance.now();
      const result = await runImport(definition, request.body.list, context);
      request.log.info({ import: noun, rows: request.body.list.length, imported: result.snum, failed: result.fnum, ms: Math.round(performance.now() - started) }, 'import finished');
      return ok(request, result, { key: 'ok.imported' });
    },
  );

  const failuresBody = listSchema(true);
  for (const action of ['ImportExceptionData', 'ExportExceptionData']) {
    app.post(
      `${path}/${action}`,
      { config, schema: { tags, summary: `The failed ${noun} rows ({list}, each with errorsInfo) as an .xlsx with a reason column: data.url is a one-use link`, body: failuresBody } },
      async (request) => {
        const context = contextOf(kiln, request);
        const reason = context.say({ key: 'import.errorsInfo' });
        const sheet: SheetColumn[] = [...sheetColumns(context), { title: reason, width: 40 }];
        // The cells are named by the columns, known at run time: a row is read as a record.
        const rows = request.body.list.map((row: Record<string, unknown>) => [...columns.map((column) => row[column.field]), row.errorsInfo].map((value) => (value === null || value === undefined ? '' : String(value))));
        const content = await rowsWorkbook(context.say({ key: 'import.failedSheet' }), sheet, rows);
        const name = fileName(context, `-${context.say({ key: 'import.failedSheet' })}`);
        return ok(request, await kiln.downloads.offer({ name, contentType: xlsxContentType, content }, context.session), { key: 'ok.exported' });
      },
    );
  }
}
