// The messages of the groups routes, in the three languages: the form's rule
// words (shared with the browser) and the service's refusals.
import type { TextTable } from '@core/i18n/text';
import { groupFormTexts } from '@core/api/group';

export const groupServerTexts: TextTable = {
  ...groupFormTexts,
  'group.notFound': { zh: '分组不存在', zhtw: '分組不存在', en: 'No such group' },
  'group.codeExists': { zh: '分组编码已存在', zhtw: '分組編碼已存在', en: 'The group code is taken' },
  'group.nameExists': { zh: '分组名称已存在', zhtw: '分組名稱已存在', en: 'The group name is taken' },
  'group.typeNotFound': { zh: '分组类型不存在', zhtw: '分組類型不存在', en: 'No such group type' },
  'group.hasUsers': { zh: '该分组下有成员，不能删除', zhtw: '該分組下有成員，不能刪除', en: 'The group has members; it cannot be deleted' },
};
