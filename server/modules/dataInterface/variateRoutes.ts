// /api/system/DataInterfaceVariate: variates, managed from the data-interface
// screen (its menu entry and buttons). `GET …/{id}` answers by what the id is:
// an interface's id lists its variates with their values (JNPF's getList), a
// variate's id reads that variate (ids are unique across both tables).
import type { FastifyInstance } from 'fastify';
import type { DataInterfaceVariateInput } from '@core/api/dataInterface';
import { variateFileExtension } from '@core/api/dataInterface';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { ApiError } from '../../http/errors';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { Type } from '@sinclair/typebox';
import { webDesignModule } from '../visualdev/routes';
import type { DataInterfaceService } from './service';
import type { VariateService } from './variates';
import type { InterfaceCalls } from './calls';
import { dataInterfaceModule } from './callers';
import { exportVariate } from './transfer';
import { variateBody, variateListQuery } from './schemas';

const tags = ['dataInterface'];
const base = '/api/system/DataInterfaceVariate';
const idParam = stringParams('id');

export function variateRoutes(
  server: FastifyInstance,
  kiln: Kiln,
  parts: { variates: VariateService; calls: InterfaceCalls; interfaces: DataInterfaceService },
): void {
  const app = typedRoutes(server);
  const { variates, calls } = parts;
  const manage = (button?: string) => ({ access: access.module(dataInterfaceModule, button) });

  app.get(
    `${base}/Selector`,
    {
      config: { access: access.anyModule(dataInterfaceModule, webDesignModule) },
      schema: { tags, summary: 'Variates grouped by interface: {list: [{id, fullName, children}]}' },
    },
    async (request) => ok(request, { list: await variates.selector() }),
  );
  app.get(base, { config: manage(), schema: { tags, summary: 'Variates, paged (keyword, interfaceId)', querystring: variateListQuery } }, async (request) =>
    ok(request, await variates.page(request.query)),
  );
  app.get(
    `${base}/:id`,
    {
      config: manage(),
      schema: {
        tags,
        summary: 'An interface id: its variates with their values, {list} (JNPF getList); a variate id: that variate',
        params: idParam,
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) }),
      },
    },
    async (request) => {
      const variate = await variates.find(request.params.id);
      if (variate) return ok(request, variate);
      const session = sessionOf(request);
      // Throws 404 when the id is no interface either.
      await parts.interfaces.get(request.params.id);
      const list = await variates.ofInterface(request.params.id, request.query.keyword, () => calls.firstRow(request.params.id, session));
      return ok(request, { list });
    },
  );
  app.get(`${base}/:id/Info`, { config: manage(), schema: { tags, summary: 'One variate', params: idParam } }, async (request) =>
    ok(request, await variates.get(request.params.id)),
  );
  app.post(
    base,
    { config: manage('btn_add'), schema: { tags, summary: 'Create a variate (its name unique, not a system variable)', body: variateBody } },
    async (request) => ok(request, { id: await variates.create(request.body as DataInterfaceVariateInput, sessionOf(request).userId) }, { key: 'ok.created' }),
  );
  app.put(`${base}/:id`, { config: manage('btn_edit'), schema: { tags, summary: 'Update a variate', params: idParam, body: variateBody } }, async (request) => {
    await variates.update(request.params.id, request.body as DataInterfaceVariateInput, sessionOf(request).userId);
    return ok(request, null, { key: 'ok.updated' });
  });
  app.delete(`${base}/:id`, { config: manage('btn_remove'), schema: { tags, summary: 'Delete a variate', params: idParam } }, async (request) => {
    await variates.remove(request.params.id);
    return ok(request, null, { key: 'ok.deleted' });
  });
  app.post(
    `${base}/:id/Actions/Copy`,
    { config: manage('btn_add'), schema: { tags, summary: 'Copy a variate under a new name', params: idParam } },
    async (request) => ok(request, { id: await variates.copy(request.params.id, sessionOf(request).userId) }, { key: 'ok.created' }),
  );
  for (const action of ['Action', 'Actions']) {
    app.get(
      `${base}/:id/${action}/Export`,
      {
        config: manage('btn_export'),
        schema: { tags, summary: `Export a variate as a ${variateFileExtension} file: data.url is a one-use link`, params: idParam },
      },
      async (request) => {
        const variate = await variates.find(request.params.id);
        if (!variate) throw new ApiError(404, { key: 'dataInterface.variateNotFound' });
        return ok(request, await kiln.downloads.offer(exportVariate(variate), sessionOf(request)), { key: 'ok.exported' });
      },
    );
  }
}
