// Liveness with a database round trip.
import type { Transport } from './envelope';

export interface Health {
  status: 'ok';
}

export const healthApi = (call: Transport) => ({
  health: () => call<Health>('GET', '/api/health'),
});
