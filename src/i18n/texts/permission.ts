// The directory and permission screens: one texts file per area under
// ./permission/, each exporting `texts`, gathered here so an area adds its
// words without editing a shared file.
import type { TextTable } from '@core/i18n/text';

const areaTexts = import.meta.glob<TextTable>('./permission/*.ts', { eager: true, import: 'texts' });

export const permissionTexts: TextTable = Object.assign(
  {
    'route.permission': { zh: '组织权限', zhtw: '組織權限', en: 'Organisation' },
    'route.system': { zh: '系统管理', zhtw: '系統管理', en: 'System' },
  },
  ...Object.values(areaTexts),
);
