// /api/system/DataInterface (spec 02 §7.10): management under the menu entry
// systemData.dataInterface and its buttons; the calls (Preview, List,
// InfoByIds) for whoever may call the interface (callers.ts), checked before
// the engine runs; Selector, getList and GetParam for the designers.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataInterfaceInput } from '@core/api/dataInterface';
import { dataInterfaceFileExtension } from '@core/api/dataInterface';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { ApiError, formRefusal } from '../../http/errors';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { validateBody } from '../../http/bodyValidator';
import { readUpload } from '../../http/uploads';
import { toggleEnabled } from '../../db/toggle';
import { pageQuerySchema } from '../../db/paging';
import { Type } from '@sinclair/typebox';
import { webDesignModule } from '../visualdev/routes';
import { DataInterfaceService } from './service';
import { VariateService } from './variates';
import { InterfaceCalls } from './calls';
import { InterfaceCallers, dataInterfaceModule } from './callers';
import { exportInterface, importInterface, interfaceFileMaxBytes } from './transfer';
import { infoByIdsBody, interfaceBody, listBody, listQuery, previewBody } from './schemas';
import { variateRoutes } from './variateRoutes';
import type { ListAnswer } from './engine/runner';
import { seededNamesIn } from '@core/i18n/seededNames';

const tags = ['dataInterface'];
const base = '/api/system/DataInterface';
const idParam = stringParams('id');

/**
 * The List answer. A SQL page comes from the reader as the JSON text of its rows (made in
 * the reader's thread): it is spliced into the envelope `ok` makes and sent as JSON text,
 * the same bytes Fastify would write for the rows, without copying or serialising them here.
 */
function listReply(request: FastifyRequest, reply: FastifyReply, answer: ListAnswer) {
  if (!('listJson' in answer)) return ok(request, answer);
  const { code, msg } = ok(request, null);
  const pagination = JSON.stringify(answer.pagination);
  return reply
    .type('application/json; charset=utf-8')
    .send(`{"code":${code},"msg":${JSON.stringify(msg)},"data":{"list":${answer.listJson},"pagination":${pagination}}}`);
}

