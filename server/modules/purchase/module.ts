// The demo application: purchase requests, the form engine end to end (tabs,
// a card, a row, a sub-table with calculated amounts, a total in Chinese
// capitals, a field shown and required by a condition, attachments that only
// the readers of their request may download).
import { defineModule } from '../defineModule';
import { standardButtons } from '../menus';
import { purchaseModule, purchaseRoutes } from './routes';
import * as purchaseRequests from './migrations/0016_purchase_requests';
import * as attachments from './migrations/0041_purchase_attachments';

export const demoMenuId = 'menu-demo';

export default defineModule({
  name: 'purchase',
  tag: { name: 'purchase', description: 'The demo application: purchase requests' },
  texts: { 'purchase.notFound': { zh: '采购申请不存在', zhtw: '採購申請不存在', en: 'No such purchase request' } },
  migrations: { '0016_purchase_requests': purchaseRequests, '0041_purchase_attachments': attachments },
  menus: [
    { id: demoMenuId, parentId: '-1', enCode: 'demo', fullName: '示例应用', type: 1, icon: 'ExperimentOutlined', sortCode: 800 },
    {
      id: 'menu-purchase',
      parentId: demoMenuId,
      enCode: purchaseModule,
      fullName: '采购申请',
      type: 2,
      icon: 'ShoppingCartOutlined',
      urlAddress: 'demo/purchaseRequest',
      sortCode: 1,
      buttons: standardButtons('add', 'edit', 'remove'),
      schemes: [
        { code: 'own', name: '本人的申请', condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Equal', value: '@userId' }] }] },
        { code: 'team', name: '本人及下属的申请', condition: [{ logic: 'and', groups: [{ field: 'creatorUserId', op: 'Included', value: '@userAndSubordinates' }] }] },
        { code: 'all', name: '全部申请', condition: [], allData: true },
      ],
    },
  ],
  dictionaries: [
    {
      code: 'purchaseCategory',
      name: '采购类别',
      parent: '1',
      items: [
        { code: 'office', name: '办公用品' },
        { code: 'equipment', name: '设备' },
        { code: 'service', name: '服务' },
      ],
    },
  ],
  pages: ['demo.purchaseRequest.page', 'demo.purchaseRequest.form'],
  routes: purchaseRoutes,
});
