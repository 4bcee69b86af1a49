// What a signed-in user does to their own account.
import { defineModule } from '../defineModule';
import { currentUserRoutes } from './routes';
import { currentUserServerTexts } from './texts';
import { profileDictionaries } from './dictionaries';
import * as userProfile from './migrations/0015_user_profile';
import * as shellSettings from './migrations/0052_shell_settings';

export default defineModule({
  name: 'current-user',
  tag: { name: 'current-user', description: 'The own password, personal information, signatures, theme and language; subordinates, organisations, positions, rights and sign-in log' },
  texts: currentUserServerTexts,
  migrations: { '0015_user_profile': userProfile, '0052_shell_settings': shellSettings },
  // The profile's 民族, 文化程度 and 证件类型 choices.
  dictionaries: profileDictionaries,
  pages: ['system.profile.baseInfoForm'],
  routes: currentUserRoutes,
});
