// Positions: the pickers' reference reads (spec 03 §7 Directory pickers). Any
// signed-in user may make them; they answer what a picker shows (ids, names,
// kinds, icons, organisation paths), only enabled positions of enabled
// organisations. The tree comes an organisation at a time.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { typedRoutes } from '../../http/routeParts';
import { idListSchema, keywordSchema } from '../organize/selectorRoutes';
import { PositionSelectors } from './selectors';

const tags = ['position'];
const read = { access: access.signedIn() };
const keyword = Type.Optional(keywordSchema('position.selector.keyword'));

export async function positionSelectorRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  // Until the module's own table holds these words, the routes bring them.
  const selectors = new PositionSelectors(kiln.db);

  app.get(
    '/api/permission/Position/Selector',
    {
      config: read,
      schema: {
        tags,
        summary: 'The positions and sub-organisations of parentId (absent or 0: the top organisations), an organisation at a time; with a keyword, matching positions of every level, flat',
        querystring: Type.Object({ parentId: Type.Optional(Type.String({ minLength: 1, maxLength: 64, errorMessage: 'position.selector.organizeIds' })), keyword }),
      },
    },
    async (request) => ok(request, { list: await selectors.selector(request.query.parentId ?? '0', request.query.keyword?.trim()) }),
  );

  app.get('/api/permission/Position/All', { config: read, schema: { tags, summary: 'Every enabled position, flat, with its organisation\'s path' } }, async (request) =>
    ok(request, { list: await selectors.all() }),
  );

  app.post(
    '/api/permission/Position/getListByOrgIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'One entry per enabled organisation asked for, its enabled positions as children (the user form\'s position choices)',
        body: Type.Object({ organizeIds: idListSchema('position.selector.organizeIds') }),
      },
    },
    async (request) => ok(request, { list: await selectors.byOrganizes(request.body.organizeIds) }),
  );

  app.post(
    '/api/permission/Position/PositionCondition',
    {
      config: read,
      schema: {
        tags,
        summary: 'The custom picker\'s positions: the enabled ones among ids (whose name holds the keyword), under their organisations named by path',
        body: Type.Object({ ids: idListSchema('position.selector.ids'), keyword }),
      },
    },
    async (request) => ok(request, { list: await selectors.condition(request.body.ids, request.body.keyword?.trim()) }),
  );

  app.post(
    '/api/permission/Position/ListByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names of positions by id, enabled or not (how stored picker values show), with their organisations\' paths; unknown ids are left out',
        body: Type.Object({ ids: idListSchema('position.selector.ids') }),
      },
    },
    async (request) => ok(request, { list: await selectors.byIds(request.body.ids) }),
  );
}
