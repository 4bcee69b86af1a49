// Groups (分组管理): the management screen's routes and the pickers' reference reads.
import { groupTypeDictionary } from '@core/api/group';
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { groupManagementRoutes } from './routes';
import { groupSelectorRoutes } from './selectorRoutes';
import { groupServerTexts } from './texts';
import * as migration from './migrations/0034_group_fields';
import * as groupTable from './migrations/0001_group_table';

export const groupModule = 'permission.group';

export default defineModule({
  name: 'group',
  tag: { name: 'group', description: 'User groups and their picker' },
  texts: groupServerTexts,
  migrations: { '0001_group_table': groupTable, '0034_group_fields': migration },
  menus: [
    { id: 'menu-group', parentId: permissionMenuId, enCode: groupModule, fullName: '分组管理', type: 2, icon: 'UsergroupAddOutlined', urlAddress: 'permission/group', sortCode: 5, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  // A group's type is one of these items (JNPF's client files groups by type).
  dictionaries: [
    {
      code: groupTypeDictionary,
      name: '分组类型',
      parent: '0',
      items: [
        { code: 'project', name: '项目组' },
        { code: 'work', name: '工作组' },
        { code: 'interest', name: '兴趣组' },
      ],
    },
  ],
  pages: ['permission.group.page', 'permission.group.form'],
  routes: async (app, kiln) => {
    await groupManagementRoutes(app, kiln);
    await groupSelectorRoutes(app, kiln);
  },
});
