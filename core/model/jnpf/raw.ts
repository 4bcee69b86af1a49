// Reading JNPF's JSON, which no schema describes: values are taken only when
// they have the expected type, nested parts may be JSON strings (an export
// encodes them twice), and 3.x writes properties in kebab-case where 5.x writes
// them in camelCase.
import { VddError } from './errors';

export type Obj = Record<string, unknown>;

export const isObj = (value: unknown): value is Obj => typeof value === 'object' && value !== null && !Array.isArray(value);
export const objOf = (value: unknown): Obj => (isObj(value) ? value : {});
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Text, or undefined for anything else (numbers are written as text: ids sometimes arrive as numbers). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Non-empty text, trimmed. */
export function wordsOf(value: unknown): string | undefined {
  const text = textOf(value)?.trim();
  return text ? text : undefined;
}

/** A finite number, also from numeric text ('24' spans, '100' lengths). */
export function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

export function integerOf(value: unknown): number | undefined {
  const number = numberOf(value);
  return number !== undefined && Number.isInteger(number) ? number : undefined;
}

/** JNPF writes flags as booleans, as 1/0, and now and then as text. */
export function flagOf(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** Text cut to a limit (labels and messages have one). */
export const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

const kebab = /-([a-z])/g;

/** 'show-word-limit' → 'showWordLimit'; names already in camelCase stay as they are. */
export const camel = (name: string) => name.replace(kebab, (_whole, letter: string) => letter.toUpperCase());

/** The properties of an object with kebab-case names read as camelCase (a camelCase name wins over its kebab twin). */
export function camelKeys(object: Obj): Obj {
  const result: Obj = {};
  for (const [name, value] of Object.entries(object)) if (name.includes('-') && !(camel(name) in object)) result[camel(name)] = value;
  for (const [name, value] of Object.entries(object)) if (!name.includes('-')) result[name] = value;
  return result;
}

/** A nested part of an export: a JSON string (as exported) or the value itself; undefined when absent or empty. */
export function partOf(value: unknown, part: string): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new VddError('model.vdd.badPart', { part });
  }
}

/**
 * Whether an event script is JNPF's empty template (`({ data, … }) => { // 在此编写代码 }`,
 * or beforeSubmit's `return true` / `resolve()`), so an untouched one is not reported.
 */
export function isTemplateScript(code: unknown): boolean {
  if (typeof code !== 'string') return true;
  const bare = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .replace(/\s+/g, '');
  const arrow = bare.indexOf('=>{');
  if (arrow < 0) return bare === '';
  const body = bare.slice(arrow + 3, bare.lastIndexOf('}'));
  return body === '' || body === 'returntrue' || body === 'returnnewPromise((resolve,reject)=>{resolve()})';
}
