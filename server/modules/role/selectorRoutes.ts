// Roles: the pickers' reference reads (spec 03 §7, JNPF's api/permission/role.ts).
// Any signed-in user may make them; they answer only what a picker shows.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { maxConditionIds } from '@core/api/rolePickers';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { typedRoutes } from '../../http/routeParts';
import { organizeTreesOfUser } from '../organize/selectors';
import { roleNamesByIds, roleTree, rolesByIds, rolesOfOrganizes } from './selectors';

const tags = ['role'];
const read = { access: access.signedIn() };
const id = Type.String({ maxLength: 40 });
const ids = Type.Array(id, { maxItems: maxConditionIds });

/** `{ids, keyword}`: the custom picker's allowed roles. */
export const conditionBody = Type.Object({ ids, keyword: Type.Optional(Type.String({ maxLength: 50 })) });

/** The global roles' node, named as the role screen's filter tree names it. */
const globalName = (request: FastifyRequest) => say({ key: 'role.globalNode' }, request.language);

export async function roleSelectorRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const { db } = kiln;

  app.get(
    '/api/permission/Role/Selector',
    { config: read, schema: { tags, summary: "The role picker's tree: enabled organisations down to their enabled roles, then the global roles under the node with id 1; keys are onlyId" } },
    async (request) => ok(request, { list: await roleTree(db, { globalName: globalName(request) }) }),
  );

  app.get(
    '/api/permission/Role/SelectorByPermission',
    {
      config: read,
      schema: {
        tags,
        summary: 'The role tree limited to the roles the caller may hand out: all for administrators; for others the roles of the organisations they belong to and below, without the global roles',
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const within = session.isAdministrator ? undefined : await organizeTreesOfUser(db, session.userId);
      return ok(request, { list: await roleTree(db, { globalName: globalName(request), within }) });
    },
  );

  app.post(
    '/api/permission/Role/RoleCondition',
    { config: read, schema: { tags, summary: 'Enabled roles among the ids (the custom picker), flat, with their organisations', body: conditionBody } },
    async (request) => ok(request, { list: await rolesByIds(db, request.body) }),
  );

  app.post(
    '/api/permission/Role/getListByOrgIds',
    {
      config: read,
      schema: {
        tags,
        summary: "The global roles (id 1), then each enabled organisation asked for with its own enabled roles as children (the user form's role select)",
        body: Type.Object({ organizeIds: Type.Array(id, { maxItems: 500 }) }),
      },
    },
    async (request) => ok(request, { list: await rolesOfOrganizes(db, request.body.organizeIds, globalName(request)) }),
  );

  app.post(
    '/api/permission/Role/ListByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names of roles by id, enabled or not (how stored picker values show in forms, cells and views); unknown ids are left out',
        body: Type.Object({ ids }),
      },
    },
    async (request) => ok(request, { list: await roleNamesByIds(db, request.body.ids) }),
  );
}
