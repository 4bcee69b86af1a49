// Roles: the pickers' reference reads.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';

export async function roleSelectorRoutes(_app: FastifyInstance, _kiln: Kiln): Promise<void> {}
