// Organizations (组织管理): the management screen's routes and the pickers' reference reads.
import { enterpriseNatureDictionary, industryTypeDictionary } from '@core/api/organize';
import { defineModule } from '../defineModule';
import { permissionMenuId, standardButtons } from '../menus';
import { organizeManagementRoutes, organizePages } from './routes';
import { organizeSelectorRoutes } from './selectorRoutes';
import { organizeServerTexts } from './texts';
import { organizeSelectorTexts } from './selectorTexts';
import * as migration from './migrations/0031_organize_tree';
import * as organizeTable from './migrations/0001_organize_table';

export const organizeModule = 'permission.organize';

export default defineModule({
  name: 'organize',
  tag: { name: 'organize', description: 'Companies and departments (one tree) and their pickers' },
  texts: { ...organizeServerTexts, ...organizeSelectorTexts },
  migrations: { '0001_organize_table': organizeTable, '0031_organize_tree': migration },
  menus: [
    { id: 'menu-organize', parentId: permissionMenuId, enCode: organizeModule, fullName: '组织管理', type: 2, icon: 'ApartmentOutlined', urlAddress: 'permission/organize', sortCode: 1, buttons: standardButtons('add', 'edit', 'remove') },
  ],
  // The company form's choices (JNPF's dictionary codes).
  dictionaries: [
    {
      code: enterpriseNatureDictionary,
      name: '企业性质',
      parent: '1',
      items: [
        { code: 'stateOwned', name: '国有企业' },
        { code: 'collective', name: '集体企业' },
        { code: 'private', name: '私营企业' },
        { code: 'jointStock', name: '股份制企业' },
        { code: 'foreign', name: '外商投资企业' },
        { code: 'hkMacaoTaiwan', name: '港澳台投资企业' },
        { code: 'other', name: '其他' },
      ],
    },
    {
      code: industryTypeDictionary,
      name: '行业类型',
      parent: '1',
      items: [
        { code: 'agriculture', name: '农林牧渔业' },
        { code: 'manufacturing', name: '制造业' },
        { code: 'construction', name: '建筑业' },
        { code: 'trade', name: '批发和零售业' },
        { code: 'software', name: '信息传输、软件和信息技术服务业' },
        { code: 'finance', name: '金融业' },
        { code: 'realEstate', name: '房地产业' },
        { code: 'education', name: '教育' },
        { code: 'health', name: '卫生和社会工作' },
        { code: 'other', name: '其他行业' },
      ],
    },
  ],
  pages: Object.values(organizePages),
  routes: async (app, kiln) => {
    await organizeManagementRoutes(app, kiln);
    await organizeSelectorRoutes(app, kiln);
  },
});
