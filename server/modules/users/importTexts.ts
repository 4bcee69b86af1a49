// The user import's words: the template's name and notes, and why a row fails.
import type { TextTable } from '@core/i18n/text';

export const userImportTexts: TextTable = {
  'userImport.fileName': { zh: '用户信息导入模板', zhtw: '用戶信息導入模板', en: 'User import template' },
  'userImport.accountExists': { zh: '账户“{{value}}”已存在', zhtw: '賬戶“{{value}}”已存在', en: 'The account "{{value}}" is taken' },
  'userImport.notFound': { zh: '{{title}}“{{value}}”不存在', zhtw: '{{title}}“{{value}}”不存在', en: '{{title}} "{{value}}" does not exist' },
  'userImport.ambiguous': {
    zh: '{{title}}“{{value}}”有多个同名项，请填写编码',
    zhtw: '{{title}}“{{value}}”有多個同名項，請填寫編碼',
    en: 'More than one {{title}} is called "{{value}}"; give its code',
  },
  'userImport.organizeAmbiguous': {
    zh: '所属组织“{{value}}”有多个同名组织，请填写完整路径（如：公司/部门）或编码',
    zhtw: '所屬組織“{{value}}”有多個同名組織，請填寫完整路徑（如：公司/部門）或編碼',
    en: 'More than one organisation is called "{{value}}"; give its path (company/department) or its code',
  },
  'userImport.positionOutside': { zh: '岗位“{{value}}”不属于所属组织', zhtw: '崗位“{{value}}”不屬於所屬組織', en: 'The position "{{value}}" is not in the user\'s organisations' },
  'userImport.tooManyValues': { zh: '{{title}}最多填写{{max}}个', zhtw: '{{title}}最多填寫{{max}}個', en: '{{title}} takes at most {{max}} values' },
  'userImport.hint.account': { zh: '必填，字母和数字，不能与已有账户重复', zhtw: '必填，字母和數字，不能與已有賬戶重複', en: 'Required: letters and digits, not an existing account' },
  'userImport.hint.gender': { zh: '必填：男、女或保密', zhtw: '必填：男、女或保密', en: 'Required: 男 (male), 女 (female) or 保密 (secret)' },
  'userImport.hint.organize': {
    zh: '必填：组织的名称路径（如：Kiln 示例集团/研发部）或组织编码，多个用逗号分隔，第一个为主组织',
    zhtw: '必填：組織的名稱路徑（如：Kiln 示例集團/研發部）或組織編碼，多個用逗號分隔，第一個為主組織',
    en: 'Required: the organisation\'s name path (company/department) or code; several separated by commas, the main one first',
  },
  'userImport.hint.manager': { zh: '主管的账户，或“姓名/账户”', zhtw: '主管的賬戶，或“姓名/賬戶”', en: 'The manager\'s account, or name/account' },
  'userImport.hint.position': {
    zh: '岗位名称或编码，须属于所属组织，多个用逗号分隔，第一个为主岗位',
    zhtw: '崗位名稱或編碼，須屬於所屬組織，多個用逗號分隔，第一個為主崗位',
    en: 'Position names or codes, of the user\'s organisations; several separated by commas, the main one first',
  },
  'userImport.hint.role': { zh: '角色名称或编码，多个用逗号分隔', zhtw: '角色名稱或編碼，多個用逗號分隔', en: 'Role names or codes, separated by commas' },
  'userImport.hint.state': { zh: '启用或禁用，不填为启用', zhtw: '啟用或禁用，不填為啟用', en: '启用 (enabled) or 禁用 (disabled); enabled when empty' },
  'userImport.hint.sortCode': { zh: '0到999999的整数，不填为0', zhtw: '0到999999的整數，不填為0', en: 'A whole number from 0 to 999999; 0 when empty' },
  'userImport.hint.dictionary': { zh: '数据字典中的名称或编码', zhtw: '數據字典中的名稱或編碼', en: 'An item name or code of the data dictionary' },
  'userImport.hint.date': { zh: '日期，如2024-01-31', zhtw: '日期，如2024-01-31', en: 'A date such as 2024-01-31' },
};
