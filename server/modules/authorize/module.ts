// Grants (权限管理): what roles, positions, groups and users may use — menus,
// buttons, columns, forms and data schemes — and each user's column layouts.
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { authorizeRoutes } from './routes';
import { authorizeServerTexts } from './texts';
import * as authorizeItems from './migrations/0036_authorize_items';

export const authorizeModule = 'permission.authorize';

export default defineModule({
  name: 'authorize',
  tag: { name: 'authorize', description: 'Grants over applications, menus, buttons, columns, forms and data schemes; per-user column settings' },
  texts: authorizeServerTexts,
  migrations: { '0036_authorize_items': authorizeItems },
  menus: [
    { id: 'menu-authorize', parentId: permissionMenuId, enCode: authorizeModule, fullName: '权限管理', type: 2, icon: 'SafetyCertificateOutlined', urlAddress: 'permission/authorize', sortCode: 6, buttons: standardButtons('edit') },
  ],
  routes: authorizeRoutes,
});
