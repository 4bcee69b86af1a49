// A field's value schema with its rules added: lengths, bounds, patterns (the
// shared ones of core/rules too), and the ajv-errors message of each rule, so the
// browser and the server refuse a value in the same words.
import { messageKey } from '../i18n/text';
import { reusableRules } from '../rules/patterns';
import type { JsonSchema } from '../schema/types';
import type { FieldRules } from './format';
import type { FormProblemCode, FormProblemParams } from './problemTexts';

/** Hears a mistake in a node's rules. */
export type RuleReport = (code: FormProblemCode, params?: FormProblemParams) => void;

export const defaultMessages = {
  required: 'form.required',
  type: 'form.invalidValue',
  unique: 'form.unique',
};

const limitMessages: Record<string, (limit: number) => string> = {
  minimum: (min) => messageKey('form.min', { min }),
  maximum: (max) => messageKey('form.max', { max }),
  minLength: (min) => messageKey('form.minLength', { min }),
  maxLength: (max) => messageKey('form.maxLength', { max }),
  pattern: () => defaultMessages.type,
};

/** A pattern that lets an empty value pass: rules test what was entered (spec 03 §5). */
const allowEmpty = (pattern: string) => `^$|${pattern}`;

/** Whether the pattern is a regular expression; the problem's values when it is not. */
function patternProblem(pattern: string): FormProblemParams | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return { pattern, error: (error as Error).message };
  }
}

/** The node's value schema from the catalog, with its rules added and each rule's message; `report` hears each mistake in the rules. */
export function ruledSchema(base: JsonSchema, rules: FieldRules, required: boolean, report: RuleReport): JsonSchema {
  const schema: JsonSchema = { ...base };
  const messages: Record<string, string> = {};
  const type = schema.type;
  const texts = rules.messages ?? {};
  if (type === 'string') {
    if (required) {
      schema.minLength = Math.max(1, rules.minLength ?? 1);
      messages.minLength =
        rules.minLength && rules.minLength > 1
          ? (texts.minLength ?? messageKey('form.minLength', { min: rules.minLength }))
          : (texts.required ?? defaultMessages.required);
    } else if (rules.minLength) {
      schema.minLength = rules.minLength;
      messages.minLength = texts.minLength ?? messageKey('form.minLength', { min: rules.minLength });
    }
    if (rules.maxLength) {
      schema.maxLength = rules.maxLength;
      messages.maxLength = texts.maxLength ?? messageKey('form.maxLength', { max: rules.maxLength });
    }
  }
  if (type === 'number' || type === 'integer') {
    if (rules.min !== undefined) {
      schema.minimum = rules.min;
      messages.minimum = texts.min ?? messageKey('form.min', { min: rules.min });
    }
    if (rules.max !== undefined) {
      schema.maximum = rules.max;
      messages.maximum = texts.max ?? messageKey('form.max', { max: rules.max });
    }
  }
  if (type === 'array' && required) {
    schema.minItems = 1;
    messages.minItems = texts.required ?? defaultMessages.required;
  }
  const patterns = [
    ...(rules.use ?? []).map((id) => ({ pattern: reusableRules[id].pattern, message: reusableRules[id].message.key })),
    ...(rules.patterns ?? []),
  ];
  const badPatterns = patterns.map((p) => patternProblem(p.pattern)).filter((problem) => problem !== undefined);
  for (const params of badPatterns) report('patternInvalid', params);
  if (patterns.length && type !== 'string') report('patternsNotText');
  else if (badPatterns.length === 0 && patterns.length === 1) {
    schema.pattern = allowEmpty(patterns[0].pattern);
    messages.pattern = patterns[0].message;
  } else if (badPatterns.length === 0 && patterns.length > 1) {
    // One pattern per part, each with its message; the first that fails is shown.
    schema.allOf = patterns.map((p) => ({ pattern: allowEmpty(p.pattern), errorMessage: { pattern: p.message } }));
  }
  // Limits the widget's own value schema sets (a rating's maximum) are told like the rules' own.
  for (const [keyword, told] of Object.entries(limitMessages)) {
    if (schema[keyword] !== undefined && !messages[keyword]) messages[keyword] = told(schema[keyword] as number);
  }
  messages.type = texts.type ?? defaultMessages.type;
  if (schema.enum) messages.enum = texts.type ?? defaultMessages.type;
  if (!required) {
    // An optional value may be left empty (null) as well as absent.
    schema.type = Array.isArray(type) ? [...new Set([...type, 'null'])] : [type as string, 'null'];
    if (Array.isArray(schema.enum)) schema.enum = [...schema.enum, null];
  }
  schema.errorMessage = messages;
  return schema;
}
