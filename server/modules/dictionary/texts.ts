// What the dictionary endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const dictionaryServerTexts: TextTable = {
  'dictionary.reservedType': { zh: '系统保留分类，不能修改或删除', zhtw: '系統保留分類，不能修改或刪除', en: 'Reserved categories cannot be changed or deleted' },
  'dictionary.reservedNoItems': { zh: '该分类不能添加字典数据', zhtw: '該分類不能添加字典數據', en: 'This category takes no items' },
  'dictionary.typeNotFound': { zh: '字典分类不存在', zhtw: '字典分類不存在', en: 'No such dictionary category' },
  'dictionary.itemNotFound': { zh: '字典数据不存在', zhtw: '字典數據不存在', en: 'No such dictionary item' },
  'dictionary.codeExists': { zh: '编码已存在', zhtw: '編碼已存在', en: 'The code is taken' },
  'dictionary.nameExists': { zh: '名称已存在', zhtw: '名稱已存在', en: 'The name is taken' },
  'dictionary.parentNotFound': { zh: '上级不存在', zhtw: '上級不存在', en: 'The parent does not exist' },
  'dictionary.parentCycle': { zh: '上级不能是自己或自己的下级', zhtw: '上級不能是自己或自己的下級', en: 'The parent cannot be the record itself or below it' },
  'dictionary.typeHasItems': { zh: '该分类下有字典数据，不能删除', zhtw: '該分類下有字典數據，不能刪除', en: 'The category has items and cannot be deleted' },
  'dictionary.typeHasChildren': { zh: '该分类下有子分类，不能删除', zhtw: '該分類下有子分類，不能刪除', en: 'The category has sub-categories and cannot be deleted' },
  'dictionary.itemHasChildren': { zh: '该字典下有子数据，不能删除', zhtw: '該字典下有子數據，不能刪除', en: 'The item has children and cannot be deleted' },
  'dictionary.importInvalid': { zh: '导入文件不是有效的字典文件：{{reason}}', zhtw: '導入文件不是有效的字典文件：{{reason}}', en: 'The file is not a valid dictionary file: {{reason}}' },
  'dictionary.importExists': { zh: '分类编码{{code}}已存在，不能重复导入', zhtw: '分類編碼{{code}}已存在，不能重複導入', en: 'The category {{code}} exists already' },
  'dictionary.importTooMany': { zh: '字典数据超过{{max}}条', zhtw: '字典數據超過{{max}}條', en: 'more than {{max}} items' },
  'dictionary.importRow': { zh: '第{{row}}条数据：{{message}}', zhtw: '第{{row}}條數據：{{message}}', en: 'item {{row}}: {{message}}' },
  'dictionary.importCategory': { zh: '分类：{{message}}', zhtw: '分類：{{message}}', en: 'category: {{message}}' },
  'dictionary.importUnknownParent': { zh: '上级编码{{code}}不存在', zhtw: '上級編碼{{code}}不存在', en: 'no item has the parent code {{code}}' },
  'dictionary.importUnknownCategory': { zh: '上级分类{{code}}不存在', zhtw: '上級分類{{code}}不存在', en: 'no category has the parent code {{code}}' },
  'dictionary.importCycle': { zh: '编码{{code}}的上级关系构成循环', zhtw: '編碼{{code}}的上級關係構成循環', en: 'the parents of {{code}} form a cycle' },
  'dictionary.tooDeep': { zh: '层级不能超过{{depth}}级', zhtw: '層級不能超過{{depth}}級', en: 'no more than {{depth}} levels' },
  'dictionary.exportTooLarge': { zh: '字典数据超过{{max}}条，不能导出', zhtw: '字典數據超過{{max}}條，不能導出', en: 'Categories of more than {{max}} items cannot be exported' },
};
