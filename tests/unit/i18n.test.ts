// Every text the shell shows exists in zh, zhtw and en, and none is empty.
import { describe, expect, it } from 'vitest';
import { languages } from '@core/i18n/text';
import { shellTexts } from '@app/i18n';
import { serverTexts } from '@server/http/messages';

describe('interface texts', () => {
  it('exist in every language and are never empty', () => {
    for (const table of [shellTexts, serverTexts]) {
      for (const [key, text] of Object.entries(table)) {
        for (const language of languages) expect(text[language]?.trim(), `${key} (${language})`).toBeTruthy();
      }
    }
  });

  it('use every text key the source code asks for', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const used = new Set<string>();
    for (const file of files('src').filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect(shellTexts[key], key).toBeDefined();
  });
});
