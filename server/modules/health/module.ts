// Liveness with a database round trip.
import { defineModule } from '../defineModule';
import { healthRoutes } from './routes';

export default defineModule({
  name: 'health',
  tag: { name: 'health', description: 'Liveness' },
  routes: healthRoutes,
});
