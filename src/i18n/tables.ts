// Every word of the signed-in screens, forms, widgets and shared rules, in the
// three languages: what the words modules of the build are made of
// (scripts/wordsPlugin.ts), and what the tests check the code against.
import type { TextTable } from '@core/i18n/text';
// The texts modules directly, not the barrels: those carry ajv and the rule checks.
import { ruleTexts } from '@core/rules/texts';
import { validationTexts } from '@core/validation/texts';
import { rendererTexts } from '@renderers/texts';
import { widgetTexts } from '@widgets/texts';
import { startupTexts } from './startup';
import { passwordTexts } from './texts/password';
import { pageTexts } from './texts/pages';
import { routeTexts } from './texts/routes';
import { systemTexts } from './texts/system';
import { demoTexts } from './texts/demo';
import { permissionTexts } from './texts/permission';
import { settingsTexts } from './texts/settings';
import { messageTexts } from './texts/messages';
import { chatTexts } from './texts/chat';
import { noticeTexts } from './texts/notice';

// An area's screens keep their words in texts/<group>/<area>.ts (`export const
// texts`), found here by glob, so a new area edits no shared file.
const areaTexts: TextTable = Object.assign({}, ...Object.values(import.meta.glob<TextTable>('./texts/*/*.ts', { eager: true, import: 'texts' })));

export const signedInTexts: TextTable = {
  ...ruleTexts,
  ...validationTexts,
  ...passwordTexts,
  ...pageTexts,
  ...routeTexts,
  ...rendererTexts,
  ...widgetTexts,
  ...systemTexts,
  ...demoTexts,
  ...permissionTexts,
  ...settingsTexts,
  ...messageTexts,
  ...chatTexts,
  ...noticeTexts,
  ...areaTexts,
};

export const shellTexts: TextTable = { ...startupTexts, ...signedInTexts };

