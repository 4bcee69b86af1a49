// The demo application's screens: purchase requests.
import type { TextTable } from '@core/i18n/text';

export const demoTexts: TextTable = {
  'route.demo': { zh: '示例应用', zhtw: '示例應用', en: 'Demo' },
  'route.demo.purchaseRequest': { zh: '采购申请', zhtw: '採購申請', en: 'Purchase requests' },
  'purchase.title': { zh: '采购申请', zhtw: '採購申請', en: 'Purchase request' },
  'purchase.create': { zh: '新建采购申请', zhtw: '新建採購申請', en: 'New purchase request' },
  'purchase.edit': { zh: '编辑采购申请', zhtw: '編輯採購申請', en: 'Edit purchase request' },
  'purchase.basic': { zh: '基本信息', zhtw: '基本信息', en: 'Basics' },
  'purchase.items': { zh: '采购明细', zhtw: '採購明細', en: 'Lines' },
  'purchase.money': { zh: '金额', zhtw: '金額', en: 'Money' },
  'purchase.remarkCard': { zh: '补充说明', zhtw: '補充說明', en: 'Notes' },
  'purchase.remarkTip': { zh: '说明将随申请一并提交审批', zhtw: '說明將隨申請一併提交審批', en: 'The notes go with the request for approval' },
  'purchase.field.title': { zh: '申请标题', zhtw: '申請標題', en: 'Title' },
  'purchase.field.applicant': { zh: '申请人', zhtw: '申請人', en: 'Applicant' },
  'purchase.field.applyDate': { zh: '申请日期', zhtw: '申請日期', en: 'Date' },
  'purchase.field.category': { zh: '采购类别', zhtw: '採購類別', en: 'Category' },
  'purchase.field.urgent': { zh: '是否加急', zhtw: '是否加急', en: 'Urgent' },
  'purchase.field.urgentReason': { zh: '加急原因', zhtw: '加急原因', en: 'Why urgent' },
  'purchase.field.remark': { zh: '备注', zhtw: '備註', en: 'Remark' },
  'purchase.field.items': { zh: '采购明细', zhtw: '採購明細', en: 'Lines' },
  'purchase.field.name': { zh: '物品名称', zhtw: '物品名稱', en: 'Item' },
  'purchase.field.spec': { zh: '规格型号', zhtw: '規格型號', en: 'Specification' },
  'purchase.field.quantity': { zh: '数量', zhtw: '數量', en: 'Quantity' },
  'purchase.field.price': { zh: '单价', zhtw: '單價', en: 'Unit price' },
  'purchase.field.amount': { zh: '金额', zhtw: '金額', en: 'Amount' },
  'purchase.field.total': { zh: '合计金额', zhtw: '合計金額', en: 'Total' },
};
