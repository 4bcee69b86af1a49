// Groups: the pickers' reference reads (spec 03 §7, JNPF's api/permission/group.ts).
// Any signed-in user may make them; they answer only what a picker shows.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { maxConditionIds } from '@core/api/rolePickers';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { typedRoutes } from '../../http/routeParts';
import { groupNamesByIds, groupTree, groupsByIds } from './selectors';

const tags = ['group'];
const read = { access: access.signedIn() };
const ids = Type.Array(Type.String({ maxLength: 40 }), { maxItems: maxConditionIds });

export async function groupSelectorRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const { db } = kiln;

  app.get(
    '/api/permission/Group/Selector',
    {
      config: read,
      schema: {
        tags,
        // JNPF's client keeps this answer's data as the tree itself (store/modules/organize getGroupTree).
        summary: "The group picker's tree: enabled groups under their types (dictionary groupType); data is the list itself, as JNPF's client reads it",
      },
    },
    async (request) => ok(request, await groupTree(db)),
  );

  app.post(
    '/api/permission/Group/GroupCondition',
    {
      config: read,
      schema: {
        tags,
        summary: 'Enabled groups among the ids (the custom picker), flat',
        body: Type.Object({ ids, keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
      },
    },
    async (request) => ok(request, { list: await groupsByIds(db, request.body) }),
  );

  app.post(
    '/api/permission/Group/ListByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names of groups by id, enabled or not (how stored picker values show in forms, cells and views); unknown ids are left out',
        body: Type.Object({ ids }),
      },
    },
    async (request) => ok(request, { list: await groupNamesByIds(db, request.body.ids) }),
  );
}
