// The messages of the system configuration routes, in the three languages.
import type { TextTable } from '@core/i18n/text';

export const systemServerTexts: TextTable = {
  'sysConfig.keepYourself': { zh: '不能将自己移出管理员', zhtw: '不能將自己移出管理員', en: 'You cannot remove yourself from the administrators' },
  'sysConfig.adminNotFound': { zh: '管理员必须是已启用的用户', zhtw: '管理員必須是已啟用的用戶', en: 'Administrators must be enabled users' },
};
