// Positions: the pickers' reference reads.
import type { FastifyInstance } from 'fastify';
import type { Kiln } from '../../context';

export async function positionSelectorRoutes(_app: FastifyInstance, _kiln: Kiln): Promise<void> {}
