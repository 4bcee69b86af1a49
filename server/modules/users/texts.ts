// The messages of the users routes, in the three languages: the forms' rule
// words and the field names (shared with the browser), and the service's refusals.
import type { TextTable } from '@core/i18n/text';
import { userFieldTexts, userFormTexts } from '@core/api/users';

export const usersServerTexts: TextTable = {
  ...userFormTexts,
  ...userFieldTexts,
  'user.notFound': { zh: '用户不存在', zhtw: '用戶不存在', en: 'No such user' },
  'user.accountExists': { zh: '账户已存在', zhtw: '賬戶已存在', en: 'The account is taken' },
  'user.organizeNotFound': { zh: '所属组织不存在', zhtw: '所屬組織不存在', en: 'No such organisation' },
  'user.positionNotInOrganize': { zh: '岗位不属于所选组织', zhtw: '崗位不屬於所選組織', en: 'The position does not belong to the chosen organisations' },
  'user.roleNotInOrganize': { zh: '角色不属于所选组织', zhtw: '角色不屬於所選組織', en: 'The role is neither global nor of the chosen organisations' },
  'user.managerNotFound': { zh: '直属主管不存在', zhtw: '直屬主管不存在', en: 'No such manager' },
  'user.managerSelf': { zh: '直属主管不能是自己', zhtw: '直屬主管不能是自己', en: 'A user cannot be their own manager' },
  'user.managerCycle': { zh: '直属主管不能是自己的下属', zhtw: '直屬主管不能是自己的下屬', en: 'The manager reports to this user already' },
  'user.tooMany': { zh: '最多可选{{max}}项', zhtw: '最多可選{{max}}項', en: 'Choose at most {{max}}' },
  'user.headIconInvalid': { zh: '头像须为上传的图片', zhtw: '頭像須為上傳的圖片', en: 'The avatar must be an uploaded image' },
  'user.deleteSelf': { zh: '不能删除自己', zhtw: '不能刪除自己', en: 'You cannot delete yourself' },
  'user.deleteAdministrator': { zh: '管理员账户不能删除', zhtw: '管理員賬戶不能刪除', en: 'An administrator cannot be deleted' },
  'user.disableSelf': { zh: '不能禁用自己', zhtw: '不能禁用自己', en: 'You cannot disable yourself' },
  'user.administratorUntouchable': { zh: '不能对管理员账户执行此操作', zhtw: '不能對管理員賬戶執行此操作', en: 'This cannot be done to an administrator' },
  'user.passwordReset': { zh: '重置密码成功', zhtw: '重置密碼成功', en: 'The password was reset' },
  'user.unlocked': { zh: '解除锁定成功', zhtw: '解除鎖定成功', en: 'The account was unlocked' },
  'user.handedOver': { zh: '工作交接成功', zhtw: '工作交接成功', en: 'The work was handed over' },
  'user.handoverNoRight': {
    zh: '您没有修改“{{kind}}”的权限，不能移交',
    zhtw: '您沒有修改「{{kind}}」的權限，不能移交',
    en: 'You may not change {{kind}}, so you cannot hand them over',
  },
  'user.handoverSelf': { zh: '工作交接无法转交给本人', zhtw: '工作交接無法轉交給本人', en: 'Work cannot be handed over to the same user' },
  'user.handoverAdministrator': { zh: '工作交接无法转交给管理员', zhtw: '工作交接無法轉交給管理員', en: 'Work cannot be handed over to an administrator' },
  'user.handoverTargetNotFound': { zh: '工作交接人不存在或已禁用', zhtw: '工作交接人不存在或已禁用', en: 'The receiving user does not exist or is disabled' },
  'user.handoverCycle': {
    zh: '工作交接人是移交人的下属，不能接管其下属',
    zhtw: '工作交接人是移交人的下屬，不能接管其下屬',
    en: 'The receiving user reports to a user being handed over',
  },
  'user.record.organize': { zh: '组织', zhtw: '組織', en: 'Organisations' },
  'user.record.position': { zh: '岗位', zhtw: '崗位', en: 'Positions' },
  'user.record.role': { zh: '角色', zhtw: '角色', en: 'Roles' },
  'user.record.group': { zh: '分组', zhtw: '分組', en: 'Groups' },
  'user.record.user': { zh: '用户', zhtw: '用戶', en: 'Users' },
  'user.record.billRule': { zh: '单据规则', zhtw: '單據規則', en: 'Numbering rules' },
  'user.record.widgetSample': { zh: '控件示例', zhtw: '控件示例', en: 'Widget samples' },
  'user.exportTooMany': { zh: '导出数据不能超过{{max}}条', zhtw: '導出數據不能超過{{max}}條', en: 'An export holds at most {{max}} rows' },
  'user.exportSheet': { zh: '用户信息', zhtw: '用戶信息', en: 'Users' },
};
