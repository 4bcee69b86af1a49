import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.divider': { zh: '分割线', zhtw: '分割線', en: 'Divider' },
};
