// Organizations: the pickers' reference reads (spec 03 §7 Directory pickers).
// Any signed-in user may make them; they answer what a picker shows and nothing
// more (ids, names, kinds, icons, paths), only enabled organisations, a level at
// a time. The ByAuth reads keep a member to their own organisations and below;
// administrators see everything.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { maxPickerIds, topSelectorId } from '@core/api/orgPickers';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { OrganizeSelectors, organizeTreesOfUser, type ChildOptions } from './selectors';

const tags = ['organize'];
const read = { access: access.signedIn() };

/** A list of ids as the pickers send them; `message` names the field's refusal. */
export const idListSchema = (message: string) => Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: maxPickerIds, errorMessage: message });

export const keywordSchema = (message: string) => Type.String({ maxLength: 50, errorMessage: message });

const keywordQuery = Type.Object({ keyword: Type.Optional(keywordSchema('organize.selector.keyword')) });

export async function organizeSelectorRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  // Until the module's own table holds these words, the routes bring them.
  const selectors = new OrganizeSelectors(kiln.db);

  /** What the caller may see through a ByAuth read: nothing limits an administrator. */
  const authLimit = async (request: FastifyRequest): Promise<ChildOptions> => {
    const session = sessionOf(request);
    return session.isAdministrator ? {} : { within: await organizeTreesOfUser(kiln.db, session.userId) };
  };
  /** One level below `id`, or with a keyword the matches at every level below it, flat. */
  const level = (id: string, keyword: string | undefined, options: ChildOptions) => {
    const search = keyword?.trim();
    return search ? selectors.search(search, id, options) : selectors.children(id, options);
  };

  app.get(
    '/api/permission/Organize/SelectorByAuth/:id',
    {
      config: read,
      schema: {
        tags,
        summary: `Companies (no departments) below {id} (${topSelectorId}: the top), limited to the caller's organisations and below; with a keyword, matching companies of every level, flat`,
        params: stringParams('id'),
        querystring: keywordQuery,
      },
    },
    async (request) => ok(request, { list: await level(request.params.id, request.query.keyword, { companiesOnly: true, ...(await authLimit(request)) }) }),
  );

  app.get(
    '/api/permission/Organize/Department/Selector/:id',
    {
      config: read,
      schema: {
        tags,
        summary: `Enabled companies and departments below {id} (${topSelectorId}: the top), each with hasChildren and its path; with a keyword, matches of every level below {id}, flat`,
        params: stringParams('id'),
        querystring: keywordQuery,
      },
    },
    async (request) => ok(request, { list: await level(request.params.id, request.query.keyword, {}) }),
  );

  app.get(
    '/api/permission/Organize/Department/SelectorByAuth/:id',
    {
      config: read,
      schema: {
        tags,
        summary: `As Department/Selector, limited to the caller's organisations and below (administrators: all); ${topSelectorId} gives the caller's own organisations`,
        params: stringParams('id'),
        querystring: keywordQuery,
      },
    },
    async (request) => ok(request, { list: await level(request.params.id, request.query.keyword, await authLimit(request)) }),
  );

  app.post(
    '/api/permission/Organize/OrganizeCondition',
    {
      config: read,
      schema: {
        tags,
        summary: 'The custom pickers\' organisations: the enabled ones among departIds, named by path (lastFullName their own name); their children load through Department/Selector; with a keyword, matches at or below them, flat',
        body: Type.Object({ departIds: idListSchema('organize.selector.ids'), keyword: Type.Optional(keywordSchema('organize.selector.keyword')) }),
      },
    },
    async (request) => ok(request, { list: await selectors.condition(request.body.departIds, request.body.keyword?.trim()) }),
  );

  app.post(
    '/api/permission/Organize/ListByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names and paths of organisations by id, enabled or not (how stored picker values show); unknown ids are left out',
        body: Type.Object({ ids: idListSchema('organize.selector.ids') }),
      },
    },
    async (request) => ok(request, { list: await selectors.byIds(request.body.ids) }),
  );
}
