// Roles (角色管理): the management screen's routes and the pickers' reference reads.
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { roleManagementRoutes } from './routes';
import { roleSelectorRoutes } from './selectorRoutes';
import { roleServerTexts } from './texts';
import * as migration from './migrations/0033_role_scope';
import * as roleTable from './migrations/0001_role_table';

export const roleModule = 'permission.role';

export default defineModule({
  name: 'role',
  tag: { name: 'role', description: 'Roles, global or of organisations, and their pickers' },
  texts: roleServerTexts,
  migrations: { '0001_role_table': roleTable, '0033_role_scope': migration },
  menus: [
    { id: 'menu-role', parentId: permissionMenuId, enCode: roleModule, fullName: '角色管理', type: 2, icon: 'SafetyOutlined', urlAddress: 'permission/role', sortCode: 4, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  pages: ['permission.role.page', 'permission.role.form'],
  routes: async (app, kiln) => {
    await roleManagementRoutes(app, kiln);
    await roleSelectorRoutes(app, kiln);
  },
});
