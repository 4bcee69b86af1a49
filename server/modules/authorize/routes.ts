// /api/permission/Authority and the permission-group reads (JNPF's grant screen,
// the "rights of" views of the directory screens) and each user's column layouts.
import type { FastifyInstance } from 'fastify';
import { grantItemTypes, grantObjectTypes, type GrantItemKind, type GrantSave } from '@core/api/authorize';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams } from '../../http/routeParts';
import { forbidden } from '../../http/errors';
import { AuthorizeService } from './service';
import { ColumnSettings } from './columnSettings';

const tags = ['authorize'];
const authorizeModule = 'permission.authorize';
/** The directory screens that show "the rights of" a record. */
const directoryScreens = ['permission.authorize', 'permission.user', 'permission.role', 'permission.position', 'permission.group', 'permission.organize'];

const idList = { type: 'array', maxItems: 5000, items: { type: 'string', minLength: 1, maxLength: 64 } } as const;
const itemType = { type: 'string', enum: [...grantItemTypes] } as const;
const lookup = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 64 }, objectType: { type: 'string', maxLength: 20 } } } as const;

export async function authorizeRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const service = new AuthorizeService(kiln.db, kiln.grants);
  const columns = new ColumnSettings(kiln.db);

  app.post<{ Params: { objectId: string }; Body: { type: GrantItemKind; moduleIds?: string } }>(
    '/api/permission/Authority/Data/:objectId/Values',
    {
      config: { access: access.module(authorizeModule) },
      schema: {
        tags,
        summary: 'One step of the grant screen: its tree, every id of its kind, and those the role, position, group or user holds',
        description: 'moduleIds: the application ids (menu step) or menu entry ids (later steps) chosen before, comma-joined.',
        params: stringParams('objectId'),
        body: { type: 'object', required: ['type'], properties: { type: itemType, moduleIds: { type: 'string', maxLength: 200_000 } } },
      },
    },
    async (request) => {
      const scope = (request.body.moduleIds ?? '').split(',').filter(Boolean).slice(0, 5000);
      return ok(request, await service.values(request.params.objectId, request.body.type, scope));
    },
  );

  app.put<{ Params: { objectId: string }; Body: GrantSave }>(
    '/api/permission/Authority/Data/:objectId',
    {
      config: { access: access.module(authorizeModule, 'btn_edit') },
      schema: {
        tags,
        summary: 'Replace every grant of a role, position, group or user (applications, menus, buttons, columns, forms, data schemes) at once',
        params: stringParams('objectId'),
        body: {
          type: 'object',
          required: ['objectType'],
          properties: {
            objectType: { type: 'string', enum: [...grantObjectTypes] },
            systemIds: { ...idList, default: [] },
            module: { ...idList, default: [] },
            button: { ...idList, default: [] },
            column: { ...idList, default: [] },
            form: { ...idList, default: [] },
            resource: { ...idList, default: [] },
          },
        },
      },
    },
    async (request) => {
      await service.save(request.params.objectId, request.body);
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get<{ Querystring: { id: string; objectType?: string } }>(
    '/api/permission/PermissionGroup/getPermissionGroup',
    { config: { access: access.anyModule(...directoryScreens) }, schema: { tags, summary: 'Through whom a user (themself, their roles, positions, groups) or a role, position or group holds rights', querystring: lookup } },
    async (request) => ok(request, await service.permissionGroups(request.query.id)),
  );

  app.get<{ Querystring: { id: string; permissionId: string; itemType: GrantItemKind; objectType?: string } }>(
    '/api/permission/PermissionGroup/getPermission',
    {
      config: { access: access.anyModule(...directoryScreens) },
      schema: {
        tags,
        summary: 'What one holder of the object grants, as a tree of one kind (applications, menus, buttons, columns, forms, data schemes)',
        querystring: {
          type: 'object',
          required: ['id', 'permissionId', 'itemType'],
          properties: { ...lookup.properties, permissionId: { type: 'string', minLength: 1, maxLength: 64 }, itemType },
        },
      },
    },
    async (request) => ok(request, await service.permission(request.query.id, request.query.permissionId, request.query.itemType)),
  );

  app.get<{ Params: { id: string } }>(
    '/api/permission/Authority/GetColumnsByModuleId/:id',
    { config: { access: access.signedIn() }, schema: { tags, summary: "The signed-in user's own column layout of a menu entry's list", params: stringParams('id') } },
    async (request) => ok(request, await columns.get(sessionOf(request).userId, request.params.id)),
  );

  app.put<{ Body: { moduleId: string; fieldList: string } }>(
    '/api/permission/Authority/SetColumnsByModuleId',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "Save the signed-in user's column layout of a menu entry they may use (fieldList: a JSON string of {prop, label, visible})",
        body: { type: 'object', required: ['moduleId', 'fieldList'], properties: { moduleId: { type: 'string', minLength: 1, maxLength: 64 }, fieldList: { type: 'string', maxLength: 50_000 } } },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const menu = await kiln.db.selectFrom('base_module').select('en_code').where('id', '=', request.body.moduleId).executeTakeFirst();
      if (menu && !session.isAdministrator && !(await kiln.grants.mayUse(session.userId, menu.en_code))) throw forbidden();
      await columns.set(session.userId, request.body.moduleId, request.body.fieldList);
      return ok(request, null, { key: 'ok.updated' });
    },
  );
}
