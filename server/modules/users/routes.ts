// /api/permission/Users (spec 02 §7.5): the user screen's list, detail and
// changes through crudRoutes, and its actions — reset password, enable/disable,
// unlock, work handover and export — under the user menu's grant and buttons.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { CompiledForm } from '@core/form';
import type { JsonSchema } from '@core/schema/types';
import { workKinds, type ResetPasswordInput, type UserInput } from '@core/api/users';
import type { Kiln } from '../../context';
import { pageQuerySchema } from '../../db/paging';
import { formBody } from '../../http/formBody';
import { ok } from '../../http/reply';
import { access, sessionOf } from '../../http/routeAccess';
import { formInput, stringEnum, stringParams, typedRoutes } from '../../http/routeParts';
import { crudRoutes } from '../crudRoutes';
import { exportUsers } from './exportUsers';
import { resetPassword } from './passwordReset';
import { UserService } from './service';
import { userStates } from './userStates';
import { handOver, workOf } from './workHandover';
import { userDataFields, userMenu, userScopeOf } from './scope';

const tags = ['users'];
const path = '/api/permission/Users';

const id40 = Type.String({ maxLength: 40 });
const listFilters = {
  organizeId: Type.Optional(Type.String({ maxLength: 40 })),
  gender: Type.Optional(stringEnum(['', '1', '2', '3'])),
  enabledMark: Type.Optional(stringEnum(['', '0', '1', '2'])),
};

/**
 * The form's body schema, widened for JNPF's client: it sends the organisations
 * as id paths (organizeIdTree) and positions and roles comma-joined, where
 * Kiln's form sends organizeIds, positionIds and roleIds. The service requires
 * one of the two organisation fields.
 */
function withJnpfShapes(form: CompiledForm): CompiledForm {
  const schema = structuredClone(form.schema) as JsonSchema & { properties: Record<string, JsonSchema>; required?: string[]; errorMessage?: { required?: Record<string, string> } };
  const ids = Type.Union([Type.String({ maxLength: 8000 }), Type.Array(id40, { maxItems: 500 }), Type.Null()]);
  schema.properties.organizeIdTree = Type.Array(Type.Union([id40, Type.Array(id40, { maxItems: 50 })]), { maxItems: 500 });
  schema.properties.positionId = ids;
  schema.properties.roleId = ids;
  schema.required = schema.required?.filter((name) => name !== 'organizeIds');
  delete schema.errorMessage?.required?.organizeIds;
  return { ...form, schema };
}

export async function usersManagementRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const users = new UserService(kiln);
  const scopeOf = (request: FastifyRequest) => userScopeOf(kiln, sessionOf(request));
  const can = (button?: string) => ({ access: access.module(userMenu, button) });
  const idParam = stringParams('id');

  crudRoutes<UserInput, typeof listFilters>(app, kiln, {
    path,
    tag: 'users',
    module: userMenu,
    noun: 'user',
    form: withJnpfShapes(kiln.pages.compiledForm('permission.user.form')),
    dataFields: userDataFields,
    list: { filters: listFilters, page: (query, _session, scope) => users.page(query, scope) },
    detail: { path: '/:id', get: (id, _session, scope) => users.get(id, scope) },
    create: (input, session, scope) => users.create(input, session, scope),
    update: (id, input, session, scope) => users.update(id, input, session, scope),
    remove: (id, session, scope) => users.remove(id, session, scope),
  });

  const resetForm = formBody(kiln.pages.compiledForm('permission.user.resetPasswordForm'));
  app.post(
    `${path}/:id/Actions/ResetPassword`,
    {
      config: can('btn_resetPassword'),
      schema: { tags, summary: 'Set a user\'s password (policy checked on newPassword); they must change it at the next sign-in and their sessions end', params: idParam, body: formInput<ResetPasswordInput>(resetForm.body) },
      preValidation: resetForm.preValidation,
      preHandler: resetForm.preHandler,
    },
    async (request) => {
      await resetPassword(kiln, users, request, request.params.id, request.body, await scopeOf(request));
      return ok(request, null, { key: 'user.passwordReset' });
    },
  );

  app.put(
    `${path}/:id/Actions/State`,
    { config: can('btn_edit'), schema: { tags, summary: 'Enable or disable a user; a disabled user\'s next call answers 602', params: idParam } },
    async (request) => {
      const session = sessionOf(request);
      const [scope, delegator, config] = await Promise.all([scopeOf(request), kiln.delegation.of(session), kiln.sysConfig.get()]);
      delegator.confirmNoAdministrators([request.params.id]);
      const enabledMark = await kiln.db.transaction().execute(async (trx) => {
        const user = await users.visible(request.params.id, scope, trx);
        return userStates.toggle(kiln, trx, user, session, config);
      });
      return ok(request, { enabledMark }, { key: enabledMark === 1 ? 'ok.enabled' : 'ok.disabled' });
    },
  );

  app.put(
    `${path}/:id/Actions/unlock`,
    { config: can('btn_edit'), schema: { tags, summary: 'Clear a lock from wrong passwords', params: idParam } },
    async (request) => {
      const user = await users.visible(request.params.id, await scopeOf(request));
      (await kiln.delegation.of(sessionOf(request))).confirmNoAdministrators([user.id]);
      await userStates.unlock(kiln.db, user.id);
      return ok(request, null, { key: 'user.unlocked' });
    },
  );

  app.get(
    `${path}/getWorkByUser`,
    {
      config: can(),
      schema: { tags, summary: 'What a user holds that can pass to another: organisations managed, direct reports, records created', querystring: Type.Object({ fromId: id40 }) },
    },
    async (request) => ok(request, await workOf(kiln, users, request.query.fromId, await scopeOf(request), request.language)),
  );

  const list = Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 10_000 }));
  app.post(
    `${path}/workHandover`,
    {
      config: can('btn_edit'),
      schema: {
        tags,
        summary: 'Hand what a user holds over to another user, in one transaction',
        body: Type.Object({
          fromId: id40,
          toId: Type.Optional(id40),
          handoverUser: Type.Optional(id40),
          kinds: Type.Optional(Type.Array(stringEnum([...workKinds]), { maxItems: workKinds.length })),
          permissionList: list,
          flowList: list,
          waitList: list,
        }),
      },
    },
    async (request) => {
      await handOver(kiln, users, request.body, sessionOf(request), await scopeOf(request), request.language);
      return ok(request, null, { key: 'user.handedOver' });
    },
  );

  const exportQuery = Type.Object({
    ...pageQuerySchema,
    ...listFilters,
    dataType: Type.Optional(stringEnum(['0', '1'])),
    selectKey: Type.Optional(Type.String({ maxLength: 1000 })),
  });
  // The spec's path, and the one JNPF's client calls.
  for (const action of ['ExportExcel', 'ExportData']) {
    app.get(
      `${path}/${action}`,
      { config: can('btn_export'), schema: { tags, summary: 'The list as an .xlsx (chosen columns in selectKey; dataType 0 this page, 1 every page): data.url is a one-use link', querystring: exportQuery } },
      async (request) => {
        const file = await exportUsers(users, kiln.db, request.query, await scopeOf(request), request.language);
        return ok(request, await kiln.downloads.offer(file, sessionOf(request)), { key: 'ok.exported' });
      },
    );
  }
}
