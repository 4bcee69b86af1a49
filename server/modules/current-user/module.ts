// What a signed-in user does to their own account.
import { defineModule } from '../defineModule';
import { currentUserRoutes } from './routes';
import { currentUserServerTexts } from './texts';
import * as userProfile from './migrations/0015_user_profile';

export default defineModule({
  name: 'current-user',
  tag: { name: 'current-user', description: 'The own password, personal information, signatures, theme and language' },
  texts: currentUserServerTexts,
  migrations: { '0015_user_profile': userProfile },
  pages: ['system.profile.baseInfoForm'],
  routes: currentUserRoutes,
});
