// Data dictionaries: categories under the reserved groups 0 and 1, their items,
// and .bdd files.
import { defineModule } from '../defineModule';
import { dictionaryModule, dictionaryRoutes } from './routes';
import { dictionaryServerTexts } from './texts';
import * as reservedCategories from './migrations/0003_dictionary_reserved_categories';
import * as itemOrderIndex from './migrations/0007_dictionary_item_order_index';
import * as itemSearch from './migrations/0008_dictionary_item_search';
import * as itemUniqueCodes from './migrations/0009_dictionary_item_unique_codes';
import * as itemParentIndex from './migrations/0013_dictionary_item_parent_index';
import { standardButtons, systemDataMenuId } from '../menus';

export default defineModule({
  name: 'dictionary',
  tag: { name: 'dictionary', description: 'Dictionary categories and items' },
  texts: dictionaryServerTexts,
  migrations: {
    '0003_dictionary_reserved_categories': reservedCategories,
    '0007_dictionary_item_order_index': itemOrderIndex,
    '0008_dictionary_item_search': itemSearch,
    '0009_dictionary_item_unique_codes': itemUniqueCodes,
    '0013_dictionary_item_parent_index': itemParentIndex,
  },
  menus: [
    {
      id: 'menu-dictionary',
      parentId: systemDataMenuId,
      enCode: dictionaryModule,
      fullName: '数据字典',
      type: 2,
      icon: 'BookOutlined',
      urlAddress: 'systemData/dictionary',
      sortCode: 1,
      buttons: standardButtons('add', 'edit', 'remove', 'import', 'export'),
    },
  ],
  pages: ['system.dictionary.page', 'system.dictionary.typeManage', 'system.dictionary.typeForm', 'system.dictionary.dataForm'],
  routes: dictionaryRoutes,
});
