// Organizations (组织管理): the management screen's routes and the pickers' reference reads.
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { organizeManagementRoutes } from './routes';
import { organizeSelectorRoutes } from './selectorRoutes';
import { organizeServerTexts } from './texts';
import * as migration from './migrations/0031_organize_tree';

export const organizeModule = 'permission.organize';

export default defineModule({
  name: 'organize',
  tag: { name: 'organize', description: 'Companies and departments (one tree) and their pickers' },
  texts: organizeServerTexts,
  migrations: { '0031_organize_tree': migration },
  menus: [
    { id: 'menu-organize', parentId: permissionMenuId, enCode: organizeModule, fullName: '组织管理', type: 2, icon: 'ApartmentOutlined', urlAddress: 'permission/organize', sortCode: 1, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  routes: async (app, kiln) => {
    await organizeManagementRoutes(app, kiln);
    await organizeSelectorRoutes(app, kiln);
  },
});
