import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.createUser': { zh: '创建人员', zhtw: '創建人員', en: 'Created by' },
};
