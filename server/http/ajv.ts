// The ajv plugins every route schema is compiled with: rule messages from the
// schema (ajv-errors) and the standard string formats.
import type { Plugin } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';

// Fastify types its plugin list as Plugin<unknown>; both plugins take optional options.
export const ajvPlugins = [ajvErrors, ajvFormats] as unknown as Plugin<unknown>[];
