// The popup attribute's words.
import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.popupAttr': { zh: '弹窗选择属性', zhtw: '彈窗選擇屬性', en: 'Popup pick field' },
  'designer.popupAttr.showField': { zh: '关联属性', zhtw: '關聯屬性', en: 'Field of the picked row' },
};
