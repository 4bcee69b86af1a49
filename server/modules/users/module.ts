// Users (用户管理): the management screen's routes and the pickers' reference reads.
import { userDictionaries } from '@core/api/users';
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { usersManagementRoutes } from './routes';
import { usersSelectorRoutes } from './selectorRoutes';
import { usersServerTexts } from './texts';
import { pickerTexts } from './pickerTexts';
import { userImportTexts } from './importTexts';
import { userImportRoutes } from './importRoutes';
import * as migration from './migrations/0035_user_directory';
import * as userTables from './migrations/0001_user_tables';
import * as organizeOrder from './migrations/0038_user_organize_order';
import * as userSearch from './migrations/0042_user_search';

export const usersModule = 'permission.user';

export default defineModule({
  name: 'users',
  tag: { name: 'users', description: 'Users: management, pickers, import and export' },
  texts: { ...usersServerTexts, ...pickerTexts, ...userImportTexts },
  migrations: { '0001_user_tables': userTables, '0035_user_directory': migration, '0038_user_organize_order': organizeOrder, '0042_user_search': userSearch },
  menus: [
    {
      id: 'menu-users',
      parentId: permissionMenuId,
      enCode: usersModule,
      fullName: '用户管理',
      type: 2,
      icon: 'UserOutlined',
      urlAddress: 'permission/user',
      sortCode: 3,
      buttons: [...standardButtons('add', 'edit', 'remove', 'import', 'export'), { code: 'resetPassword', name: '重置密码' }],
      schemes: [
        { code: 'organize', name: '本组织及下级组织的用户', condition: [{ logic: 'and', groups: [{ field: 'organizeId', op: 'Included', value: '@organizationAndSuborganization' }] }] },
        { code: 'team', name: '本人及下属', condition: [{ logic: 'and', groups: [{ field: 'id', op: 'Included', value: '@userAndSubordinates' }] }] },
        { code: 'all', name: '全部用户', condition: [], allData: true },
      ],
    },
  ],
  // The user form's 职级 choices (民族, 文化程度 and 证件类型 are the profile's, seeded by current-user).
  dictionaries: [
    {
      code: userDictionaries.ranks,
      name: '职级',
      parent: '0',
      items: [
        { code: 'p1', name: '初级' },
        { code: 'p2', name: '中级' },
        { code: 'p3', name: '高级' },
        { code: 'p4', name: '专家' },
        { code: 'm1', name: '经理' },
        { code: 'm2', name: '总监' },
      ],
    },
  ],
  pages: ['permission.user.page', 'permission.user.form', 'permission.user.resetPasswordForm', 'permission.user.handoverForm'],
  routes: async (app, kiln) => {
    await usersManagementRoutes(app, kiln);
    await usersSelectorRoutes(app, kiln);
    await userImportRoutes(app, kiln);
  },
});
