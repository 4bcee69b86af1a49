// The serial-number example (spec 02 §3.2): prefix + date in the chosen format
// + the start number padded to the digits.
import { describe, expect, it } from 'vitest';
import { billNumberExample, billPeriod, formatBillNumber, maxCounter } from '@core/format/billNumber';

const at = new Date(2026, 10, 22, 9, 30);

describe('bill number example', () => {
  it.each([
    ['yyyyMMdd', 'DD20261122'],
    ['yyyyMM', 'DD202611'],
    ['yyyy', 'DD2026'],
    ['no', 'DD'],
  ] as const)('puts the date as %s after the prefix', (dateFormat, head) => {
    expect(billNumberExample({ prefix: 'DD', dateFormat, digit: 4, startNumber: '1' }, at)).toBe(`${head}0001`);
  });

  it('pads the start number to the digits and keeps a longer one whole', () => {
    expect(billNumberExample({ prefix: 'X', dateFormat: 'no', digit: 6, startNumber: '0042' }, at)).toBe('X000042');
    expect(billNumberExample({ prefix: 'X', dateFormat: 'no', digit: 2, startNumber: '123' }, at)).toBe('X123');
  });

  it('pads months and days with zeros', () => {
    expect(billPeriod('yyyyMMdd', new Date(2027, 0, 5))).toBe('20270105');
  });

  it('formats issued numbers and knows the largest counter', () => {
    expect(formatBillNumber('GB', '2026', 7, 3)).toBe('GB2026007');
    expect(maxCounter(3)).toBe(999);
  });
});
