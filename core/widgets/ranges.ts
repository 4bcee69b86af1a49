// What the range widgets (dateRange, timeRange, numRange) share: the schema of a
// pair, the checks a schema cannot make (start after end, a time outside its
// bounds), dates truncated to their format and times padded to HH:mm:ss.
import type { MessageRef } from '../i18n/text';
import type { JsonSchema } from '../schema/types';
import type { WidgetProps } from './spec';

/**
 * A pair of ends, or nothing: JNPF stores an empty list for a cleared range and
 * exactly two ends otherwise. No `type` inside `if`, so ajv's coercion never
 * rewrites the value while testing the condition.
 */
export function pairSchema(end: JsonSchema): JsonSchema {
  return { type: 'array', maxItems: 2, items: end, if: { minItems: 1 }, then: { minItems: 2 } };
}

/** Epoch milliseconds from year 1 to year 9999, the years a date picker shows. */
export const epochEnd: JsonSchema = { type: 'integer', minimum: -62135596800000, maximum: 253402300799999, errorMessage: 'form.invalidValue' };

/** A time of day as stored: HH:mm:ss. */
export const timeOfDayPattern = '^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$';

/** JNPF's default bounds of a time range (spec 03 §9). */
export const dayStart = '00:00:00';
export const dayEnd = '23:59:59';

/** A time written H:m, HH:mm or HH:mm:ss padded to HH:mm:ss (spec 03 §5); undefined when it is no time. */
export function padTime(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number);
  if (hours > 23 || minutes > 59 || seconds > 59) return undefined;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * An epoch-millisecond time cut down to what its format shows, in local time:
 * a year format keeps January 1st, a month format the 1st (spec 03 §5), a day
 * format midnight, a minute format zero seconds.
 */
export function truncateToFormat(epoch: number, format: string): number {
  const date = new Date(epoch);
  const parts = [date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes(), date.getSeconds()];
  const kept = format.includes('ss') ? 6 : format.includes('mm') ? 5 : format.includes('HH') ? 4 : format.includes('DD') ? 3 : format.includes('MM') ? 2 : 1;
  const [year, month = 0, day = 1, hours = 0, minutes = 0, seconds = 0] = parts.slice(0, kept);
  const truncated = new Date(2000, month, day, hours, minutes, seconds, 0);
  // setFullYear, not the constructor: the constructor reads years 0–99 as 1900–1999.
  truncated.setFullYear(year);
  return truncated.getTime();
}

/** Whether a range's start lies after its end; a range with an empty end is never out of order. */
export function outOfOrder(value: unknown): boolean {
  if (!Array.isArray(value) || value.length !== 2) return false;
  const [start, end] = value as unknown[];
  if (typeof start === 'number' && typeof end === 'number') return start > end;
  // Times as HH:mm:ss compare as text.
  if (typeof start === 'string' && typeof end === 'string') return start > end;
  return false;
}

/** A time range's bounds from its properties, padded (00:00:00 and 23:59:59 by default). */
export function timeBounds(props: WidgetProps): { start: string; end: string } {
  return { start: padTime(props.startTime) ?? dayStart, end: padTime(props.endTime) ?? dayEnd };
}

/** The message `key` when a range's start comes after its end (what its schema cannot see). */
export const orderProblem = (value: unknown, key: string): MessageRef | undefined => (outOfOrder(value) ? { key } : undefined);
