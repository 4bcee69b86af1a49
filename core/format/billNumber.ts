// Serial (bill) numbers: prefix + the date in the rule's format + the counter
// padded to the rule's digits (spec 02 §3.2).

export type BillDateFormat = 'yyyyMMdd' | 'yyyyMM' | 'yyyy' | 'no';
export const billDateFormats: readonly BillDateFormat[] = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'no'];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The period a number belongs to: the date part of the number ('' for 'no'). */
export function billPeriod(format: BillDateFormat, at: Date): string {
  const year = String(at.getFullYear());
  if (format === 'yyyy') return year;
  if (format === 'yyyyMM') return year + pad(at.getMonth() + 1, 2);
  if (format === 'yyyyMMdd') return year + pad(at.getMonth() + 1, 2) + pad(at.getDate(), 2);
  return '';
}

export function formatBillNumber(prefix: string, period: string, counter: number, digit: number): string {
  return prefix + period + pad(counter, digit);
}

/** The largest counter that fits the digits. */
export const maxCounter = (digit: number) => 10 ** digit - 1;

export interface BillRuleShape {
  prefix: string;
  dateFormat: BillDateFormat;
  digit: number;
  startNumber: string;
}

/** The example shown beside the rule form: what the first number would be today. */
export function billNumberExample(rule: BillRuleShape, at: Date = new Date()): string {
  const digit = Number(rule.digit) || 0;
  const start = /^\d+$/.test(rule.startNumber) ? Number(rule.startNumber) : 0;
  return formatBillNumber(rule.prefix ?? '', billPeriod(rule.dateFormat, at), start, digit);
}
