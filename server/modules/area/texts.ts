// What the area endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const areaServerTexts: TextTable = {
  'area.notFound': { zh: '区域不存在', zhtw: '區域不存在', en: 'No such area' },
  'area.codeExists': { zh: '区域编码已存在', zhtw: '區域編碼已存在', en: 'The area code is taken' },
  'area.nameExists': { zh: '同级下已有同名区域', zhtw: '同級下已有同名區域', en: 'An area of that name exists at this level' },
  'area.parentNotFound': { zh: '上级区域不存在', zhtw: '上級區域不存在', en: 'The parent area does not exist' },
  'area.hasChildren': { zh: '该区域下有子区域，不能删除', zhtw: '該區域下有子區域，不能刪除', en: 'The area has sub-areas and cannot be deleted' },
};
