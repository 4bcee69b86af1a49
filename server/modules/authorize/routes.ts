// Grants: the routes of the authorisation screen and the per-user column settings.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';

export async function authorizeRoutes(_app: FastifyInstance, _kiln: Kiln): Promise<void> {}
