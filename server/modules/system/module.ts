// The system configuration as clients read it.
import { defineModule } from '../defineModule';
import { systemRoutes } from './routes';
import { systemServerTexts } from './texts';

export default defineModule({
  name: 'system',
  tag: { name: 'system', description: 'System configuration and the administrators' },
  texts: systemServerTexts,
  routes: systemRoutes,
});
