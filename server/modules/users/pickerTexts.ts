// The words of the user pickers' reference reads, in the three languages: the
// system entries a picker offers, and its refusals.
import type { TextTable } from '@core/i18n/text';

export const pickerTexts: TextTable = {
  'users.picker.currentUser': { zh: '当前用户', zhtw: '當前用戶', en: 'Current user' },
  'users.picker.currentOrg': { zh: '当前组织', zhtw: '當前組織', en: 'Current organisation' },
  'users.picker.currentOrgAndSubOrg': { zh: '当前组织及子组织', zhtw: '當前組織及子組織', en: 'Current organisation and below' },
  'users.picker.currentGradeOrg': { zh: '当前分管组织', zhtw: '當前分管組織', en: 'Organisations in my charge' },
  'users.picker.tooManyIds': { zh: '一次最多查询{{max}}项', zhtw: '一次最多查詢{{max}}項', en: 'At most {{max}} items at a time' },
  'users.picker.invalidId': { zh: '所选数据的编号不正确', zhtw: '所選數據的編號不正確', en: 'A chosen item\'s id is not valid' },
};
