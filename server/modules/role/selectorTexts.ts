// The names the role and group pickers' answers carry, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const roleSelectorTexts: TextTable = {
  'role.selector.global': { zh: '全局', zhtw: '全局', en: 'Global' },
};
