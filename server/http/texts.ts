// The server's message catalogue: the shared rule and validation texts, the
// platform's own, and each module's (added from its manifest at start).
import { translate, type Language, type MessageRef, type TextTable } from '@core/i18n/text';
import { ruleTexts } from '@core/rules';
import { validationTexts } from '@core/validation';
import { serverTexts } from './messages';

const catalogue: Record<string, TextTable[string]> = { ...ruleTexts, ...validationTexts, ...serverTexts };

/** Adds a module's texts; a key another table already holds with other words is a mistake caught at start. */
export function addTexts(table: TextTable, owner: string): void {
  for (const [key, text] of Object.entries(table)) {
    const known = catalogue[key];
    if (known && JSON.stringify(known) !== JSON.stringify(text)) throw new Error(`Module ${owner} redefines the text ${key}`);
    catalogue[key] = text;
  }
}

export function say(ref: MessageRef, language: Language): string {
  return translate(catalogue, ref, language);
}
