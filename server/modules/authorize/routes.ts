// /api/permission/Authority and the permission-group reads (JNPF's grant screen,
// the "rights of" views of the directory screens) and each user's column layouts.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { grantItemTypes, grantObjectTypes } from '@core/api/authorize';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { defaulted, stringEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { forbidden } from '../../http/errors';
import { AuthorizeService } from './service';
import { ColumnSettings } from './columnSettings';
import { seededNamesInTree } from '@core/i18n/seededNames';

const tags = ['authorize'];
const authorizeModule = 'permission.authorize';
/** The directory screens that show "the rights of" a record. */
const directoryScreens = ['permission.authorize', 'permission.user', 'permission.role', 'permission.position', 'permission.group', 'permission.organize'];

const idList = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 5000 });
const itemType = stringEnum([...grantItemTypes]);
const lookupProperties = { id: Type.String({ minLength: 1, maxLength: 64 }), objectType: Type.Optional(Type.String({ maxLength: 20 })) };

export async function authorizeRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const service = new AuthorizeService(kiln);
  const columns = new ColumnSettings(kiln.db);

  app.post(
    '/api/permission/Authority/Data/:objectId/Values',
    {
      config: { access: access.module(authorizeModule) },
      schema: {
        tags,
        summary: 'One step of the grant screen: its tree, every id of its kind, and those the role, position, group or user holds',
        description: 'moduleIds: the application ids (menu step) or menu entry ids (later steps) chosen before, comma-joined.',
        params: stringParams('objectId'),
        body: Type.Object({ type: itemType, moduleIds: Type.Optional(Type.String({ maxLength: 200_000 })) }),
      },
    },
    async (request) => {
      const scope = (request.body.moduleIds ?? '').split(',').filter(Boolean).slice(0, 5000);
      const values = await service.values(request.params.objectId, request.body.type, scope);
      return ok(request, { ...values, list: seededNamesInTree(values.list, request.language) });
    },
  );

  app.put(
    '/api/permission/Authority/Data/:objectId',
    {
      config: { access: access.module(authorizeModule, 'btn_edit') },
      schema: {
        tags,
        summary: 'Replace every grant of a role, position, group or user (applications, menus, buttons, columns, forms, data schemes) at once',
        params: stringParams('objectId'),
        body: Type.Object({
          objectType: stringEnum([...grantObjectTypes]),
          systemIds: defaulted(idList, []),
          module: defaulted(idList, []),
          button: defaulted(idList, []),
          column: defaulted(idList, []),
          form: defaulted(idList, []),
          resource: defaulted(idList, []),
        }),
      },
    },
    async (request) => {
      await service.save(request.params.objectId, request.body, sessionOf(request));
      return ok(request, null, { key: 'ok.updated' });
    },
  );

  app.get(
    '/api/permission/PermissionGroup/getPermissionGroup',
    {
      config: { access: access.anyModule(...directoryScreens) },
      schema: { tags, summary: 'Through whom a user (themself, their roles, positions, groups) or a role, position or group holds rights', querystring: Type.Object(lookupProperties) },
    },
    async (request) => ok(request, await service.permissionGroups(request.query.id)),
  );

  app.get(
    '/api/permission/PermissionGroup/getPermission',
    {
      config: { access: access.anyModule(...directoryScreens) },
      schema: {
        tags,
        summary: 'What one holder of the object grants, as a tree of one kind (applications, menus, buttons, columns, forms, data schemes)',
        querystring: Type.Object({ ...lookupProperties, permissionId: Type.String({ minLength: 1, maxLength: 64 }), itemType }),
      },
    },
    async (request) => {
      const tree = await service.permission(request.query.id, request.query.permissionId, request.query.itemType);
      return ok(request, seededNamesInTree(tree, request.language));
    },
  );

  app.get(
    '/api/permission/Authority/GetColumnsByModuleId/:id',
    { config: { access: access.signedIn() }, schema: { tags, summary: "The signed-in user's own column layout of a menu entry's list", params: stringParams('id') } },
    async (request) => ok(request, await columns.get(sessionOf(request).userId, request.params.id)),
  );

  app.put(
    '/api/permission/Authority/SetColumnsByModuleId',
    {
      config: { access: access.signedIn() },
      schema: {
        tags,
        summary: "Save the signed-in user's column layout of a menu entry they may use (fieldList: a JSON string of {prop, label, visible})",
        body: Type.Object({ moduleId: Type.String({ minLength: 1, maxLength: 64 }), fieldList: Type.String({ maxLength: 50_000 }) }),
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