export async function dataInterfaceRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const interfaces = new DataInterfaceService(kiln.db, kiln.dialect, kiln.sysConfig);
  const variates = new VariateService(kiln.db);
  const warn = (message: string, error: unknown) => server.log.warn({ err: error }, message);
  const calls = new InterfaceCalls(kiln, interfaces, variates, warn);
  const callers = new InterfaceCallers(kiln.db, kiln.grants, kiln.pages, kiln.invalidation);
  server.addHook('onClose', async () => calls.close());
  const manage = (button?: string) => ({ access: access.module(dataInterfaceModule, button) });
  const designers = { access: access.anyModule(dataInterfaceModule, webDesignModule) };
  const caller = (request: FastifyRequest) => ({ session: sessionOf(request), ip: request.ip });
  // Calls are open to signed-in users; whether this one may call this interface is known only from its id.
  const callable = async (request: FastifyRequest & { params: { id: string } }) => callers.check(sessionOf(request), request.params.id);

  app.get(
    base,
    { config: manage(), schema: { tags, summary: 'Interfaces, paged (keyword, category, type, enabledMark)', querystring: listQuery } },
    async (request) => {
      const page = await interfaces.page(request.query);
      return ok(request, { ...page, list: seededNamesIn(page.list, 'categoryName', request.language) });
    },
  );
  app.get(
    `${base}/getList`,
    { config: designers, schema: { tags, summary: 'Enabled interfaces, paged (JNPF getList, the workflow picker)', querystring: listQuery } },
    async (request) => {
      const page = await interfaces.page(request.query, true);
      return ok(request, { ...page, list: seededNamesIn(page.list, 'categoryName', request.language) });
    },
  );
  app.get(
    `${base}/Selector`,
    { config: designers, schema: { tags, summary: 'Enabled interfaces grouped by category: {list: [{id, fullName, children}]}' } },
    async (request) => ok(request, { list: await interfaces.selector() }),
  );
  app.get(`${base}/GetParam/:id`, { config: designers, schema: { tags, summary: 'The parameters an interface declares', params: idParam } }, async (request) =>
    ok(request, await interfaces.parameters(request.params.id)),
  );
  app.get(`${base}/:id`, { config: manage(), schema: { tags, summary: 'One interface', params: idParam } }, async (request) =>
    ok(request, await interfaces.get(request.params.id)),
  );
  app.post(
    base,
    { config: manage('btn_add'), schema: { tags, summary: 'Create an interface (its SQL, rows or URL checked)', body: interfaceBody } },
    async (request) => ok(request, { id: await interfaces.create(request.body as DataInterfaceInput, sessionOf(request).userId) }, { key: 'ok.created' }),
  );
  app.put(
    `${base}/:id`,
    { config: manage('btn_edit'), schema: { tags, summary: 'Update an interface', params: idParam, body: interfaceBody } },
    async (request) => {
      await interfaces.update(request.params.id, request.body as DataInterfaceInput, sessionOf(request).userId);
      return ok(request, null, { key: 'ok.updated' });
    },
  );
  app.delete(
    `${base}/:id`,
    { config: manage('btn_remove'), schema: { tags, summary: 'Delete an interface and its variates', params: idParam } },
    async (request) => {
      await interfaces.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );
  app.put(
    `${base}/:id/Actions/State`,
    { config: manage('btn_edit'), schema: { tags, summary: 'Enable or disable an interface', params: idParam } },
    async (request) => {
      const session = sessionOf(request);
      const enabledMark = await toggleEnabled(kiln.db, 'base_data_interface', request.params.id, {
        updated_at: Date.now(),
        last_modify_user_id: session.userId,
      });
      if (enabledMark === null) throw new ApiError(404, { key: 'dataInterface.notFound' });
      interfaces.forget(request.params.id);
      return ok(request, { enabledMark }, { key: enabledMark === 1 ? 'ok.enabled' : 'ok.disabled' });
    },
  );
  app.post(
    `${base}/:id/Actions/Copy`,
    { config: manage('btn_add'), schema: { tags, summary: 'Copy an interface (disabled, new name and code)', params: idParam } },
    async (request) => ok(request, { id: await interfaces.copy(request.params.id, sessionOf(request).userId) }, { key: 'ok.created' }),
  );
  for (const action of ['Action', 'Actions']) {
    app.get(
      `${base}/:id/${action}/Export`,
      {
        config: manage('btn_export'),
        schema: { tags, summary: `Export an interface as a ${dataInterfaceFileExtension} file: data.url is a one-use link`, params: idParam },
      },
      async (request) =>
        ok(request, await kiln.downloads.offer(await exportInterface(kiln.db, interfaces, variates, request.params.id), sessionOf(request)), {
          key: 'ok.exported',
        }),
    );
    app.post(
      `${base}/${action}/Import`,
      {
        config: manage('btn_import'),
        schema: {
          tags,
          summary: `Import a ${dataInterfaceFileExtension} file (multipart field file): refused when its id or code is taken`,
          consumes: ['multipart/form-data'],
        },
      },
      async (request) => {
        const upload = await readUpload(request, { extensions: [dataInterfaceFileExtension], maxBytes: interfaceFileMaxBytes });
        const check = (input: DataInterfaceInput) => {
          const issues = validateBody(interfaceBody, input);
          if (issues.length) throw formRefusal(issues);
        };
        const id = await importInterface(kiln.db, interfaces, upload.content, sessionOf(request).userId, check, (ref) => say(ref, request.language));
        return ok(request, { id }, { key: 'ok.imported' });
      },
    );
  }
  app.get(
    '/api/system/DataInterfaceLog/:id',
    {
      config: manage(),
      schema: {
        tags,
        summary: "An interface's calls, newest first, paged (keyword): caller, time, duration, outcome",
        params: idParam,
        querystring: Type.Object(pageQuerySchema),
      },
    },
    async (request) => ok(request, await calls.log.page(request.params.id, request.query)),
  );

  const callConfig = { access: access.signedIn() };
  const callDescription = 'Administrators, holders of systemData.dataInterface, and holders of a menu entry whose form cites the interface.';
  app.post(
    `${base}/:id/Actions/Preview`,
    {
      config: callConfig,
      preHandler: callable,
      schema: { tags, summary: 'Run an interface: its rows (trees keep children), capped', description: callDescription, params: idParam, body: previewBody },
    },
    async (request) => ok(request, await calls.preview(request.params.id, request.body.paramList, caller(request))),
  );
  app.post(
    `${base}/:id/Actions/List`,
    {
      config: callConfig,
      preHandler: callable,
      schema: {
        tags,
        summary: "One page of an interface's rows filtered by keyword (paged in SQL for SQL interfaces)",
        description: callDescription,
        params: idParam,
        body: listBody,
      },
    },
    async (request, reply) => listReply(request, reply, await calls.list(request.params.id, request.body, caller(request))),
  );
  app.post(
    `${base}/:id/Actions/InfoByIds`,
    {
      config: callConfig,
      preHandler: callable,
      schema: { tags, summary: 'The rows whose propsValue field is one of ids', description: callDescription, params: idParam, body: infoByIdsBody },
    },
    async (request) => ok(request, await calls.infoByIds(request.params.id, request.body, caller(request))),
  );

  variateRoutes(server, kiln, { variates, calls, interfaces });
}
