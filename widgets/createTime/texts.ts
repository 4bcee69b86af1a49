import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.createTime': { zh: '创建时间', zhtw: '創建時間', en: 'Created at' },
};
