// /api/system/Area (spec 02 §7.9). Reading is open to signed-in users (address
// pickers); changing needs the area menu's buttons.
import type { FastifyInstance } from 'fastify';
import type { AreaInput } from '@core/api/area';
import type { Kiln } from '../../context';
import { access } from '../../auth/access';
import { ok } from '../../http/reply';
import { AreaService } from './service';
import { stringParams } from '../../http/routeParts';

export const areaModule = 'area';
const tags = ['area'];

export async function areaRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const areas = new AreaService(kiln.db);
  const body = kiln.pages.form('system.area.form').schema;
  const read = { access: access.signedIn() };
  const can = (button: string) => ({ access: access.module(areaModule, button) });

  app.get<{ Params: { parentId: string }; Querystring: { keyword?: string } }>(
    '/api/system/Area/:parentId',
    {
      config: read,
      schema: { tags, summary: 'Children of an area (-1 for provinces), or a search over all levels', params: stringParams('parentId'), querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 50 } } } },
    },
    async (request) => ok(request, { list: await areas.children(request.params.parentId, { keyword: request.query.keyword }) }),
  );

  app.get<{ Params: { id: string; excludeId: string } }>(
    '/api/system/Area/:id/Selector/:excludeId',
    { config: read, schema: { tags, summary: 'Enabled children of {id} for pickers, without {excludeId}', params: stringParams('id', 'excludeId') } },
    async (request) => ok(request, { list: await areas.children(request.params.id, { enabledOnly: true, excludeId: request.params.excludeId }) }),
  );

  app.post<{ Body: { idsList: string[][] } }>(
    '/api/system/Area/GetAreaByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names for lists of area ids',
        body: { type: 'object', required: ['idsList'], properties: { idsList: { type: 'array', maxItems: 1000, items: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } } } } },
      },
    },
    async (request) => ok(request, await areas.namesByIds(request.body.idsList)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/system/Area/:id/Info',
    { config: read, schema: { tags, summary: 'One area', params: stringParams('id') } },
    async (request) => ok(request, await areas.get(request.params.id)),
  );

  app.post<{ Body: AreaInput }>(
    '/api/system/Area',
    { config: can('btn_add'), schema: { tags, summary: 'Create an area (its code becomes its id)', body } },
    async (request) => ok(request, { id: await areas.create(request.body) }, { key: 'ok.created' }),
  );

  app.put<{ Params: { id: string }; Body: AreaInput }>(
    '/api/system/Area/:id',
    { config: can('btn_edit'), schema: { tags, summary: 'Update an area', params: stringParams('id'), body } },
    async (request) => {
      await areas.update(request.params.id, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/system/Area/:id',
    { config: can('btn_remove'), schema: { tags, summary: 'Delete an area without children', params: stringParams('id') } },
    async (request) => {
      await areas.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.put<{ Params: { id: string } }>(
    '/api/system/Area/:id/Actions/State',
    { config: can('btn_edit'), schema: { tags, summary: 'Enable or disable an area', params: stringParams('id') } },
    async (request) => ok(request, { enabledMark: await areas.toggle(request.params.id) }, { key: 'ok.updated' }),
  );
}
