// /api/visualdev/Base: the models an administrator designs (spec 03 §7). Reads
// and writes need the 功能设计 screen and its buttons; releasing is its own button.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { formInput, stringParams, typedRoutes } from '../../http/routeParts';
import type { ModelInput } from '@core/api/visualdev';
import { ModelService } from './models';
import { fieldsQuerySchema, ModelInputSchema, modelQuerySchema } from './schemas';
import { modelFields, modelSelector } from './selectors';
import { releaseRoutes } from './releaseRoutes';
import { exportModel, modelFileMaxBytes, modelFromFile } from './modelFiles';
import { readUpload } from '../../http/uploads';
import { ReleasedModels } from './runtime/released';
import { runtimeRoutes } from './runtime/routes';
import { transferRoutes } from './runtime/transferRoutes';
import { relatedRecordRoutes } from './runtime/fieldDataSelect';
import { seededNamesIn } from '@core/i18n/seededNames';

export const webDesignModule = 'onlineDev.webDesign';
const tags = ['visualdev'];
const base = '/api/visualdev/Base';
const idParam = stringParams('id');
// The design's form is a recursive schema, whose type the provider cannot read: ModelInput names it.
const modelBody = formInput<ModelInput>(ModelInputSchema);

export async function modelRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const models = new ModelService(kiln.db);
  const released = new ReleasedModels(kiln.db, kiln.invalidation);
  const read = { access: access.module(webDesignModule) };
  const can = (button: string) => ({ access: access.module(webDesignModule, button) });

  app.get(
    base,
    { config: read, schema: { tags, summary: 'Models, paged (keyword, category, webType, isRelease)', querystring: modelQuerySchema } },
    async (request) => {
      const page = await models.page(request.query);
      return ok(request, { ...page, list: seededNamesIn(page.list, 'categoryName', request.language) });
    },
  );

  app.get(`${base}/list`, { config: read, schema: { tags, summary: 'Every model, unpaged (webType)', querystring: modelQuerySchema } }, async (request) =>
    ok(request, { list: await models.all(request.query.webType) }),
  );

  app.get(
    `${base}/Selector`,
    {
      config: { access: access.signedIn() },
      schema: { tags, summary: 'Released models by category, for the related-form picker: list[{id, fullName, children}]' },
    },
    async (request) => ok(request, { list: await modelSelector(kiln.db) }),
  );

  app.get(`${base}/:id`, { config: read, schema: { tags, summary: 'One model: its info and design', params: idParam } }, async (request) =>
    ok(request, await models.get(request.params.id)),
  );

  app.get(
    `${base}/:id/FormDataFields`,
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "A released model's form fields: list[{vModel, label}] (filterType 1: those a related form can show)",
        params: idParam,
        querystring: fieldsQuerySchema,
      },
    },
    async (request) => ok(request, { list: await modelFields(released, request.params.id, request.query.filterType ?? 0) }),
  );

  app.post(base, { config: can('btn_add'), schema: { tags, summary: 'Create a model', body: modelBody } }, async (request) =>
    ok(request, { id: await models.create(request.body, sessionOf(request).userId) }, { key: 'ok.created' }),
  );

  app.put(
    `${base}/:id`,
    { config: can('btn_edit'), schema: { tags, summary: 'Change a model (its design, not what is released)', params: idParam, body: modelBody } },
    async (request) => {
      await models.update(request.params.id, request.body, sessionOf(request).userId);
      await kiln.invalidation.publish('models', request.params.id);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete(
    `${base}/:id`,
    { config: can('btn_remove'), schema: { tags, summary: 'Delete a model not on the menu (its tables stay)', params: idParam } },
    async (request) => {
      await models.remove(request.params.id);
      await kiln.invalidation.publish('models', request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.post(
    `${base}/:id/Actions/Copy`,
    { config: can('btn_add'), schema: { tags, summary: 'Copy a model under a new code, name and table', params: idParam } },
    async (request) => ok(request, { id: await models.copy(request.params.id, sessionOf(request).userId) }, { key: 'visualdev.copied' }),
  );

  // JNPF 3.4's client exports a model at ExportData (ARCHITECTURE §8); Actions/Export is the model's data export (runtime/transferRoutes.ts).
  app.post(
    '/api/visualdev/OnlineDev/:id/Actions/ExportData',
    { config: can('btn_export'), schema: { tags, summary: 'Export a model as a .vdd file: data.url is a one-use link', params: idParam } },
    async (request) => ok(request, await kiln.downloads.offer(await exportModel(models, request.params.id), sessionOf(request)), { key: 'ok.exported' }),
  );
  // 3.4's client imports at Model/Actions/ImportData, later ones at Actions/Import.
  for (const path of ['/api/visualdev/OnlineDev/Model/Actions/ImportData', '/api/visualdev/OnlineDev/Actions/Import']) {
    app.post(
      path,
      {
        config: can('btn_import'),
        schema: {
          tags,
          summary: 'Import a model from a .vdd file (multipart field file; JNPF 3.4 and 5.x): data.unmapped lists what did not come over',
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const upload = await readUpload(request, { extensions: ['.vdd', '.json'], maxBytes: modelFileMaxBytes });
        const { input, unmapped } = await modelFromFile(kiln.db, upload.content);
        return ok(request, { id: await models.create(input, sessionOf(request).userId), unmapped }, { key: 'ok.imported' });
      },
    );
  }

  releaseRoutes(server, kiln, webDesignModule);
  // A model entry's data schemes test the released model's stored fields.
  kiln.dataFieldSource.register(async (moduleCode) => (await released.byMenuCode(moduleCode))?.dataFields);
  runtimeRoutes(server, kiln, released);
  transferRoutes(server, kiln, released);
  relatedRecordRoutes(server, kiln, released);
}
