// /api/permission/Users/Current: the caller's own place in the directory and
// their own rights and log, as JNPF's profile reads them — subordinates, the
// granted menus and items, the sign-in log, organisations and positions — and
// switching the current application, main organisation or main position.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { OwnDirectory } from './directory';
import { ownGrants } from './ownGrants';
import { ownLog, ownLogQuerySchema } from './ownLog';
import { seededNamesInTree } from '@core/i18n/seededNames';

const tags = ['current-user'];
const base = '/api/permission/Users/Current';

export async function ownDirectoryRoutes(server: FastifyInstance, kiln: Kiln): Promise<void> {
  const app = typedRoutes(server);
  const directory = new OwnDirectory(kiln.db, kiln.grants);
  const config = { access: access.signedIn() };

  app.get(
    `${base}/Subordinate/:id`,
    {
      config,
      schema: {
        tags,
        summary: "Who reports to the caller (id '0') or to one of the caller's subordinates; anyone else's reports are refused",
        params: stringParams('id'),
      },
    },
    async (request) => ok(request, await directory.subordinates(sessionOf(request).userId, request.params.id)),
  );

  app.get(
    `${base}/Authorize`,
    { config, schema: { tags, summary: "The caller's granted menus, buttons, list columns, form fields and data schemes, each kind a tree under its menu entries" } },
    async (request) => {
      const session = sessionOf(request);
      const own = await ownGrants(kiln.db, kiln.grants, { userId: session.userId, isAdministrator: session.isAdministrator });
      // Seeded menu entries and buttons read in the caller's language, as in the menu.
      for (const tree of Object.values(own)) seededNamesInTree(tree, request.language);
      return ok(request, own);
    },
  );

  app.get(
    `${base}/SystemLog`,
    {
      config,
      schema: {
        tags,
        summary: "The caller's own sign-ins, sign-outs and password changes, newest first (category 1: sign-ins and sign-outs only)",
        querystring: ownLogQuerySchema,
      },
    },
    async (request) => ok(request, await ownLog(kiln.db, sessionOf(request).userId, request.query, request.language)),
  );

  app.get(`${base}/getUserOrganizes`, { config, schema: { tags, summary: 'The organisations the caller belongs to, as name paths; isDefault marks the main one' } }, async (request) =>
    ok(request, await directory.organizes(sessionOf(request).userId)),
  );

  app.get(`${base}/getUserPositions`, { config, schema: { tags, summary: 'The positions the caller holds; isDefault marks the main one' } }, async (request) =>
    ok(request, await directory.positions(sessionOf(request).userId)),
  );

  app.put(
    `${base}/major`,
    {
      config,
      schema: {
        tags,
        summary: 'Switch the current application (majorType System), the main organisation (Organize) or the main position (Position) among the caller’s own',
        body: Type.Object({ majorId: Type.String({ minLength: 1, maxLength: 64 }), majorType: Type.String({ maxLength: 20 }) }),
      },
    },
    async (request) => {
      await directory.switchMajor(sessionOf(request).userId, request.body.majorType, request.body.majorId);
      return ok(request, null, { key: 'ok.switched' });
    },
  );
}
