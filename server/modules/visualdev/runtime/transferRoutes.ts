// A released model's data in and out as spreadsheets, under /api/visualdev/OnlineDev/{id}:
// the data export (Actions/Export, behind btn_download) and the import wizard's
// steps (Template — also TemplateDownload, the wizard's name —, Uploader,
// ImportPreview, ImportData, ImportExceptionData, behind btn_upload), each
// resolving the request's ModelGrant first, as every runtime route does.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { importLimits, type ImportHeader, type ImportPreview } from '@core/api/imports';
import type { MessageRef } from '@core/i18n/text';
import type { Kiln } from '../../../context';
import { ApiError, badRequest } from '../../../http/errors';
import { ok } from '../../../http/reply';
import { access, sessionOf } from '../../../http/routeAccess';
import { stringEnum, stringParams, typedRoutes } from '../../../http/routeParts';
import { addTexts, say } from '../../../http/texts';
import type { ImportContext } from '../../../imports/columns';
import { keptRows } from '../../../imports/keptRows';
import { importUploadType } from '../../../imports/routes';
import { importServerTexts } from '../../../imports/texts';
import { rowsWorkbook, templateWorkbook, xlsxContentType, type SheetColumn } from '../../../imports/workbook';
import { ModelGrant } from './modelGrant';
import { objectOf } from './routes';
import type { ReleasedModels } from './released';
import { hintOf, importColumns, maxCellLength, titleOf, type ImportField } from './transferCells';
import { DictionaryLookup } from './transferDictionaries';
import { exportRecords, fileNameOf, sheetNameOf } from './transferExport';
import { importableFields, importPathOf, importRecords } from './transferImport';
import { uploadImportFile } from './transferUpload';

const tags = ['visualdev'];
const online = '/api/visualdev/OnlineDev';
const menuId = Type.Optional(Type.String({ maxLength: 64 }));
const menuQuery = Type.Object({ menuId });
const jsonObject = Type.Union([Type.String({ maxLength: 20_000 }), Type.Record(Type.String(), Type.Unknown())]);

/** JNPF's export body: what to write (dataType, selectKey) and the list's own filters. */
const ExportBody = Type.Object({
  menuId,
  dataType: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), stringEnum(['0', '1'])])),
  selectKey: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Array(Type.String({ maxLength: 64 }), { maxItems: 300 })])),
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('')])),
  sidx: Type.Optional(Type.String({ maxLength: 64 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  queryJson: Type.Optional(jsonObject),
  superQueryJson: Type.Optional(jsonObject),
});

/** A cell as text or a number as the sheet held it (JSON Schema's type list, which TypeBox does not write). */
const cellOf = (maxLength: number) => Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], maxLength });

/** The wizard's rows: each field's cell by its name (and a failed row's errorsInfo). */
const rowsBody = (maxLength: number) =>
  Type.Object({
    list: Type.Array(Type.Record(Type.String(), cellOf(maxLength), { maxProperties: 400 }), { maxItems: importLimits.maxRows }),
    // JNPF sends the chosen flow for models with a workflow; these imports start none.
    flowId: Type.Optional(Type.String({ maxLength: 40 })),
    menuId,
  });

/** The chosen columns: a comma-separated string or a list. */
const chosenFields = (selectKey: string | string[] | undefined) =>
  (Array.isArray(selectKey) ? selectKey : (selectKey ?? '').split(',')).map((key) => key.trim()).filter(Boolean);

