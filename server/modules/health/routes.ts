// /api/health: answers ok only after a database round trip.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';
import { access } from '../../http/routeAccess';
import { pingDatabase } from '../../db/database';
import { ok } from '../../http/reply';

export async function healthRoutes(app: FastifyInstance, kiln: Kiln): Promise<void> {
  app.get(
    '/api/health',
    { config: { access: access.public() }, schema: { tags: ['health'], summary: 'Liveness, with a database check' } },
    async (request) => {
      await pingDatabase(kiln.db);
      return ok(request, { status: 'ok' as const });
    },
  );
}
