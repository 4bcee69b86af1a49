// What the serial-number endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const billRuleServerTexts: TextTable = {
  'billRule.notFound': { zh: '单据规则不存在', zhtw: '單據規則不存在', en: 'No such numbering rule' },
  'billRule.codeExists': { zh: '业务编码已存在', zhtw: '業務編碼已存在', en: 'The business code is taken' },
  'billRule.nameExists': { zh: '业务名称已存在', zhtw: '業務名稱已存在', en: 'The business name is taken' },
  'billRule.categoryNotFound': { zh: '业务分类不存在', zhtw: '業務分類不存在', en: 'No such business category' },
  'billRule.startTooLong': { zh: '流水起始超出了流水位数', zhtw: '流水起始超出了流水位數', en: 'The start number has more digits than the rule allows' },
  'billRule.disabled': { zh: '单据规则已禁用', zhtw: '單據規則已禁用', en: 'The numbering rule is disabled' },
  'billRule.importInvalid': { zh: '导入文件不是有效的单据规则文件：{{reason}}', zhtw: '導入文件不是有效的單據規則文件：{{reason}}', en: 'The file is not a valid numbering-rule file: {{reason}}' },
  'billRule.overflow': {
    zh: '流水号已超出{{digit}}位，请修改单据规则',
    zhtw: '流水號已超出{{digit}}位，請修改單據規則',
    en: 'The counter has run past {{digit}} digits; change the numbering rule',
  },
};
