// Members (角色成员, 岗位成员, 组内成员): who holds a role, position or group.
import { defineModule } from '../defineModule';
import { memberRoutes } from './routes';
import { memberServerTexts } from './texts';

export default defineModule({
  name: 'userRelation',
  tag: { name: 'userRelation', description: 'Members of roles, positions and groups' },
  texts: memberServerTexts,
  pages: ['permission.members.form'],
  routes: memberRoutes,
});
