import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.posSelect': { zh: '岗位选择', zhtw: '崗位選擇', en: 'Position' },
  'designer.posSelect.organizeField': { zh: '所属组织字段', zhtw: '所屬組織字段', en: 'Organisations from field' },
  'widget.posSelect.title': { zh: '选择岗位', zhtw: '選擇崗位', en: 'Choose positions' },
};
