import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.time': { zh: '时间选择', zhtw: '時間選擇', en: 'Time' },
};
