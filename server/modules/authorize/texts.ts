// The messages of the grant routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const authorizeServerTexts: TextTable = {
  'authorize.objectNotFound': { zh: '授权对象不存在', zhtw: '授權對象不存在', en: 'The role, position, group or user does not exist' },
  'authorize.objectTypeMismatch': { zh: '授权对象类型不正确', zhtw: '授權對象類型不正確', en: 'The object type does not match the object' },
  'authorize.notAHolder': { zh: '该权限组不属于此对象', zhtw: '該權限組不屬於此對象', en: 'That permission group is not one of the object’s' },
  'authorize.columnsInvalid': { zh: '列设置格式不正确', zhtw: '列設置格式不正確', en: 'The column settings are not a valid list' },
  'authorize.menuNotFound': { zh: '菜单不存在', zhtw: '菜單不存在', en: 'The menu entry does not exist' },
};
