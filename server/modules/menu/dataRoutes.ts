// /api/system/ModuleDataAuthorize (data fields) and /ModuleDataAuthorizeScheme
// (data schemes): a menu entry's data permissions, as JNPF's 数据权限 drawer
// calls them. The field list joins the fields the entry's routes declare in
// code (read-only) and those added here.
import type { FastifyInstance } from 'fastify';
import type { DataFieldInput, SchemeInput } from '@core/api/menu';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { formBody } from '../../http/formBody';
import { formInput, stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { DataFieldService } from './dataFields';
import { SchemeService } from './schemes';

const menuModule = 'system.menu';
const tags = ['menu'];
const fieldsPath = '/api/system/ModuleDataAuthorize';
const idParam = stringParams('id');

export async function dataRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const fields = new DataFieldService(kiln.db, kiln.dataFields);
  const schemes = new SchemeService(kiln.db, kiln.grants, fields);
  const read = { access: access.module(menuModule) };
  const can = (button: string) => ({ access: access.module(menuModule, button) });

  app.get(
    `${fieldsPath}/:moduleId/List`,
    {
      config: read,
      schema: {
        tags,
        summary: 'The fields data schemes of menu entry {moduleId} may test: those its routes declare (declared, read-only), then those added here',
        params: stringParams('moduleId'),
      },
    },
    async (request) => ok(request, { list: await fields.list(request.params.moduleId, request.language) }),
  );

  // By hand rather than crudRoutes: the field's words (its operators) are in the request's language.
  const fieldForm = formBody(kiln.pages.compiledForm('system.menu.dataFieldForm'));
  const { preValidation, preHandler } = fieldForm;
  const body = formInput<DataFieldInput>(fieldForm.body);
  app.get(`${fieldsPath}/:id`, { config: read, schema: { tags, summary: 'One data field added to a menu entry', params: idParam } }, async (request) =>
    ok(request, await fields.get(request.params.id, request.language)),
  );
  app.post(
    fieldsPath,
    {
      config: can('btn_add'),
      schema: { tags, summary: 'Add a data field to a menu entry (fieldType, or JNPF\'s type and conditionText)', body },
      preValidation,
      preHandler,
    },
    async (request) => ok(request, { id: await fields.create(request.body) }, { key: 'ok.created' }),
  );
  app.put(
    `${fieldsPath}/:id`,
    {
      config: can('btn_edit'),
      schema: { tags, summary: 'Update a data field (a field a scheme tests keeps its code)', params: idParam, body },
      preValidation,
      preHandler,
    },
    async (request) => {
      await fields.update(request.params.id, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );
  app.delete(
    `${fieldsPath}/:id`,
    { config: can('btn_remove'), schema: { tags, summary: 'Delete a data field no scheme tests', params: idParam } },
    async (request) => {
      await fields.remove(request.params.id);
      return ok(request, null, { key: 'ok.deleted' });
    },
  );

  app.get(
    '/api/system/ModuleDataAuthorizeScheme/:moduleId/List',
    { config: read, schema: { tags, summary: 'The data schemes of menu entry {moduleId} with their conditions in words', params: stringParams('moduleId') } },
    async (request) => ok(request, { list: await schemes.list(request.params.moduleId, request.language) }),
  );

  crudRoutes<SchemeInput>(app, kiln, {
    path: '/api/system/ModuleDataAuthorizeScheme',
    tag: 'menu',
    module: menuModule,
    noun: 'data scheme of a menu entry (conditionJson naming only the entry\'s data fields, or allData)',
    form: kiln.pages.compiledForm('system.menu.schemeForm'),
    detail: { path: '/:id', get: (id) => schemes.get(id) },
    create: (input) => schemes.create(input),
    update: (id, input) => schemes.update(id, input),
    remove: (id) => schemes.remove(id),
    // A scheme decides the rows its holders see: changing one is giving (permission/delegation.ts).
    guard: async (id, session) => (await kiln.delegation.of(session)).confirmSchemeChange(kiln.db, id),
  });
}
