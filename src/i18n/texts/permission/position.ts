// The position screen's words; the form's rule messages come from the wire contract, which the server answers with too.
import type { TextTable } from '@core/i18n/text';
import { positionFormTexts } from '@core/api/position';

export const texts: TextTable = {
  ...positionFormTexts,
  'route.permission.position': { zh: '岗位管理', zhtw: '崗位管理', en: 'Positions' },
  'position.title': { zh: '岗位', zhtw: '崗位', en: 'Position' },
  'position.create': { zh: '新建岗位', zhtw: '新建崗位', en: 'New position' },
  'position.edit': { zh: '编辑岗位', zhtw: '編輯崗位', en: 'Edit position' },
  'position.fullName': { zh: '岗位名称', zhtw: '崗位名稱', en: 'Name' },
  'position.enCode': { zh: '岗位编码', zhtw: '崗位編碼', en: 'Code' },
  'position.type': { zh: '岗位类型', zhtw: '崗位類型', en: 'Type' },
  'position.organize': { zh: '所属组织', zhtw: '所屬組織', en: 'Organisation' },
};
