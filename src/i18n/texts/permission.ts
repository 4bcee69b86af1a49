// The directory and permission screens' top entries. Each area's own words are
// in ./permission/<area>.ts, gathered with every area's by ../index.ts.
import type { TextTable } from '@core/i18n/text';

export const permissionTexts: TextTable = {
  'route.permission': { zh: '组织权限', zhtw: '組織權限', en: 'Organisation' },
  'route.system': { zh: '系统管理', zhtw: '系統管理', en: 'System' },
};
