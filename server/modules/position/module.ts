// Positions (岗位管理): the management screen's routes and the pickers' reference reads.
import { positionTypeDictionary } from '@core/api/position';
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { positionManagementRoutes } from './routes';
import { positionSelectorRoutes } from './selectorRoutes';
import { positionServerTexts } from './texts';
import { positionSelectorTexts } from './selectorTexts';
import * as migration from './migrations/0032_position_fields';
import * as positionTable from './migrations/0001_position_table';
import * as typeCode from './migrations/0039_position_type_code';

export const positionModule = 'permission.position';

export default defineModule({
  name: 'position',
  tag: { name: 'position', description: 'Positions of organisations and their pickers' },
  texts: { ...positionServerTexts, ...positionSelectorTexts },
  migrations: { '0001_position_table': positionTable, '0032_position_fields': migration, '0039_position_type_code': typeCode },
  menus: [
    { id: 'menu-position', parentId: permissionMenuId, enCode: positionModule, fullName: '岗位管理', type: 2, icon: 'IdcardOutlined', urlAddress: 'permission/position', sortCode: 2, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  // A position's type is one of these items (JNPF's client files positions by type).
  dictionaries: [
    {
      code: positionTypeDictionary,
      name: '岗位类型',
      parent: '0',
      items: [
        { code: 'management', name: '管理岗' },
        { code: 'technical', name: '技术岗' },
        { code: 'business', name: '业务岗' },
        { code: 'functional', name: '职能岗' },
      ],
    },
  ],
  pages: ['permission.position.page', 'permission.position.form'],
  routes: async (app, kiln) => {
    await positionManagementRoutes(app, kiln);
    await positionSelectorRoutes(app, kiln);
  },
});
