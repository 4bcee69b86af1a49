// Sign-in, sessions, the screen lock and what the shell loads after sign-in.
import { defineModule } from '../defineModule';
import { oauthRoutes } from './routes';
import * as signInFailures from './migrations/0011_sign_in_failures';

export default defineModule({
  name: 'oauth',
  tag: { name: 'oauth', description: 'Sign-in, the current user, sign-out and the screen lock' },
  migrations: { '0011_sign_in_failures': signInFailures },
  routes: oauthRoutes,
});
