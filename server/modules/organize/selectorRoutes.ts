// Organizations: the pickers' reference reads (spec 03 §7 Directory pickers).
// Any signed-in user may make them; they answer what a picker shows and nothing
// more (ids, names, kinds, icons, paths), only enabled organisations, a level at
// a time. The ByAuth reads keep a member to their own organisations and below;
// administrators see everything.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxPickerIds, topSelectorId } from '@core/api/orgPickers';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams } from '../../http/routeParts';
import { OrganizeSelectors, organizeTreesOfUser, type ChildOptions } from './selectors';

const tags = ['organize'];
const read = { access: access.signedIn() };

/** A list of ids as the pickers send them; `message` names the field's refusal. */
export const idListSchema = (message: string) => ({
  type: 'array',
  maxItems: maxPickerIds,
  items: { type: 'string', minLength: 1, maxLength: 64 },
  errorMessage: message,
});

export const keywordSchema = (message: string) => ({ type: 'string', maxLength: 50, errorMessage: message });

const keywordQuery = { type: 'object', properties: { keyword: keywordSchema('organize.selector.keyword') } };

type Lazy = { Params: { id: string }; Querystring: { keyword?: string } };

export async function organizeSelectorRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  // Until the module's own table holds these words, the routes bring them.
  const selectors = new OrganizeSelectors(kiln.db);

  /** What the caller may see through a ByAuth read: nothing limits an administrator. */
  const authLimit = async (request: FastifyRequest): Promise<ChildOptions> => {
    const session = sessionOf(request);
    return session.isAdministrator ? {} : { within: await organizeTreesOfUser(kiln.db, session.userId) };
  };
  const level = (request: FastifyRequest<Lazy>, options: ChildOptions) => {
    const keyword = request.query.keyword?.trim();
    return keyword ? selectors.search(keyword, request.params.id, options) : selectors.children(request.params.id, options);
  };

  app.get<Lazy>(
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
    async (request) => ok(request, { list: await level(request, { companiesOnly: true, ...(await authLimit(request)) }) }),
  );

  app.get<Lazy>(
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
    async (request) => ok(request, { list: await level(request, {}) }),
  );

  app.get<Lazy>(
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
    async (request) => ok(request, { list: await level(request, await authLimit(request)) }),
  );

  app.post<{ Body: { departIds: string[]; keyword?: string } }>(
    '/api/permission/Organize/OrganizeCondition',
    {
      config: read,
      schema: {
        tags,
        summary: 'The custom pickers\' organisations: the enabled ones among departIds, named by path (lastFullName their own name); their children load through Department/Selector; with a keyword, matches at or below them, flat',
        body: {
          type: 'object',
          required: ['departIds'],
          properties: { departIds: idListSchema('organize.selector.ids'), keyword: keywordSchema('organize.selector.keyword') },
        },
      },
    },
    async (request) => ok(request, { list: await selectors.condition(request.body.departIds, request.body.keyword?.trim()) }),
  );

  app.post<{ Body: { ids: string[] } }>(
    '/api/permission/Organize/ListByIds',
    {
      config: read,
      schema: {
        tags,
        summary: 'Names and paths of organisations by id, enabled or not (how stored picker values show); unknown ids are left out',
        body: { type: 'object', required: ['ids'], properties: { ids: idListSchema('organize.selector.ids') } },
      },
    },
    async (request) => ok(request, { list: await selectors.byIds(request.body.ids) }),
  );
}