export function transferRoutes(server: FastifyInstance, kiln: Kiln, released: ReleasedModels): void {
  const app = typedRoutes(server);
  // The import's own messages, whichever module mounts an import first.
  addTexts(importServerTexts, 'imports');
  // Who may use a model is known once its menu entries are read: each handler checks (ModelGrant).
  const config = { access: access.signedIn() };

  const grantFor = async (request: FastifyRequest, modelId: string, button: string, menu: string | undefined) => {
    const model = await released.get(modelId);
    if (!model) throw new ApiError(404, { key: 'visualdev.notReleased' });
    return ModelGrant.of(kiln, request, model, button, menu);
  };
  const contextOf = (request: FastifyRequest): ImportContext => ({
    kiln,
    session: sessionOf(request),
    language: request.language,
    say: (ref: MessageRef) => say(ref, request.language),
  });
  const sheetColumns = (fields: readonly ImportField[], context: ImportContext): SheetColumn[] =>
    fields.map((imported) => ({
      title: context.say({ key: titleOf(imported.field) }),
      required: imported.field.required,
      note: hintOf(imported, context.say),
    }));

  app.post(
    `${online}/:id/Actions/Export`,
    {
      config,
      schema: {
        tags,
        summary:
          "A released model's records as an .xlsx (dataType 0 the list's page, 1 every row its filters find; selectKey the columns) " +
          "under the menu's data scheme: data.url is a one-use link",
        params: stringParams('id'),
        body: ExportBody,
      },
    },
    async (request) => {
      const body = request.body;
      const grant = await grantFor(request, request.params.id, 'btn_download', body.menuId);
      const query = {
        currentPage: body.currentPage,
        pageSize: body.pageSize,
        keyword: body.keyword,
        sort: body.sort || undefined,
        sidx: body.sidx,
        search: body.queryJson === undefined ? {} : objectOf(body.queryJson, 'queryJson'),
      };
      const exportRequest = { dataType: Number(body.dataType) === 1 ? (1 as const) : (0 as const), selectKey: chosenFields(body.selectKey), query };
      const file = await exportRecords(kiln, grant, exportRequest, request.language);
      return ok(request, await kiln.downloads.offer(file, sessionOf(request)), { key: 'ok.exported' });
    },
  );

  for (const action of ['Template', 'TemplateDownload']) {
    app.get(
      `${online}/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: "A released model's import template (.xlsx, a header row of the importable fields' labels): data.url is a one-use link",
          params: stringParams('id'),
          querystring: menuQuery,
        },
      },
      async (request) => {
        const grant = await grantFor(request, request.params.id, 'btn_upload', request.query.menuId);
        const context = contextOf(request);
        const name = context.say({ key: 'visualdev.importTemplate', params: { name: grant.model.fullName } });
        const content = await templateWorkbook(sheetNameOf(grant.model.fullName), sheetColumns(importableFields(grant), context));
        return ok(request, await kiln.downloads.offer({ name: `${fileNameOf(name)}.xlsx`, contentType: xlsxContentType, content }, context.session));
      },
    );
  }

  app.post(
    `${online}/:id/Uploader`,
    {
      config,
      schema: {
        tags,
        summary: 'Upload a filled-in template of a model (multipart field file; .xls/.xlsx under 500 KB): data.name is what ImportPreview asks for',
        params: stringParams('id'),
        querystring: menuQuery,
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_upload', request.query.menuId);
      const columns = importColumns(importableFields(grant), DictionaryLookup.none);
      const answer = await uploadImportFile(kiln, request, grant.session, importPathOf(grant.model.id), columns);
      return ok(request, answer, { key: 'import.uploaded' });
    },
  );

  app.get(
    `${online}/:id/ImportPreview`,
    {
      config,
      schema: {
        tags,
        summary: "The rows of a model's uploaded file (fileName: the upload's data.name): headerRow [{id, fullName, jnpfKey, children}] and dataRow",
        params: stringParams('id'),
        querystring: Type.Object({ fileName: Type.String({ minLength: 1, maxLength: 40 }), menuId }),
      },
    },
    async (request) => {
      const grant = await grantFor(request, request.params.id, 'btn_upload', request.query.menuId);
      const context = contextOf(request);
      const file = await kiln.files.find(request.query.fileName);
      // Only the uploader's own import files, and only what was uploaded for this model.
      if (!file || file.owner_id !== context.session.userId || file.upload_type !== importUploadType) throw badRequest('import.fileMissing');
      const kept = await keptRows(kiln.db, file.id, context.session.userId, importPathOf(grant.model.id));
      if (!kept) throw badRequest('import.fileMissing');
      const fields = importableFields(grant);
      const titleBy = (path: string) => {
        const missing = fields.find((imported) => imported.field.path === path)?.field;
        return context.say({ key: missing ? titleOf(missing) : path });
      };
      if (kept.missing.length) throw badRequest('import.columnsMissing', { columns: kept.missing.map(titleBy).join('、') });
      const headerRow: ImportHeader[] = fields.map(({ field }) => ({
        id: field.path,
        fullName: context.say({ key: titleOf(field) }),
        jnpfKey: field.widget,
        children: [],
      }));
      const preview: ImportPreview = { headerRow, dataRow: kept.rows };
      return ok(request, preview);
    },
  );

  app.post(
    `${online}/:id/ImportData`,
    {
      config,
      schema: {
        tags,
        summary:
          "Import a model's rows ({list} as the preview gave them, at most 1,000), each checked as a create is: " +
          'data {resultType, snum, fnum, failResult (rows with errorsInfo)}',
        params: stringParams('id'),
        body: rowsBody(maxCellLength),
      },
    },
    async (request) => {
      const { list } = request.body;
      if (list.length === 0) throw badRequest('import.empty');
      const grant = await grantFor(request, request.params.id, 'btn_upload', request.body.menuId);
      const started = performance.now();
      const result = await importRecords(kiln, grant, list, contextOf(request));
      const ms = Math.round(performance.now() - started);
      request.log.info({ import: `model ${grant.model.id}`, rows: list.length, imported: result.snum, failed: result.fnum, ms }, 'import finished');
      return ok(request, result, { key: 'ok.imported' });
    },
  );

  // JNPF's model list calls ImportExceptionData; its users screen the same step ExportExceptionData.
  for (const action of ['ImportExceptionData', 'ExportExceptionData']) {
    app.post(
      `${online}/:id/${action}`,
      {
        config,
        schema: {
          tags,
          summary: "A model's failed import rows ({list}, each with errorsInfo) as an .xlsx with a reason column: data.url is a one-use link",
          params: stringParams('id'),
          body: rowsBody(4 * maxCellLength),
        },
      },
      async (request) => {
        const grant = await grantFor(request, request.params.id, 'btn_upload', request.body.menuId);
        const context = contextOf(request);
        const fields = importableFields(grant);
        const failed = context.say({ key: 'import.failedSheet' });
        const sheet: SheetColumn[] = [...sheetColumns(fields, context), { title: context.say({ key: 'import.errorsInfo' }), width: 40 }];
        const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
        const rows = request.body.list.map((row) => [...fields.map(({ field }) => text(row[field.path])), text(row.errorsInfo)]);
        const content = await rowsWorkbook(failed, sheet, rows);
        const name = `${fileNameOf(grant.model.fullName)}-${failed}.xlsx`;
        return ok(request, await kiln.downloads.offer({ name, contentType: xlsxContentType, content }, context.session), { key: 'ok.exported' });
      },
    );
  }
}
