import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.groupSelect': { zh: '分组选择', zhtw: '分組選擇', en: 'Group' },
  'widget.groupSelect.title': { zh: '分组选择', zhtw: '分組選擇', en: 'Choose groups' },
};
