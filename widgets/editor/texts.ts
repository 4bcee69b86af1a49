// The rich-text editor's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.editor': { zh: '富文本', zhtw: '富文本', en: 'Rich text' },
  'designer.editor.maxLength': { zh: '最大长度', zhtw: '最大長度', en: 'Maximum length' },
};
