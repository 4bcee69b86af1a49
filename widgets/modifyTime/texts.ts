import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.modifyTime': { zh: '修改时间', zhtw: '修改時間', en: 'Changed at' },
};
