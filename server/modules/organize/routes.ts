// Organizations: the management screen's routes (spec 02 §7.6). Companies go
// through crudRoutes; the lazy tree-table list, the picker tree and the
// department form's three calls are declared here beside them.
//
// Decisions where JNPF's client and the spec leave room:
// - The list answers one level at a time (rows say hasChildren), not JNPF's whole
//   tree in one answer, so a large directory never loads at once; a keyword or
//   type searches every level, at most 500 rows.
// - Deleting goes through DELETE /Organize/{id} for both kinds, as in JNPF.
// - A department's manager travels as managerId: a user id, checked to exist
//   ('' for none), chosen with the user picker (without the 当前用户 variable).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { companyPropertyNames, type DepartmentInput } from '@core/api/organize';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { badRequest } from '../../http/errors';
import { formBody } from '../../http/formBody';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { formInput, stringEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { organizeDataFields, OrganizeService, type OrganizeFields } from './service';

// The menu entry module.ts declares (module.ts imports this file, so the code is repeated, not imported).
const organizeModule = 'permission.organize';
export const organizePages = { page: 'permission.organize.page', company: 'permission.organize.companyForm', department: 'permission.organize.departmentForm' };
const tags = ['organize'];
const idParam = stringParams('id');
const idText = Type.Optional(Type.String({ maxLength: 64 }));

/**
 * JNPF's client sends the company extras inside `propertyJson` (an object, or a
 * JSON string); the company form names them one by one. This lifts them out
 * before the form's schema reads the body (which drops what it does not name);
 * a field given both ways keeps its own value.
 */
async function liftPropertyJson(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const values = body as Record<string, unknown>;
  let properties = values.propertyJson;
  if (properties === undefined || properties === null || properties === '') return;
  if (typeof properties === 'string') {
    try {
      properties = JSON.parse(properties) as unknown;
    } catch {
      throw badRequest('organize.propertyJsonInvalid');
    }
  }
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) throw badRequest('organize.propertyJsonInvalid');
  const given = properties as Record<string, unknown>;
  for (const name of companyPropertyNames) if (values[name] === undefined && given[name] !== undefined) values[name] = given[name];
  delete values.propertyJson;
}

export async function organizeManagementRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const organizations = new OrganizeService(kiln.db, kiln.grants);
  const scopeOf = (request: FastifyRequest) => kiln.dataScopes.of(sessionOf(request), organizeModule, organizeDataFields);

  app.get(
    '/api/permission/Organize',
    {
      config: { access: access.module(organizeModule) },
      schema: {
        tags,
        summary: 'One level of companies and departments (the top companies without parentId), each with a boolean hasChildren; a keyword or type searches every level (at most 500 rows)',
        querystring: Type.Object({ parentId: idText, keyword: Type.Optional(Type.String({ maxLength: 100 })), type: Type.Optional(stringEnum(['company', 'department'])) }),
      },
    },
    async (request) => ok(request, { list: await organizations.list(request.query, await scopeOf(request)) }),
  );

  app.get(
    '/api/permission/Organize/Tree',
    {
      // The left tree of the directory screens: any of them may read it.
      config: { access: access.anyModule(organizeModule, 'permission.position', 'permission.user', 'permission.role') },
      schema: {
        tags,
        summary: 'Companies and departments as one tree of picker nodes (category=company: companies only; top=true: under the top node -1; excludeId: without that node and what is below it)',
        querystring: Type.Object({ category: Type.Optional(stringEnum(['company'])), top: Type.Optional(Type.Boolean()), excludeId: idText }),
      },
    },
    async (request) => {
      const roots = await organizations.tree(request.query);
      return ok(request, { list: request.query.top ? OrganizeService.withTop(roots, say({ key: 'organize.topNode' }, request.language)) : roots });
    },
  );

  // Companies: the standard routes, with JNPF's propertyJson lifted out first
  // (hooks of this scope run before the routes' own).
  await app.register(async (companies) => {
    companies.addHook('preValidation', liftPropertyJson);
    crudRoutes<OrganizeFields>(companies, kiln, {
      path: '/api/permission/Organize',
      tag: 'organize',
      module: organizeModule,
      noun: 'company (the extras in propertyJson, an object or a JSON string, or one by one)',
      form: kiln.pages.compiledForm(organizePages.company),
      dataFields: organizeDataFields,
      detail: { path: '/:id', get: (id, _session, scope) => organizations.get(id, scope) },
      create: (input, session) => organizations.create('company', input, session),
      update: (id, input, _session, scope) => organizations.update(id, 'company', input, scope),
      remove: (id, _session, scope) => organizations.remove(id, scope),
    });
  });

  // Departments: created, read and changed on their own paths; deleted as any node is.
  const department = formBody(kiln.pages.compiledForm(organizePages.department));
  const departmentBody = formInput<DepartmentInput>(department.body);
  const departmentPath = '/api/permission/Organize/Department';
  app.post(
    departmentPath,
    { config: { access: access.module(organizeModule, 'btn_add') }, schema: { tags, summary: 'Create a department under a company or department', body: departmentBody }, preValidation: department.preValidation, preHandler: department.preHandler },
    async (request) => ok(request, { id: await organizations.create('department', request.body, sessionOf(request)) }, { key: 'ok.created' }),
  );
  app.get(
    `${departmentPath}/:id`,
    { config: { access: access.module(organizeModule) }, schema: { tags, summary: 'One department (or company), with organizeIdTree', params: idParam } },
    async (request) => ok(request, await organizations.get(request.params.id, await scopeOf(request))),
  );
  app.put(
    `${departmentPath}/:id`,
    {
      config: { access: access.module(organizeModule, 'btn_edit') },
      schema: { tags, summary: 'Update a department; a new parent moves it with everything below it', params: idParam, body: departmentBody },
      preValidation: department.preValidation,
      preHandler: department.preHandler,
    },
    async (request) => {
      await organizations.update(request.params.id, 'department', request.body, await scopeOf(request));
      return ok(request, null, { key: 'ok.updated' });
    },
  );
}
