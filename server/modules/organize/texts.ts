// The messages of the organizations routes, in the three languages.
import type { TextTable } from '@core/i18n/text';
import { organizeFormTexts } from '@core/api/organize';

export const organizeServerTexts: TextTable = {
  ...organizeFormTexts,
  'organize.notFound': { zh: '组织不存在', zhtw: '組織不存在', en: 'No such organisation' },
  'organize.notCompany': { zh: '该组织不是公司', zhtw: '該組織不是公司', en: 'The organisation is not a company' },
  'organize.notDepartment': { zh: '该组织不是部门', zhtw: '該組織不是部門', en: 'The organisation is not a department' },
  'organize.codeExists': { zh: '组织编码已存在', zhtw: '組織編碼已存在', en: 'The organisation code is taken' },
  'organize.nameExists': { zh: '同一上级下已有同名组织', zhtw: '同一上級下已有同名組織', en: 'An organisation of that name exists under the same parent' },
  'organize.parentNotFound': { zh: '上级组织不存在', zhtw: '上級組織不存在', en: 'The parent organisation does not exist' },
  'organize.parentMustBeCompany': { zh: '公司的上级只能是公司', zhtw: '公司的上級只能是公司', en: 'A company can only sit under a company' },
  'organize.moveIntoItself': { zh: '不能移动到自身或其下级组织之下', zhtw: '不能移動到自身或其下級組織之下', en: 'An organisation cannot move under itself or one of its sub-organisations' },
  'organize.treeTooDeep': { zh: '组织层级过深', zhtw: '組織層級過深', en: 'The organisation tree would be too deep' },
  'organize.managerNotFound': { zh: '部门主管不存在', zhtw: '部門主管不存在', en: 'The department manager does not exist' },
  'organize.propertyJsonInvalid': { zh: '公司扩展信息格式不正确', zhtw: '公司擴展信息格式不正確', en: 'The company details (propertyJson) are not valid JSON' },
  'organize.hasChildren': { zh: '该组织下有子组织，不能删除', zhtw: '該組織下有子組織，不能刪除', en: 'The organisation has sub-organisations and cannot be deleted' },
  'organize.hasUsers': { zh: '该组织下有用户，不能删除', zhtw: '該組織下有用戶，不能刪除', en: 'The organisation has users and cannot be deleted' },
  'organize.hasPositions': { zh: '该组织下有岗位，不能删除', zhtw: '該組織下有崗位，不能刪除', en: 'The organisation has positions and cannot be deleted' },
  'organize.hasRoles': { zh: '该组织已关联角色，不能删除', zhtw: '該組織已關聯角色，不能刪除', en: 'Roles belong to the organisation, so it cannot be deleted' },
  'organize.topNode': { zh: '顶级节点', zhtw: '頂級節點', en: 'Top level' },
};
