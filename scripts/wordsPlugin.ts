// The words of the signed-in screens, one module per language
// ('virtual:kiln-words/en'), so the browser fetches only the language it shows.
// A build writes each language's words out as data, read from the text tables
// (src/i18n/tables.ts) as the app has them; the dev server and the tests import
// the tables themselves, so an edited text shows at once.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { languages, toResources, type Language, type TextTable } from '../core/i18n/text.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tablesFile = path.join(root, 'src/i18n/tables.ts');
const aliasDirs = { '@core': 'core', '@renderers': 'renderers', '@widgets': 'widgets', '@schemas': 'schemas', '@app': 'src' };
const alias = Object.fromEntries(Object.entries(aliasDirs).map(([name, dir]) => [name, path.join(root, dir)]));

const prefix = 'virtual:kiln-words/';
const resolvedPrefix = `\0${prefix}`;

const languageOf = (id: string): Language | null => {
  const language = id.slice(resolvedPrefix.length);
  return id.startsWith(resolvedPrefix) && (languages as readonly string[]).includes(language) ? (language as Language) : null;
};

export function wordsPlugin(): Plugin {
  let building = false;
  // The tables load once per build, for the three modules.
  let tables: Promise<ReturnType<typeof toResources>> | undefined;
  const wordsByLanguage = () =>
    (tables ??= runnerImport<{ signedInTexts: TextTable }>(tablesFile, { resolve: { alias } }).then(({ module }) => toResources(module.signedInTexts)));
  return {
    name: 'kiln-words',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : null),
    async load(id) {
      const language = languageOf(id);
      if (!language) return null;
      if (building) return `export default ${JSON.stringify((await wordsByLanguage())[language])};\n`;
      return [
        `import { toResources } from ${JSON.stringify(path.join(root, 'core/i18n/text.ts'))};`,
        `import { signedInTexts } from ${JSON.stringify(tablesFile)};`,
        `export default toResources(signedInTexts)[${JSON.stringify(language)}];`,
      ].join('\n');
    },
  };
}
