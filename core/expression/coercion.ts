// How an expression reads the values of fields: as numbers in arithmetic (what
// is not a number counts 0), as numbers or text in comparisons, as true or false
// in conditions. Text compares by code units, so browser and server agree.

import { decimalOf, isDecimal, type Decimal } from './decimal';

// 12, -3.5, .5, 1e3; or thousands groups: 1,234,567.89
const plainNumber = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const groupedNumber = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;

/** A number when the value is a number or numeric text (spaces and thousands commas allowed); undefined otherwise. */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (isDecimal(value)) return value.toNumber();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (plainNumber.test(text)) return Number(text);
  if (groupedNumber.test(text)) return Number(text.replace(/,/g, ''));
  return undefined;
}

/** Numbers as they are, numeric text parsed, booleans 1/0; anything else, NaN and ±Infinity count 0. */
export function toNumber(value: unknown): number {
  const number = numberOf(value);
  return number !== undefined && Number.isFinite(number) ? number : 0;
}

/** A value as a Decimal for arithmetic: numeric text keeps every digit it has; what is not a number counts 0. */
export function toDecimal(value: unknown): Decimal {
  if (isDecimal(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (plainNumber.test(text)) return decimalOf(text);
    if (groupedNumber.test(text)) return decimalOf(text.replace(/,/g, ''));
  }
  return decimalOf(toNumber(value));
}

/** Numbers, booleans and numeric text compare as numbers. */
const isNumeric = (value: unknown): boolean => numberOf(value) !== undefined;

/** Text for comparing: null and undefined are the empty text. */
const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export function equals(left: unknown, right: unknown): boolean {
  if (isNumeric(left) && isNumeric(right)) return toDecimal(left).equals(toDecimal(right));
  return textOf(left) === textOf(right);
}

/** Negative, zero or positive as left sorts before, with or after right. */
export function compare(left: unknown, right: unknown): number {
  if (isNumeric(left) && isNumeric(right)) return toDecimal(left).comparedTo(toDecimal(right));
  const [a, b] = [textOf(left), textOf(right)];
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Whether a condition's value holds: not for false, null, empty text or list, or a numeric 0 ('0' too). */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string' && isNumeric(value)) return toNumber(value) !== 0;
  if (typeof value === 'number') return toNumber(value) !== 0;
  if (isDecimal(value)) return !value.isZero();
  return Boolean(value);
}
