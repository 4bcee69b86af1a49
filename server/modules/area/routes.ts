// /api/system/Area (spec 02 §7.9). Reading is open to signed-in users (address
// pickers); changing needs the area menu's buttons.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { AreaInput } from '@core/api/area';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { AreaService } from './service';

export const areaModule = 'system.area';
const tags = ['area'];

export async function areaRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const areas = new AreaService(kiln.db);
  const read = { access: access.signedIn() };

  app.get(
    '/api/system/Area/:parentId',
    {
      config: read,
      schema: {
        tags,
        summary: 'Children of an area (-1 for provinces), each with a boolean hasChildren; or a search over all levels',
        params: stringParams('parentId'),
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
      },
    },
    async (request) => ok(request, { list: await areas.children(request.params.parentId, { keyword: request.query.keyword }) }),
  );

  app.get(
    '/api/system/Area/:id/Selector/:excludeId',
    { config: read, schema: { tags, summary: 'Enabled children of {id} for pickers, without {excludeId} (the area being edited, or 0)', params: stringParams('id', 'excludeId') } },
    async (request) => ok(request, { list: await areas.children(request.params.id, { enabledOnly: true, excludeId: request.params.excludeId }) }),
  );

  app.post(
    '/api/system/Area/GetAreaByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names for lists of area ids',
        body: Type.Object({ idsList: Type.Array(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 10 }), { maxItems: 1000 }) }),
      },
    },
    async (request) => ok(request, await areas.namesByIds(request.body.idsList)),
  );

  crudRoutes<AreaInput>(app, kiln, {
    path: '/api/system/Area',
    tag: 'area',
    module: areaModule,
    noun: 'area (its code becomes its id)',
    form: kiln.pages.compiledForm('system.area.form'),
    detail: { path: '/:id/Info', get: (id) => areas.get(id) },
    create: (input) => areas.create(input),
    update: (id, input) => areas.update(id, input),
    remove: (id) => areas.remove(id),
    toggle: { table: 'base_area', notFound: 'area.notFound' },
  });
}
