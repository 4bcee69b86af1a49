// Fills `{name}` placeholders of schema urls and params from a record, the
// selected tree node or the route. A missing value becomes the fallback ('0',
// the spec's "new record" and "top parent" id).
import type { ApiCall } from './types';

export function fillPlaceholders(text: string, values: Record<string, unknown>, fallback = '0'): string {
  return text.replace(/\{([\w.]+)\}/g, (_whole, path: string) => {
    const value = path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
    return value === undefined || value === null || value === '' ? fallback : encodeURIComponent(String(value));
  });
}

/** The url and params of a call with placeholders filled; params keep their types unless templated. */
export function resolveCall(call: ApiCall, values: Record<string, unknown>): { method: ApiCall['method']; url: string; params: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(call.params ?? {})) {
    params[name] = typeof value === 'string' && value.includes('{') ? decodeURIComponent(fillPlaceholders(value, values, '')) : value;
  }
  return { method: call.method, url: fillPlaceholders(call.url, values), params };
}

/** The names a call fills from its context (`{dictionaryTypeId}` in its url or params). */
export function callPlaceholders(call: ApiCall): string[] {
  const text = [call.url, ...Object.values(call.params ?? {}).map(String)].join(' ');
  return [...new Set([...text.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1]))];
}
