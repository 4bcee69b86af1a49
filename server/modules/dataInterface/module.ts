// Data interfaces: named read-only queries (SQL, static rows, HTTP sources) that
// forms and lists call for options, pickers and trees; their variates and call log.
import { defineModule } from '../defineModule';
import { standardButtons, systemDataMenuId } from '../menus';
import { dataInterfaceRoutes } from './routes';
import { dataInterfaceServerTexts } from './texts';
import { dataInterfaceDictionary } from './service';
import { dataInterfaceModule } from './callers';
import * as dataInterfaces from './migrations/0048_data_interfaces';

export default defineModule({
  name: 'dataInterface',
  tag: { name: 'dataInterface', description: 'Data interfaces (SQL, static, HTTP), their variates and call log' },
  texts: dataInterfaceServerTexts,
  migrations: { '0048_data_interfaces': dataInterfaces },
  menus: [
    {
      id: 'menu-datainterface',
      parentId: systemDataMenuId,
      enCode: dataInterfaceModule,
      fullName: '数据接口',
      type: 2,
      icon: 'ApiOutlined',
      urlAddress: 'systemData/dataInterface',
      sortCode: 4,
      buttons: standardButtons('add', 'edit', 'remove', 'import', 'export'),
    },
  ],
  // JNPF's screen files interfaces under the DataInterfaceType dictionary.
  dictionaries: [
    {
      code: dataInterfaceDictionary,
      name: '数据接口分类',
      parent: '0',
      items: [
        { code: 'common', name: '通用' },
        { code: 'organize', name: '组织架构' },
        { code: 'business', name: '业务数据' },
        { code: 'external', name: '外部接口' },
      ],
    },
  ],
  pages: [
    'systemData.dataInterface.page',
    'systemData.dataInterface.form',
    'systemData.dataInterface.variateForm',
    'systemData.dataInterface.log',
    'systemData.dataInterface.variates',
  ],
  routes: dataInterfaceRoutes,
});
