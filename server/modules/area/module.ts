// Administrative areas (China's provinces, cities and districts).
import { defineModule } from '../defineModule';
import { areaModule, areaRoutes } from './routes';
import { areaServerTexts } from './texts';
import * as areas from './migrations/0005_areas';
import { standardButtons, systemDataMenuId } from '../menus';

export default defineModule({
  name: 'area',
  tag: { name: 'area', description: 'Administrative areas by GB/T 2260 code' },
  texts: areaServerTexts,
  migrations: { '0005_areas': areas },
  menus: [
    {
      id: 'menu-area',
      parentId: systemDataMenuId,
      enCode: areaModule,
      fullName: '行政区划',
      type: 2,
      icon: 'EnvironmentOutlined',
      urlAddress: 'system/area',
      sortCode: 3,
      buttons: standardButtons('add', 'edit', 'remove'),
    },
  ],
  pages: ['system.area.page', 'system.area.form'],
  routes: areaRoutes,
});
