import type { TextTable } from '@core/i18n/text';

export const texts: TextTable = {
  'widget.switch': { zh: '开关', zhtw: '開關', en: 'Switch' },
  'widget.switch.on': { zh: '启用', zhtw: '啟用', en: 'Enabled' },
  'widget.switch.off': { zh: '禁用', zhtw: '禁用', en: 'Disabled' },
  'designer.activeText': { zh: '开启时文字', zhtw: '開啟時文字', en: 'Text when on' },
  'designer.inactiveText': { zh: '关闭时文字', zhtw: '關閉時文字', en: 'Text when off' },
};
