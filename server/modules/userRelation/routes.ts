// /api/permission/UserRelation/{objectId}: the members of a role, position or
// group, read and replaced as JNPF's member dialogs do. Which screen the record
// belongs to is known once the id is read, so the route admits the three
// screens and the service checks the record's own (and its edit button to save).
import type { FastifyInstance } from 'fastify';
import type { MembersInput } from '@core/api/userRelation';
import type { Kiln } from '../../context';
import { formBody } from '../../http/formBody';
import { ok } from '../../http/reply';
import { access, sessionOf } from '../../http/routeAccess';
import { formInput, stringParams, typedRoutes } from '../../http/routeParts';
import { memberScreens, MemberService } from './service';

const tags = ['userRelation'];
const path = '/api/permission/UserRelation/:objectId';

export async function memberRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const members = new MemberService(kiln);
  const config = { access: access.anyModule(...memberScreens) };
  const form = formBody(kiln.pages.compiledForm('permission.members.form'));

  app.get(
    path,
    { config, schema: { tags, summary: 'The members of a role, position or group: data.ids (and userIds, the same)', params: stringParams('objectId') } },
    async (request) => ok(request, await members.members(request.params.objectId, sessionOf(request))),
  );

  app.post(
    path,
    {
      config,
      schema: {
        tags,
        summary: "Replace a role's, position's or group's members (userIds: everyone who holds it afterwards); needs the record's screen and its edit button",
        params: stringParams('objectId'),
        body: formInput<MembersInput>(form.body),
      },
      preValidation: form.preValidation,
      preHandler: form.preHandler,
    },
    async (request) => {
      await members.replace(request.params.objectId, request.body, sessionOf(request));
      return ok(request, null, { key: 'members.saved' });
    },
  );
}
