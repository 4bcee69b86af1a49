import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.currPosition': { zh: '所属岗位', zhtw: '所屬崗位', en: 'Position' },
};
