// Users: the pickers' reference reads (spec 02 §7.4, spec 03 §7). Any signed-in
// user may call them: they answer what a picker shows (names, accounts,
// avatars, organisation paths), never phone numbers, e-mail or ID numbers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { maxLookupIds, type AbleUsersQuery, type PickerPage } from '@core/api/userPickers';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { stringParams } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';
import { UserPickers } from './pickers';
import { ableUsers } from './pickerScope';
import { selectedNodes } from './pickerNames';

const tags = ['users'];
const base = '/api/permission/Users';
const config = { access: access.signedIn() };

const keyword = { type: 'string', maxLength: 100 } as const;
const paging = { keyword, currentPage: pageQuerySchema.currentPage, pageSize: pageQuerySchema.pageSize } as const;
/** Paging without defaults: a read that JNPF's client calls without it answers its whole bounded list. */
const optionalPaging = { keyword, currentPage: { type: 'integer', minimum: 1, maximum: pageQuerySchema.currentPage.maximum }, pageSize: { type: 'integer', minimum: 1, maximum: pageQuerySchema.pageSize.maximum } } as const;
const id = { type: 'string', minLength: 1, maxLength: 100, errorMessage: 'users.picker.invalidId' } as const;
const idList = { type: 'array', maxItems: maxLookupIds, items: id, errorMessage: { maxItems: `users.picker.tooManyIds?max=${maxLookupIds}` } } as const;
const idsBody = { type: 'object', required: ['ids'], properties: { ids: idList } } as const;

/** The names of the system entries a picker offers, in the caller's language. */
const systemNamer = (request: FastifyRequest) => (entry: string) => {
  const key = { currentUser: 'users.picker.currentUser', '@currentOrg': 'users.picker.currentOrg', '@currentOrgAndSubOrg': 'users.picker.currentOrgAndSubOrg', '@currentGradeOrg': 'users.picker.currentGradeOrg' }[entry];
  return key ? say({ key }, request.language) : undefined;
};

