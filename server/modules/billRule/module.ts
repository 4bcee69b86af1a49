// Serial-number rules and the numbers they hand out.
import { defineModule } from '../defineModule';
import { billRuleModule, billRuleRoutes } from './routes';
import { billRuleServerTexts } from './texts';
import { businessTypeDictionary } from './service';
import * as billRules from './migrations/0004_bill_rules';
import * as authors from './migrations/0014_bill_rule_authors';
import { standardButtons, systemDataMenuId } from '../menus';

export default defineModule({
  name: 'billRule',
  tag: { name: 'billRule', description: 'Serial-number (bill) rules and bill numbers' },
  texts: billRuleServerTexts,
  migrations: { '0004_bill_rules': billRules, '0014_bill_rule_authors': authors },
  menus: [
    {
      id: 'menu-billrule',
      parentId: systemDataMenuId,
      enCode: billRuleModule,
      fullName: '单据规则',
      type: 2,
      icon: 'NumberOutlined',
      urlAddress: 'system/billRule',
      sortCode: 2,
      buttons: standardButtons('add', 'edit', 'remove', 'import', 'export'),
    },
  ],
  // Rules file their numbers under business categories.
  dictionaries: [
    {
      code: businessTypeDictionary,
      name: '业务分类',
      parent: '1',
      items: [
        { code: 'sales', name: '销售' },
        { code: 'purchase', name: '采购' },
        { code: 'finance', name: '财务' },
        { code: 'hr', name: '人事' },
      ],
    },
  ],
  pages: ['system.billRule.page', 'system.billRule.form', 'system.billRule.picker'],
  routes: billRuleRoutes,
});
