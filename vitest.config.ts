// Test projects: unit (jsdom), api (real server on SQLite, and on PostgreSQL when
// KILN_TEST_PG_URL names a server), e2e (built client in Debian chromium).
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { formValidatorsPlugin } from './scripts/formValidatorsPlugin.ts';
import { wordsPlugin } from './scripts/wordsPlugin.ts';
import { pageIndexPlugin } from './scripts/pageIndexPlugin.ts';
import { widgetIndexPlugin } from './scripts/widgetIndexPlugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  '@core': here('./core'),
  '@renderers': here('./renderers'),
  '@widgets': here('./widgets'),
  '@schemas': here('./schemas'),
  '@server': here('./server'),
  '@app': here('./src'),
};

const apiProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    env,
    // Each file starts its own server on its own database, so sharing the imported server modules
    // between files is safe, and saves re-importing them for every file: 207 s → 79 s for the suite.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const pgUrl = process.env.KILN_TEST_PG_URL;

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [formValidatorsPlugin(), wordsPlugin(), pageIndexPlugin(), widgetIndexPlugin()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // jsdom draws whole forms (every form the server knows, in one test): 5 s is too
          // little on a loaded machine, though such a test takes about 2 s alone.
          testTimeout: 20_000,
        },
      },
      apiProject('api', { KILN_TEST_DB: 'sqlite' }),
      ...(pgUrl ? [apiProject('api-pg', { KILN_TEST_DB: 'postgres', KILN_TEST_PG_URL: pgUrl })] : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
