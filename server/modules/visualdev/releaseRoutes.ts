// Releasing models and the releases kept: Base/{id}/Actions/Release (JNPF's),
// and Kiln's versions, compare and rollback beside it. Each needs the 功能设计
// screen's release button; reading the versions needs the screen.
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Kiln } from '../../context';
import { access, sessionOf } from '../../http/routeAccess';
import { ok } from '../../http/reply';
import { stringParams, typedRoutes } from '../../http/routeParts';
import { ReleaseService } from './release';
import { ReleaseInputSchema, RollbackInputSchema } from './schemas';

const tags = ['visualdev'];
const base = '/api/visualdev/Base';
const versionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 1 }) });
const compareParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  version: Type.Integer({ minimum: 1 }),
  to: Type.Integer({ minimum: 1 }),
});

export function releaseRoutes(server: FastifyInstance, kiln: Kiln, screen: string): void {
  const app = typedRoutes(server);
  const releases = new ReleaseService(kiln);
  const read = { access: access.module(screen) };
  const release = { access: access.module(screen, 'btn_release') };

  app.post(
    `${base}/:id/Actions/Release`,
    {
      config: release,
      schema: {
        tags,
        summary: 'Release a model: tables made or altered, the release kept, menu entries made under pcModuleParentId',
        description: 'dryRun answers the table difference and changes nothing; a change that loses data is refused (400, data.changes) unless confirmLosing.',
        params: stringParams('id'),
        body: ReleaseInputSchema,
      },
    },
    async (request) => {
      const outcome = await releases.release(request.params.id, request.body, sessionOf(request).userId);
      return ok(request, outcome, outcome.dryRun ? undefined : { key: 'visualdev.released' });
    },
  );

  app.get(
    `${base}/:id/Versions`,
    { config: read, schema: { tags, summary: "A model's releases, newest first", params: stringParams('id') } },
    async (request) => ok(request, { list: await releases.versions(request.params.id) }),
  );

  app.get(
    `${base}/:id/Versions/:version`,
    { config: read, schema: { tags, summary: 'One release: the model with that release’s design', params: versionParams } },
    async (request) => ok(request, await releases.version(request.params.id, request.params.version)),
  );

  app.get(
    `${base}/:id/Versions/:version/Compare/:to`,
    { config: read, schema: { tags, summary: 'What going from one release to another changes in the tables', params: compareParams } },
    async (request) => ok(request, { changes: await releases.compare(request.params.id, request.params.version, request.params.to) }),
  );

  app.post(
    `${base}/:id/Versions/:version/Actions/Rollback`,
    {
      config: release,
      schema: {
        tags,
        summary: 'Release an earlier version again; the tables follow (dryRun, confirmLosing as for a release)',
        params: versionParams,
        body: RollbackInputSchema,
      },
    },
    async (request) => {
      const outcome = await releases.rollback(request.params.id, request.params.version, request.body, sessionOf(request).userId);
      return ok(request, outcome, outcome.dryRun ? undefined : { key: 'visualdev.rolledBack' });
    },
  );
}
