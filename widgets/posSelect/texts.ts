import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.posSelect': { zh: '岗位选择', zhtw: '崗位選擇', en: 'Position' },
  'widget.posSelect.title': { zh: '选择岗位', zhtw: '選擇崗位', en: 'Choose positions' },
};
