// The one place that says how JSON Schemas are checked, in the browser and on the
// server alike: ajv's options, and the formats and keywords every schema may use.
import type { Ajv, Options } from 'ajv';
import ajvErrors from 'ajv-errors';
import ajvFormats from 'ajv-formats';
import { plainTextKeyword } from './plainText';

/**
 * allErrors: ajv-errors needs it, and a form marks every failed field at once.
 * coerceTypes 'array': query strings and form posts arrive as text.
 * removeAdditional / useDefaults: a body holds what its schema names, with its defaults.
 */
export const ajvOptions = {
  allErrors: true,
  coerceTypes: 'array',
  removeAdditional: true,
  useDefaults: true,
  // Schemas carry OpenAPI words (summary, tags) and our own keywords; unknown words are not errors.
  strict: false,
} as const satisfies Options;

/** Adds the vocabulary every schema of ours may use: messages, formats, plainText. */
export function addKilnVocabulary(ajv: Ajv): Ajv {
  // Idempotent: Fastify's compiler adds the formats on its own. Both plugins type
  // themselves against their own copy of ajv's types.
  if (!ajv.getKeyword('errorMessage')) ajvErrors(ajv as never);
  if (!ajv.getKeyword('formatMaximum')) ajvFormats(ajv as never);
  if (!ajv.getKeyword('plainText')) ajv.addKeyword(plainTextKeyword);
  return ajv;
}
