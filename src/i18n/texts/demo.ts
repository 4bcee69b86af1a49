// The demo application's words: its menu titles. The purchase request is a
// released model, whose labels are data (server/db/seed/purchaseModel.json).
import type { TextTable } from '@core/i18n/text';

export const demoTexts: TextTable = {
  'route.demo': { zh: '示例应用', zhtw: '示例應用', en: 'Demo' },
  'route.demo.purchaseRequest': { zh: '采购申请', zhtw: '採購申請', en: 'Purchase requests' },
};
