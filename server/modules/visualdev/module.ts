// Online development: models designed by administrators, released to real
// tables and served by one generic runtime (docs/low-code.md).
import { defineModule } from '../defineModule';
import { devToolsMenuId, standardButtons } from '../menus';
import { modelRoutes, webDesignModule } from './routes';
import { visualDevTexts } from './texts';
import { vddTexts } from '@core/model/jnpf';
import { modelCategoryDictionary } from './models';
import * as visualDev from './migrations/0046_visual_dev';

/** The demo application's directory: the demo's released models go under it (server/db/seed/demoModels.ts). */
export const demoMenuId = 'menu-demo';

export default defineModule({
  name: 'visualdev',
  tag: { name: 'visualdev', description: 'Online development: models, their releases, and the records of released models' },
  texts: { ...visualDevTexts, ...vddTexts },
  migrations: { '0046_visual_dev': visualDev },
  menus: [
    { id: demoMenuId, parentId: '-1', enCode: 'demo', fullName: '示例应用', type: 1, icon: 'ExperimentOutlined', sortCode: 800 },
    {
      id: 'menu-webdesign',
      parentId: devToolsMenuId,
      enCode: webDesignModule,
      fullName: '功能设计',
      type: 2,
      icon: 'FormOutlined',
      urlAddress: 'onlineDev/webDesign',
      sortCode: 1,
      buttons: [...standardButtons('add', 'edit', 'remove', 'import', 'export'), { code: 'release', name: '发布' }],
    },
  ],
  dictionaries: [
    {
      code: modelCategoryDictionary,
      name: '功能设计',
      parent: '0',
      items: [
        { code: 'business', name: '业务表单' },
        { code: 'office', name: '办公管理' },
        { code: 'demo', name: '示例' },
      ],
    },
  ],
  pages: ['onlineDev.webDesign.page'],
  routes: modelRoutes,
});
