// Every text key the code asks for exists in zh, zhtw and en, and every key in the
// tables is asked for somewhere. Keys are asked for in many ways: t('…') in
// screens, label keys in page schemas and widget catalogs, {key: '…'} message
// references and badRequest('…') on the server, and keys put together at run
// time (`route.${enCode}`, 'widget.' + name) — a table key counts as used when
// the code names it whole, in quotes, or starts one of those built keys.
// The seeded names (core/i18n/seededNames.ts) are looked up by their Chinese
// words, not by key: they are held to the seeds themselves instead.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, type Text, type TextTable } from '@core/i18n/text';
import { seededNameTexts } from '@core/i18n/seededNames';
import { shellTexts } from '@app/i18n/tables';
import { loadPageSchemas } from '@server/schemas';
import { simplifiedOnly } from '@core/i18n/scripts';
import { allMenus } from '@server/modules/menus';
import { modelButtonNames } from '@server/modules/visualdev/menuSync';
import * as demo from '@server/db/seed/demoCompany';

const root = join(__dirname, '..', '..');
const sourceDirs = ['src', 'renderers', 'widgets', 'core', 'server', 'schemas'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const sources = sourceDirs.flatMap((dir) => filesUnder(join(root, dir))).filter((file) => /\.(tsx?|json)$/.test(file));
const sourceText = new Map(sources.map((file) => [file, readFileSync(file, 'utf8')]));

const isText = (value: unknown): value is Text =>
  Boolean(value) && typeof value === 'object' && languages.every((language) => typeof (value as Record<string, unknown>)[language] === 'string');
const isTable = (value: unknown): value is TextTable =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.keys(value as object).length > 0 &&
  Object.values(value as object).every(isText);

/** Every table any texts module exports: the browser's, the server's, the shared ones, the widgets'. */
const textModules = import.meta.glob<Record<string, unknown>>(
  [
    '/src/i18n/texts/**/*.ts',
    '/core/**/texts.ts',
    '/core/**/*Texts.ts',
    '/widgets/**/texts.ts',
    '/renderers/**/texts.ts',
    '/server/**/texts.ts',
    '/server/**/*Texts.ts',
    '/server/http/messages.ts',
  ],
  { eager: true },
);
// Modules may also carry their words in their manifests.
const { loadModules } = await import('@server/modules/index');
const modules = await loadModules();
const manifestTables = modules.flatMap((module) => (module.texts ? [module.texts] : []));
const allTables: TextTable[] = [...Object.values(textModules).flatMap((exports) => Object.values(exports).filter(isTable)), ...manifestTables];
const everyText: Record<string, Text> = Object.assign({}, ...allTables, shellTexts);
const seededKeys = new Set(Object.keys(seededNameTexts));

describe('text keys', () => {
  it('are found in the text modules', () => {
    expect(allTables.length).toBeGreaterThan(30);
    expect(Object.keys(everyText).length).toBeGreaterThan(1000);
  });

  it('exist in every language, never empty', () => {
    const empty = Object.entries(everyText).flatMap(([key, text]) =>
      languages.filter((language) => !text[language]?.trim()).map((language) => `${key} (${language})`),
    );
    expect(empty).toEqual([]);
  });

  it('the browser asks for exist in its tables', () => {
    const asked = new Set<string>();
    const clientFiles = sources.filter((file) => /\/(src|renderers|widgets|core)\//.test(file) && /\.tsx?$/.test(file));
    for (const file of clientFiles) {
      for (const match of sourceText.get(file)!.matchAll(/\b(?:t|i18n\.t)\(\s*'([a-zA-Z][\w]*(?:\.[\w-]+)+)'/g)) asked.add(match[1]);
    }
    // Page schemas name their words by key in these fields.
    const textFields = new Set([
      'label',
      'title',
      'confirm',
      'ui:title',
      'ui:placeholder',
      'create',
      'edit',
      'emptyText',
      'errorText',
      'placeholder',
      'tooltip',
    ]);
    const walk = (value: unknown, field = '') => {
      if (typeof value === 'string' && (textFields.has(field) || field === 'messages')) asked.add(value);
      else if (Array.isArray(value)) value.forEach((item) => walk(item, field));
      else if (value && typeof value === 'object') for (const [name, child] of Object.entries(value)) walk(child, field === 'messages' ? 'messages' : name);
    };
    for (const schema of loadPageSchemas().all()) walk(schema);
    const keyShaped = [...asked].filter((key) => /^[a-zA-Z][\w]*(\.[\w-]+)+$/.test(key));
    expect(keyShaped.length).toBeGreaterThan(300);
    expect(keyShaped.filter((key) => !shellTexts[key.split('?')[0]])).toEqual([]);
  });

  it('the server answers with exist in its tables', () => {
    const asked = new Set<string>();
    for (const file of sources.filter((name) => name.includes('/server/') && name.endsWith('.ts'))) {
      const text = sourceText.get(file)!;
      for (const match of text.matchAll(/\bkey:\s*'([a-zA-Z][\w]*(?:\.[\w-]+)+)'/g)) asked.add(match[1]);
      for (const match of text.matchAll(/\b(?:badRequest|forbidden|notFound|conflict)\(\s*'([a-zA-Z][\w]*(?:\.[\w-]+)+)'/g)) asked.add(match[1]);
    }
    expect(asked.size).toBeGreaterThan(100);
    expect([...asked].filter((key) => !everyText[key])).toEqual([]);
  });

  it('in the tables are all asked for', () => {
    // Everything the code says, without the tables' own definitions ('key': { zh: …).
    const corpus = [...sourceText.values()].map((text) => text.replace(/'[^'\n]+':\s*\{\s*\n?\s*zh:/g, '')).join('\n');
    const named = new Set([...corpus.matchAll(/['"`]([a-zA-Z][\w]*(?:\.[\w-]+)+)(?:\?[^'"`]*)?['"`]/g)].map((match) => match[1]));
    // Keys put together at run time: `prefix.${…}`, 'prefix.' + …, `${…}.suffix`, and a kind's
    // prefix and a message's name, each in quotes, joined by a helper ('group' + 'codeExists').
    const suffixes = [...corpus.matchAll(/\$\{[^}]+\}(\.[\w.-]+)[`'"]/g)].map((match) => match[1]);
    const quoted = new Set([...corpus.matchAll(/['"`]([\w-]+)['"`]/g)].map((match) => match[1]));
    const joined = (key: string) => {
      const at = key.lastIndexOf('.');
      return quoted.has(key.slice(0, at)) && quoted.has(key.slice(at + 1));
    };
    const prefixes = [
      ...[...corpus.matchAll(/`([a-zA-Z][\w.-]*\.)\$\{/g)].map((match) => match[1]),
      ...[...corpus.matchAll(/`([a-zA-Z][\w.-]*[a-zA-Z])\$\{/g)].map((match) => match[1]),
      ...[...corpus.matchAll(/'([a-zA-Z][\w.-]*\.)'\s*\+/g)].map((match) => match[1]),
    ];
    const unused = Object.keys(everyText).filter(
      (key) =>
        !seededKeys.has(key) &&
        !named.has(key) &&
        !prefixes.some((prefix) => key.startsWith(prefix)) &&
        !suffixes.some((suffix) => key.endsWith(suffix)) &&
        !joined(key),
    );
    expect(unused).toEqual([]);
  });

  it('write Traditional Chinese in the zhtw texts', () => {
    const simplified = simplifiedOnly(allTables);
    // The switcher names Simplified Chinese in its own script in every language.
    const ownNames = new Set(['language.zh']);
    const wrong = Object.entries(everyText).filter(([key, text]) => !ownNames.has(key) && [...text.zhtw].some((character) => simplified.has(character)));
    expect(wrong.map(([key, text]) => `${key}: ${text.zhtw}`)).toEqual([]);
  });
});

describe('seeded names', () => {
  // Everything Kiln seeds that a person reads: menu entries, their buttons and data schemes, the
  // dictionaries with their items (the demo's purchase categories are the demo company's own data),
  // the two reserved dictionary categories (dictionary migration 0003) and a released model's buttons.
  const seeds = new Map<string, string>();
  const seed = (where: string, name: string) => seeds.set(name, where);
  for (const menu of allMenus(modules)) {
    seed(`menu ${menu.enCode}`, menu.fullName);
    for (const button of menu.buttons ?? []) seed(`button ${button.code}`, button.name);
    for (const scheme of menu.schemes ?? []) seed(`scheme ${menu.enCode}.${scheme.code}`, scheme.name);
  }
  const dictionaries = [
    ...modules.flatMap((module) => module.dictionaries ?? []),
    ...demo.dictionaries.filter((dictionary) => dictionary.code !== 'purchaseCategory'),
  ];
  for (const dictionary of dictionaries) {
    seed(`dictionary ${dictionary.code}`, dictionary.name);
    for (const item of dictionary.items) seed(`dictionary ${dictionary.code}.${item.code}`, item.name);
  }
  seed('dictionary category systemDictionary', '系统字典');
  seed('dictionary category businessDictionary', '业务字典');
  for (const [code, name] of Object.entries(modelButtonNames)) seed(`model button ${code}`, name);
  const translated = new Map(Object.values(seededNameTexts).map((text) => [text.zh, text]));

  it('each have their words in every language', () => {
    expect(seeds.size).toBeGreaterThan(150);
    expect([...seeds].filter(([name]) => !translated.has(name)).map(([name, where]) => `${where}: ${name}`)).toEqual([]);
  });

  it("of menu entries read in the browser as the server reads them, so a language switch retitles every entry", () => {
    const menus = Object.entries(seededNameTexts).filter(([key]) => key.startsWith('seed.menu.'));
    expect(menus.length).toBeGreaterThan(15);
    const differing = menus
      .map(([key, text]) => [`route.${key.slice('seed.menu.'.length)}`, text] as const)
      .filter(([routeKey, text]) => JSON.stringify(shellTexts[routeKey]) !== JSON.stringify(text))
      .map(([routeKey]) => routeKey);
    expect(differing).toEqual([]);
  });

  it('are all seeded, and one Chinese name reads the same everywhere', () => {
    expect([...translated.keys()].filter((name) => !seeds.has(name))).toEqual([]);
    const twice = Object.values(seededNameTexts).filter((text) => JSON.stringify(translated.get(text.zh)) !== JSON.stringify(text));
    expect(twice).toEqual([]);
  });
});
