// Users (用户管理): the management screen's routes and the pickers' reference reads.
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { usersManagementRoutes } from './routes';
import { usersSelectorRoutes } from './selectorRoutes';
import { usersServerTexts } from './texts';
import * as migration from './migrations/0035_user_directory';

export const usersModule = 'permission.user';

export default defineModule({
  name: 'users',
  tag: { name: 'users', description: 'Users: management, pickers, import and export' },
  texts: usersServerTexts,
  migrations: { '0035_user_directory': migration },
  menus: [
    { id: 'menu-users', parentId: permissionMenuId, enCode: usersModule, fullName: '用户管理', type: 2, icon: 'UserOutlined', urlAddress: 'permission/user', sortCode: 3, buttons: standardButtons('add', 'edit', 'remove', 'import', 'export') },
  ],
  routes: async (app, kiln) => {
    await usersManagementRoutes(app, kiln);
    await usersSelectorRoutes(app, kiln);
  },
});
