// The members dialog's words (roles, positions and groups); its rule messages come from the wire contract.
import type { TextTable } from '@core/i18n/text';
import { memberFormTexts } from '@core/api/userRelation';

export const texts: TextTable = {
  ...memberFormTexts,
  'members.action': { zh: '成员', zhtw: '成員', en: 'Members' },
  'members.title': { zh: '成员', zhtw: '成員', en: 'Members' },
  'members.users': { zh: '成员', zhtw: '成員', en: 'Members' },
};
