// The related attribute's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.relationFormAttr': { zh: '关联表单属性', zhtw: '關聯表單屬性', en: 'Related form field' },
  'designer.relationFormAttr.showField': { zh: '关联属性', zhtw: '關聯屬性', en: 'Field of the related record' },
};
