import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.hidden': { zh: '隐藏控件', zhtw: '隱藏控件', en: 'Hidden value' },
};
