// A field's rules and default value from JNPF: required, regList (JavaScript
// regular-expression literals such as "/^\d+$/" with their messages) as
// patterns, maxlength and a number's min/max as limits, defaultValue as the
// default when it fits the value the widget stores.
import type { FieldRules } from '../../form/format';
import { jsonTypeTests } from '../../schema/jsonTypes';
import type { JsonSchema } from '../../schema/types';
import { clip, flagOf, integerOf, listOf, numberOf, objOf, textOf, wordsOf } from './raw';
import type { RawField } from './rawField';

/** Punctuation JNPF's patterns escape needlessly, which unicode-mode expressions (as Kiln compiles them) refuse. */
const needlessEscape = /\\([@_#%&'",:;<>=!~`\s])/g;

/** A regList pattern as a Kiln pattern, or why it cannot be one. */
export function patternOf(written: string): { pattern: string } | { problem: string } {
  const literal = /^\/([\s\S]*)\/([a-z]*)$/.exec(written.trim());
  const body = literal ? literal[1] : written.trim();
  const flags = literal ? literal[2].replace(/[gu]/g, '') : '';
  if (!body) return { problem: 'is empty' };
  if (flags) return { problem: `uses the flags ${flags}, which Kiln's patterns do not take` };
  for (const candidate of [body, body.replace(needlessEscape, '$1')]) {
    try {
      new RegExp(candidate, 'u');
      return { pattern: candidate };
    } catch {
      // the next candidate, or the problem below
    }
  }
  return { problem: 'is not a regular expression Kiln can check' };
}

export interface ReadRules {
  rules?: FieldRules;
  problems: string[];
}

/** The rules of a field of widget `key` whose stored value has the JSON type `valueType`. */
export function readRules(raw: RawField, key: string, valueType: string | undefined): ReadRules {
  const rules: FieldRules = {};
  const problems: string[] = [];
  if (flagOf(raw.config.required) === true) rules.required = true;
  const patterns: NonNullable<FieldRules['patterns']> = [];
  for (const entry of listOf(raw.config.regList)) {
    const written = textOf(objOf(entry).pattern);
    if (!written) continue;
    const message = clip(wordsOf(objOf(entry).message) ?? 'form.invalidValue', 500);
    const read = patternOf(written);
    if ('problem' in read) problems.push(`its rule ${written} ${read.problem}; the rule was left out`);
    else patterns.push({ pattern: read.pattern, message });
  }
  if (patterns.length && valueType !== 'string') problems.push(`its rules ${patterns.map((p) => p.pattern).join(', ')} apply to text only; they were left out`);
  else if (patterns.length) rules.patterns = patterns;
  const maxLength = integerOf(raw.attrs.maxlength ?? raw.attrs.maxLength);
  if (maxLength !== undefined && maxLength > 0 && valueType === 'string') rules.maxLength = maxLength;
  // A number input's min/max are limits; other widgets' (a rating's max, a slider's range) are their own properties.
  if (key === 'numInput') {
    const min = numberOf(raw.attrs.min);
    const max = numberOf(raw.attrs.max);
    if (min !== undefined) rules.min = min;
    if (max !== undefined) rules.max = max;
  }
  if (flagOf(raw.config.unique) === true) problems.push('its value must be unique (不能重复), which Kiln does not check yet');
  return { ...(Object.keys(rules).length ? { rules } : {}), problems };
}

/** By a schema's type name, which may be any string. */
const typeTests: Record<string, (value: unknown) => boolean> = jsonTypeTests;

/** Whether a value fits a widget's value schema in type, enum, pattern and items: enough to keep a default that cannot be stored out. */
export function fits(value: unknown, schema: JsonSchema): boolean {
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.length && !types.some((type) => typeTests[String(type)]?.(value))) return false;
  if (Array.isArray(schema.enum) && !schema.enum.some((allowed) => allowed === value)) return false;
  if (typeof value === 'string' && typeof schema.pattern === 'string') {
    try {
      if (!new RegExp(schema.pattern, 'u').test(value)) return false;
    } catch {
      return false;
    }
  }
  const items = schema.items;
  if (Array.isArray(value) && items && typeof items === 'object' && !Array.isArray(items)) return value.every((item) => fits(item, items as JsonSchema));
  return true;
}

/** A default in the type the widget stores: option ids JNPF wrote as numbers for text values, numbers written as text. */
export function coerced(value: unknown, schema: JsonSchema): unknown {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (Array.isArray(value) && schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    return value.map((item) => coerced(item, schema.items as JsonSchema));
  }
  if (type === 'string' && typeof value === 'number') return String(value);
  if ((type === 'integer' || type === 'number') && typeof value === 'string') return numberOf(value) ?? value;
  return value;
}

/** JNPF's defaultValue in the shape Kiln stores: a switch's 1/0, text for text, nothing for an empty value. */
export function defaultOf(raw: RawField, key: string): unknown {
  const value = raw.config.defaultValue;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return undefined;
  // A value that does not convert is returned as written, so that the check against the stored value reports it.
  if (key === 'switch') {
    const on = flagOf(value);
    return on === undefined ? value : on ? 1 : 0;
  }
  if (key === 'numInput' || key === 'rate' || key === 'slider' || key === 'date') return typeof value === 'string' ? (numberOf(value) ?? value) : value;
  return value;
}