export async function usersSelectorRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  // The module's manifest gathers its texts; these join them here until they are listed there.
  const pickers = new UserPickers(kiln.db);

  app.get<{ Querystring: { keyword?: string } }>(
    `${base}/All`,
    { config, schema: { tags, summary: 'Every enabled user as picker nodes (at most 10,000), by keyword', querystring: { type: 'object', properties: { keyword } } } },
    async (request) => ok(request, { list: await pickers.all(request.query.keyword) }),
  );

  app.get(
    `${base}/Selector`,
    { config, schema: { tags, summary: 'Companies and departments with their users under them, as one tree (at most 10,000 of each)' } },
    async (request) => ok(request, { list: await pickers.selectorTree() }),
  );

  app.get<{ Querystring: PickerPage }>(
    `${base}/ImUser`,
    { config, schema: { tags, summary: 'Chat contacts: every enabled user but the caller, paged (20), by keyword', querystring: { type: 'object', properties: paging } } },
    async (request) => ok(request, await pickers.contacts(sessionOf(request).userId, request.query)),
  );

  app.post<{ Params: { id: string }; Body: PickerPage | undefined }>(
    `${base}/ImUser/Selector/:id`,
    {
      config,
      schema: {
        tags,
        summary: "The lazy user tree: organisation {id}'s child organisations, then its users ('0' the top); with a keyword, a paged flat search over users",
        params: stringParams('id'),
        body: { type: 'object', properties: paging },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const search = body.keyword?.trim();
      if (search) return ok(request, await pickers.search(search, body, request.params.id));
      return ok(request, { list: await pickers.children(request.params.id) });
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/getUserList`,
    { config, schema: { tags, summary: 'Users by id, in the order asked (disabled ones too, so stored values keep their names)', body: idsBody } },
    async (request) => ok(request, { list: await pickers.byIds(request.body.ids) }),
  );

  app.post<{ Body: PickerPage }>(
    `${base}/getSubordinates`,
    { config, schema: { tags, summary: "The caller's subordinates down the manager chain, by keyword; an array (at most 1,000, or the page asked for)", body: { type: 'object', properties: optionalPaging } } },
    async (request) => ok(request, await pickers.subordinates(sessionOf(request).userId, request.body?.keyword ?? '', request.body ?? {})),
  );

  app.get<{ Querystring: PickerPage & { organizeId?: string } }>(
    `${base}/getOrganization`,
    {
      config,
      schema: {
        tags,
        summary: "Users of an organisation ('0' or none: the caller's current one), by keyword; an array (at most 1,000, or the page asked for)",
        querystring: { type: 'object', properties: { ...optionalPaging, organizeId: { type: 'string', maxLength: 64 } } },
      },
    },
    async (request) => {
      const wanted = request.query.organizeId;
      const organizeId = !wanted || wanted === '0' ? await pickers.organizationOf(sessionOf(request).userId) : wanted;
      return ok(request, await pickers.ofOrganization(organizeId, request.query.keyword ?? '', request.query));
    },
  );

  app.get<{ Querystring: { positionId: string; keyword?: string } }>(
    `${base}/GetUsersByPositionId`,
    {
      config,
      schema: {
        tags,
        summary: "The position's organisation as a node holding its users (at most 1,000), by keyword; an array",
        querystring: { type: 'object', required: ['positionId'], properties: { positionId: { type: 'string', minLength: 1, maxLength: 64 }, keyword } },
      },
    },
    async (request) => ok(request, await pickers.byPosition(request.query.positionId, request.query.keyword ?? '')),
  );

  app.get<{ Querystring: { roleId: string; organizeId?: string; keyword?: string } }>(
    `${base}/GetUsersByRoleOrgId`,
    {
      config,
      schema: {
        tags,
        summary: "The user tree within a role's organisations (all for a global role): the organisations for '0', a level on expanding, users for a keyword; an array",
        querystring: { type: 'object', required: ['roleId'], properties: { roleId: { type: 'string', minLength: 1, maxLength: 64 }, organizeId: { type: 'string', maxLength: 64 }, keyword } },
      },
    },
    async (request) => {
      const scope = await pickers.roleOrganizations(request.query.roleId);
      return ok(request, await pickers.limitedTree(scope, request.query.organizeId || '0', request.query.keyword ?? ''));
    },
  );

  app.post<{ Params: { id: string }; Body: { keyword?: string } | undefined }>(
    `${base}/GetListByAuthorize/:id`,
    {
      config,
      schema: {
        tags,
        summary: "The user tree within the organisations the caller belongs to and below (everything for administrators): their organisations for '0', a level on expanding, users for a keyword",
        params: stringParams('id'),
        body: { type: 'object', properties: { keyword } },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const scope = session.isAdministrator ? null : await pickers.organizationsOf(session.userId);
      return ok(request, { list: await pickers.limitedTree(scope, request.params.id, request.body?.keyword ?? '') });
    },
  );

  app.post<{ Body: { ids: string[] } }>(
    `${base}/getSelectedList`,
    {
      config,
      schema: {
        tags,
        summary: "Stored ids as nodes for a selected pane, in the order asked: typed ids ('id--user', '--department', '--company', '--position', '--role', '--group'), bare user ids, and the system entries",
        body: idsBody,
      },
    },
    async (request) => ok(request, { list: await selectedNodes(kiln.db, request.body.ids, systemNamer(request)) }),
  );

  app.post<{ Body: AbleUsersQuery }>(
    `${base}/getSelectedUserList`,
    {
      config,
      schema: {
        tags,
        summary: 'The users a custom picker offers: those its typed ids (ids) or plain ids per kind (ableUserIds, ableDepIds, ablePosIds, ableRoleIds, ableGroupIds) name, paged, by keyword',
        body: {
          type: 'object',
          properties: {
            ids: idList,
            ableIds: idList,
            ableUserIds: idList,
            ableDepIds: idList,
            ablePosIds: idList,
            ableRoleIds: idList,
            ableGroupIds: idList,
            pagination: { type: 'object', properties: optionalPaging },
            ...optionalPaging,
          },
        },
      },
    },
    async (request) => ok(request, await ableUsers(pickers, request.body ?? {}, sessionOf(request).userId)),
  );
}
