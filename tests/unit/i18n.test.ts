// Every text the shell shows exists in zh, zhtw and en, and none is empty.
import { describe, expect, it } from 'vitest';
import { languages } from '@core/i18n/text';
import { shellTexts } from '@app/i18n/tables';
import { serverTexts } from '@server/http/messages';

describe('interface texts', () => {
  it('exist in every language and are never empty', () => {
    for (const table of [shellTexts, serverTexts]) {
      for (const [key, text] of Object.entries(table)) {
        for (const language of languages) expect(text[language]?.trim(), `${key} (${language})`).toBeTruthy();
      }
    }
  });

  it('cover every text key the page schemas name', async () => {
    const { loadPageSchemas } = await import('@server/schemas');
    const keys = new Set<string>();
    const textFields = new Set(['label', 'title', 'confirm', 'ui:title', 'ui:placeholder', 'create', 'edit', 'emptyText', 'errorText']);
    const walk = (value: unknown, field = '') => {
      if (typeof value === 'string' && (textFields.has(field) || field === 'errorMessage')) keys.add(value);
      else if (Array.isArray(value)) value.forEach((item) => walk(item, field));
      else if (value && typeof value === 'object') {
        for (const [name, child] of Object.entries(value)) walk(child, field === 'errorMessage' ? 'errorMessage' : name);
      }
    };
    for (const schema of loadPageSchemas().all()) walk(schema);
    expect(keys.size).toBeGreaterThan(30);
    for (const key of keys) {
      if (/^[a-zA-Z]+\.[a-zA-Z.]+$/.test(key)) expect(shellTexts[key], key).toBeDefined();
    }
  });

  it('use every text key the source code asks for', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? files(join(dir, name)) : [join(dir, name)]));
    const used = new Set<string>();
    for (const file of ['src', 'renderers', 'widgets'].flatMap(files).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\('([a-zA-Z]+\.[a-zA-Z.]+)'/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect(shellTexts[key], key).toBeDefined();
  });
});
