// The group screen's words; the form's rule messages come from the wire contract, which the server answers with too.
import type { TextTable } from '@core/i18n/text';
import { groupFormTexts } from '@core/api/group';

export const texts: TextTable = {
  ...groupFormTexts,
  'route.permission.group': { zh: '分组管理', zhtw: '分組管理', en: 'Groups' },
  'group.title': { zh: '分组', zhtw: '分組', en: 'Group' },
  'group.create': { zh: '新建分组', zhtw: '新建分組', en: 'New group' },
  'group.edit': { zh: '编辑分组', zhtw: '編輯分組', en: 'Edit group' },
  'group.fullName': { zh: '分组名称', zhtw: '分組名稱', en: 'Name' },
  'group.enCode': { zh: '分组编码', zhtw: '分組編碼', en: 'Code' },
  'group.type': { zh: '分组类型', zhtw: '分組類型', en: 'Type' },
};
