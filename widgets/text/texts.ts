import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.text': { zh: '文本', zhtw: '文本', en: 'Text' },
  'designer.content': { zh: '文本内容', zhtw: '文本內容', en: 'Content' },
};
