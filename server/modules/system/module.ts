// The system configuration as clients read it.
import { defineModule } from '../defineModule';
import { systemRoutes } from './routes';

export default defineModule({
  name: 'system',
  tag: { name: 'system', description: 'System configuration' },
  routes: systemRoutes,
});
