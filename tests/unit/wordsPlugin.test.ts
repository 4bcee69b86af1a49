// The words modules a build writes: each language's words of the signed-in
// screens, exactly as the text tables hold them, and nothing of the others.
import { describe, expect, it } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { languages, toResources } from '@core/i18n/text';
import { signedInTexts } from '@app/i18n/tables';
import { wordsPlugin } from '../../scripts/wordsPlugin';

type Hook = (...args: unknown[]) => unknown;
// A hook is a function or an object holding it as `handler`; this plugin's use no plugin context.
const call = (hook: Plugin['load'] | Plugin['configResolved'] | Plugin['resolveId'], ...args: unknown[]) =>
  ((typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as Hook)(...args);

describe('the words modules', () => {
  it('hold one language each in a build, as the tables say', async () => {
    const plugin = wordsPlugin();
    call(plugin.configResolved, { command: 'build' } as ResolvedConfig);
    const expected = toResources(signedInTexts);
    for (const language of languages) {
      const id = call(plugin.resolveId, `virtual:kiln-words/${language}`) as string;
      const code = (await call(plugin.load, id)) as string;
      const words = JSON.parse(code.replace(/^export default /, '').replace(/;\s*$/, '')) as Record<string, string>;
      expect(words).toEqual(expected[language]);
    }
    expect(await call(plugin.load, call(plugin.resolveId, 'virtual:kiln-words/fr'))).toBeNull();
  });
});
