// The messages of the positions routes, in the three languages: the form's rule
// words (shared with the browser) and the service's refusals.
import type { TextTable } from '@core/i18n/text';
import { positionFormTexts } from '@core/api/position';

export const positionServerTexts: TextTable = {
  ...positionFormTexts,
  'position.notFound': { zh: '岗位不存在', zhtw: '崗位不存在', en: 'No such position' },
  'position.codeExists': { zh: '岗位编码已存在', zhtw: '崗位編碼已存在', en: 'The position code is taken' },
  'position.nameExists': { zh: '该组织下已有同名岗位', zhtw: '該組織下已有同名崗位', en: 'The organisation already has a position of that name' },
  'position.organizeNotFound': { zh: '所属组织不存在', zhtw: '所屬組織不存在', en: 'No such organisation' },
  'position.typeNotFound': { zh: '岗位类型不存在', zhtw: '崗位類型不存在', en: 'No such position type' },
  'position.hasUsers': { zh: '该岗位下有用户，不能删除', zhtw: '該崗位下有用戶，不能刪除', en: 'Users hold this position; it cannot be deleted' },
  'position.organizeLocked': {
    zh: '该岗位下有用户，不能更改所属组织',
    zhtw: '該崗位下有用戶，不能更改所屬組織',
    en: 'Users hold this position; its organisation cannot change',
  },
};
