// Applications and their menus (系统菜单): the application list, each
// application's menu tree, and per entry its buttons, list columns, form
// fields, data fields and data-permission schemes.
import { defineModule } from '../defineModule';
import { standardButtons, systemMenuId } from '../menus';
import { menuModule, menuRoutes } from './routes';
import { menuServerTexts } from './texts';

export default defineModule({
  name: 'menu',
  tag: { name: 'menu', description: 'Applications, their menu trees, and what each menu entry offers to grant' },
  texts: menuServerTexts,
  menus: [
    {
      id: 'menu-system-menu',
      parentId: systemMenuId,
      enCode: menuModule,
      fullName: '系统菜单',
      type: 2,
      icon: 'MenuOutlined',
      urlAddress: 'system/menu',
      sortCode: 1,
      buttons: standardButtons('add', 'edit', 'remove'),
    },
  ],
  pages: [
    'system.menu.page',
    'system.menu.form',
    'system.menu.systems',
    'system.menu.systemForm',
    'system.menu.buttons',
    'system.menu.buttonForm',
    'system.menu.columns',
    'system.menu.columnForm',
    'system.menu.formFields',
    'system.menu.formFieldForm',
    'system.menu.dataFields',
    'system.menu.dataFieldForm',
    'system.menu.schemes',
    'system.menu.schemeForm',
  ],
  routes: menuRoutes,
});
