// Users: the pickers' reference reads (spec 02 §7.4, spec 03 §7). Any signed-in
// user may call them: they answer what a picker shows (names, accounts,
// avatars, organisation paths), never phone numbers, e-mail or ID numbers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { maxLookupIds } from '@core/api/userPickers';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { say } from '../../http/texts';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { pageQuerySchema } from '../../db/paging';
import { UserPickers } from './pickers';
import { ableUsers } from './pickerScope';
import { selectedNodes } from './pickerNames';

const tags = ['users'];
const base = '/api/permission/Users';
const config = { access: access.signedIn() };

const keyword = Type.Optional(Type.String({ maxLength: 100 }));
const paging = { keyword, currentPage: pageQuerySchema.currentPage, pageSize: pageQuerySchema.pageSize };
/** Paging without defaults: a read that JNPF's client calls without it answers its whole bounded list. */
const optionalPaging = {
  keyword,
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: pageQuerySchema.currentPage.maximum })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: pageQuerySchema.pageSize.maximum })),
};
const id = Type.String({ minLength: 1, maxLength: 100, errorMessage: 'users.picker.invalidId' });
const idList = Type.Array(id, { maxItems: maxLookupIds, errorMessage: { maxItems: `users.picker.tooManyIds?max=${maxLookupIds}` } });
const idsBody = Type.Object({ ids: idList });

/** The names of the system entries a picker offers, in the caller's language. */
const systemNamer = (request: FastifyRequest) => (entry: string) => {
  const key = { currentUser: 'users.picker.currentUser', '@currentOrg': 'users.picker.currentOrg', '@currentOrgAndSubOrg': 'users.picker.currentOrgAndSubOrg', '@currentGradeOrg': 'users.picker.currentGradeOrg' }[entry];
  return key ? say({ key }, request.language) : undefined;
};

export async function usersSelectorRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  // The module's manifest gathers its texts; these join them here until they are listed there.
  const pickers = new UserPickers(kiln.db);

  app.get(
    `${base}/All`,
    { config, schema: { tags, summary: 'Every enabled user as picker nodes (at most 10,000), by keyword', querystring: Type.Object({ keyword }) } },
    async (request) => ok(request, { list: await pickers.all(request.query.keyword) }),
  );

  app.get(
    `${base}/Selector`,
    { config, schema: { tags, summary: 'Companies and departments with their users under them, as one tree (at most 10,000 of each)' } },
    async (request) => ok(request, { list: await pickers.selectorTree() }),
  );

  app.get(
    `${base}/ImUser`,
    { config, schema: { tags, summary: 'Chat contacts: every enabled user but the caller, paged (20), by keyword', querystring: Type.Object(paging) } },
    async (request) => ok(request, await pickers.contacts(sessionOf(request).userId, request.query)),
  );

  app.post(
    `${base}/ImUser/Selector/:id`,
    {
      config,
      schema: {
        tags,
        summary: "The lazy user tree: organisation {id}'s child organisations, then its users ('0' the top); with a keyword, a paged flat search over users",
        params: stringParams('id'),
        body: Type.Object(paging),
      },
    },
    async (request) => {
      const body = request.body ?? {};
      const search = body.keyword?.trim();
      if (search) return ok(request, await pickers.search(search, body, request.params.id));
      return ok(request, { list: await pickers.children(request.params.id) });
    },
  );

  app.post(
    `${base}/getUserList`,
    { config, schema: { tags, summary: 'Users by id, in the order asked (disabled ones too, so stored values keep their names)', body: idsBody } },
    async (request) => ok(request, { list: await pickers.byIds(request.body.ids) }),
  );

  app.post(
    `${base}/getSubordinates`,
    { config, schema: { tags, summary: "The caller's subordinates down the manager chain, by keyword; an array (at most 1,000, or the page asked for)", body: Type.Object(optionalPaging) } },
    async (request) => ok(request, await pickers.subordinates(sessionOf(request).userId, request.body?.keyword ?? '', request.body ?? {})),
  );

  app.get(
    `${base}/getOrganization`,
    {
      config,
      schema: {
        tags,
        summary: "Users of an organisation ('0' or none: the caller's current one), by keyword; an array (at most 1,000, or the page asked for)",
        querystring: Type.Object({ ...optionalPaging, organizeId: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
    },
    async (request) => {
      const wanted = request.query.organizeId;
      const organizeId = !wanted || wanted === '0' ? await pickers.organizationOf(sessionOf(request).userId) : wanted;
      return ok(request, await pickers.ofOrganization(organizeId, request.query.keyword ?? '', request.query));
    },
  );

  app.get(
    `${base}/GetUsersByPositionId`,
    {
      config,
      schema: {
        tags,
        summary: "The position's organisation as a node holding its users (at most 1,000), by keyword; an array",
        querystring: Type.Object({ positionId: Type.String({ minLength: 1, maxLength: 64 }), keyword }),
      },
    },
    async (request) => ok(request, await pickers.byPosition(request.query.positionId, request.query.keyword ?? '')),
  );

  app.get(
    `${base}/GetUsersByRoleOrgId`,
    {
      config,
      schema: {
        tags,
        summary: "The user tree within a role's organisations (all for a global role): the organisations for '0', a level on expanding, users for a keyword; an array",
        querystring: Type.Object({ roleId: Type.String({ minLength: 1, maxLength: 64 }), organizeId: Type.Optional(Type.String({ maxLength: 64 })), keyword }),
      },
    },
    async (request) => {
      const trees = await pickers.roleOrganizationTrees(request.query.roleId);
      return ok(request, await pickers.limitedTree(trees, request.query.organizeId || '0', request.query.keyword ?? ''));
    },
  );

  app.post(
    `${base}/GetListByAuthorize/:id`,
    {
      config,
      schema: {
        tags,
        summary: "The user tree within the organisations the caller belongs to and below (everything for administrators): their organisations for '0', a level on expanding, users for a keyword",
        params: stringParams('id'),
        body: Type.Object({ keyword }),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const trees = session.isAdministrator ? null : await pickers.organizationTreesOf(session.userId);
      return ok(request, { list: await pickers.limitedTree(trees, request.params.id, request.body?.keyword ?? '') });
    },
  );

  app.post(
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

  app.post(
    `${base}/getSelectedUserList`,
    {
      config,
      schema: {
        tags,
        summary: 'The users a custom picker offers: those its typed ids (ids) or plain ids per kind (ableUserIds, ableDepIds, ablePosIds, ableRoleIds, ableGroupIds) name, paged, by keyword',
        body: Type.Object({
          ids: Type.Optional(idList),
          ableIds: Type.Optional(idList),
          ableUserIds: Type.Optional(idList),
          ableDepIds: Type.Optional(idList),
          ablePosIds: Type.Optional(idList),
          ableRoleIds: Type.Optional(idList),
          ableGroupIds: Type.Optional(idList),
          pagination: Type.Optional(Type.Object(optionalPaging)),
          ...optionalPaging,
        }),
      },
    },
    async (request) => ok(request, await ableUsers(pickers, request.body ?? {}, sessionOf(request).userId)),
  );
}
