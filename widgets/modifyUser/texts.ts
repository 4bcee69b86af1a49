import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.modifyUser': { zh: '修改人员', zhtw: '修改人員', en: 'Changed by' },
};
