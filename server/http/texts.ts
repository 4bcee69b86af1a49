// The server's message catalogue: its own texts and the shared rule texts.
import { translate, type Language, type MessageRef, type TextTable } from '@core/i18n/text';
import { ruleTexts } from '@core/rules';
import { serverTexts } from './messages';
import { dictionaryServerTexts } from '../modules/dictionary/texts';
import { billRuleServerTexts } from '../modules/billRule/texts';
import { areaServerTexts } from '../modules/area/texts';

const catalogue: TextTable = { ...ruleTexts, ...serverTexts, ...dictionaryServerTexts, ...billRuleServerTexts, ...areaServerTexts };

export function say(ref: MessageRef, language: Language): string {
  return translate(catalogue, ref, language);
}
