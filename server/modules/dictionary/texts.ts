// What the dictionary endpoints answer with.
import type { TextTable } from '@core/i18n/text';

export const dictionaryServerTexts: TextTable = {
  'ok.created': { zh: '新建成功', zhtw: '新建成功', en: 'Created' },
  'ok.updated': { zh: '更新成功', zhtw: '更新成功', en: 'Updated' },
  'ok.deleted': { zh: '删除成功', zhtw: '刪除成功', en: 'Deleted' },
  'ok.imported': { zh: '导入成功', zhtw: '導入成功', en: 'Imported' },
  'ok.exported': { zh: '导出成功', zhtw: '導出成功', en: 'Exported' },
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
  'dictionary.topNode': { zh: '顶级节点', zhtw: '頂級節點', en: 'Top level' },
  'dictionary.importInvalid': { zh: '导入文件不是有效的字典文件：{{reason}}', zhtw: '導入文件不是有效的字典文件：{{reason}}', en: 'The file is not a valid dictionary file: {{reason}}' },
  'dictionary.importExists': { zh: '分类编码{{code}}已存在，不能重复导入', zhtw: '分類編碼{{code}}已存在，不能重複導入', en: 'The category {{code}} exists already' },
  'dictionary.importNoFile': { zh: '请选择.bdd文件', zhtw: '請選擇.bdd文件', en: 'Choose a .bdd file' },
};
