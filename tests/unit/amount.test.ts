// Amounts as the calculate widget shows them: rounded half away from zero
// without binary drift, in thousands groups, and as the Chinese capital amount.
import { describe, expect, it } from 'vitest';
import { amountOverflow, chineseAmount, formatDecimal, formatThousands, roundTo } from '@core/format/amount';

describe('rounding', () => {
  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [8.345, 2, 8.35],
    [1.45, 1, 1.5],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.0049999, 2, 1],
    [0.1 + 0.2, 2, 0.3],
    [0.1 + 0.2, 10, 0.3],
    [123.456, 10, 123.456],
    [1e-7, 2, 0],
    [1.5e-7, 7, 2e-7],
    [1e21, 2, 1e21],
    [999.995, 2, 1000],
  ])('rounds %d to %i decimals as %d', (value, precision, expected) => {
    expect(roundTo(value, precision)).toBe(expected);
  });

  it('keeps the precision between 0 and 10', () => {
    expect(roundTo(1.23456789012345, 12)).toBe(1.2345678901);
    expect(roundTo(1234.5678, -1)).toBe(1235);
    expect(roundTo(1.5, Number.NaN)).toBe(2);
  });

  it('gives 0 for NaN and ±Infinity, and never -0', () => {
    expect(roundTo(Number.NaN, 2)).toBe(0);
    expect(roundTo(Number.POSITIVE_INFINITY, 2)).toBe(0);
    expect(Object.is(roundTo(-0.004, 2), 0)).toBe(true);
  });
});

describe('thousands groups', () => {
  it.each([
    [1234567.891, 2, '1,234,567.89'],
    [1000, 2, '1,000.00'],
    [-1234.5, 2, '-1,234.50'],
    [123, 0, '123'],
    [1234567, 0, '1,234,567'],
    [0, 0, '0'],
    [0.5, 0, '1'],
    [999.995, 2, '1,000.00'],
    [-0.001, 2, '0.00'],
    [1e21, 0, '1,000,000,000,000,000,000,000'],
    [Number.NaN, 2, '0.00'],
  ])('writes %d at precision %i as %s', (value, precision, expected) => {
    expect(formatThousands(value, precision)).toBe(expected);
  });

  it('shows a number widget value at its precision, grouped when asked, and nothing for no number', () => {
    expect(formatDecimal(1234.5, { precision: 2, thousands: true })).toBe('1,234.50');
    expect(formatDecimal(1234.5, {})).toBe('1234.5');
    expect(formatDecimal(1234.5678, { thousands: true })).toBe('1,234.5678');
    expect(formatDecimal(1.005, { precision: 2 })).toBe('1.01');
    expect(formatDecimal('1,234', { precision: 1 })).toBe('1234.0');
    expect(formatDecimal(3, { precision: 300 })).toBe('3.0000000000');
    for (const nothing of [null, undefined, '', 'abc', Number.NaN]) expect(formatDecimal(nothing, { precision: 2 })).toBe('');
  });
});

describe('the Chinese capital amount', () => {
  it.each([
    [0, '零元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [100, '壹佰元整'],
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [1100, '壹仟壹佰元整'],
    [10001, '壹万零壹元整'],
    [100000, '壹拾万元整'],
    [100100, '壹拾万零壹佰元整'],
    [1101000, '壹佰壹拾万壹仟元整'],
    [10010000, '壹仟零壹万元整'],
    [100000000, '壹亿元整'],
    [100001000, '壹亿零壹仟元整'],
    [110000000, '壹亿壹仟万元整'],
    [1000000001, '壹拾亿零壹元整'],
    [1000000000000, '壹万亿元整'],
    [1000100000000, '壹万零壹亿元整'],
    [1000000000001, '壹万亿零壹元整'],
    [3000018376006, '叁万亿零壹仟捌佰叁拾柒万陆仟零陆元整'],
    [123456789012345, '壹佰贰拾叁万肆仟伍佰陆拾柒亿捌仟玖佰零壹万贰仟叁佰肆拾伍元整'],
    [1409.5, '壹仟肆佰零玖元伍角'],
    [6007.14, '陆仟零柒元壹角肆分'],
    [325.04, '叁佰贰拾伍元零肆分'],
    [107000.53, '壹拾万柒仟元伍角叁分'],
  ])('writes %d as %s', (value, expected) => {
    expect(chineseAmount(value)).toBe(expected);
  });

  // The convention for fractions (most invoicing software): 整 only after 元; a zero jiao
  // before fen is 零 after yuan; with no yuan, nothing is written for it (no 零元).
  it.each([
    [0.5, '伍角'],
    [0.05, '伍分'],
    [0.56, '伍角陆分'],
    [1.05, '壹元零伍分'],
    [10.05, '壹拾元零伍分'],
    [1.5, '壹元伍角'],
    [10.5, '壹拾元伍角'],
  ])('writes the fraction of %d as %s', (value, expected) => {
    expect(chineseAmount(value)).toBe(expected);
  });

  it.each([
    [1.005, '壹元零壹分'],
    [0.005, '壹分'],
    [0.994, '玖角玖分'],
    [0.995, '壹元整'],
    [-0.001, '零元整'],
  ])('rounds %d to fen first, half away from zero: %s', (value, expected) => {
    expect(chineseAmount(value)).toBe(expected);
  });

  it('starts a negative amount with 负', () => {
    expect(chineseAmount(-1234.5)).toBe('负壹仟贰佰叁拾肆元伍角');
    expect(chineseAmount(-0.05)).toBe('负伍分');
  });

  it('reads numeric text, with thousands commas, exactly to the fen', () => {
    expect(chineseAmount('1,234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(chineseAmount(' 100 ')).toBe('壹佰元整');
    expect(chineseAmount('1e3')).toBe('壹仟元整');
    expect(chineseAmount('999999999999999.99')).toBe('玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
  });

  it.each([
    ['16 integer digits', 1234567890123456],
    ['16 integer digits as text', '1234567890123456'],
    ['10^15', 1e15],
    ['15 nines rounding up to 16 digits', '999999999999999.995'],
    ['letters', 'abc'],
    ['empty text', ''],
    ['a huge exponent', '1e999999999'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('marks %s as overflow', (_, value) => {
    expect(chineseAmount(value)).toBe(amountOverflow);
  });
});
