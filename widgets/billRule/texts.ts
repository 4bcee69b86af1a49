import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.billRule': { zh: '单据组件', zhtw: '單據組件', en: 'Document number' },
  'designer.billRule': { zh: '单据规则', zhtw: '單據規則', en: 'Numbering rule (code)' },
};
