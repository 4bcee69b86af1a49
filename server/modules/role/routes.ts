// Roles: the management screen's routes.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';

export async function roleManagementRoutes(_app: FastifyInstance, _kiln: Kiln): Promise<void> {}
