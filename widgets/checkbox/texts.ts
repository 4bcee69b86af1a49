import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.checkbox': { zh: '多选框组', zhtw: '多選框組', en: 'Checkbox' },
};
