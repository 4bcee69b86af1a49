import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layers from './eslint-rules/layers.js';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, kiln: { rules: { layers } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'kiln/layers': 'error',
    },
  },
  {
    // Code the browser loads builds its schemas with core/schema/typeBuilder.ts.
    files: ['core/**/*.ts', 'widgets/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    ignores: ['core/schema/typeBuilder.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@sinclair/typebox',
              importNames: ['Type'],
              message: "Use Type from core/schema/typeBuilder.ts: typebox's own holds every builder, about 10 KiB of gzip code in each screen.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
);
