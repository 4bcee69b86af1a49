import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.billRuleExample': { zh: '流水范例', zhtw: '流水範例', en: 'Number example' },
};
