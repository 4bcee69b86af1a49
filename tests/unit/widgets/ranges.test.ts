// The range widgets' shared rules (core/widgets/ranges.ts): times padded to
// HH:mm:ss, dates cut to their format's unit, ends in order.
import { describe, expect, it } from 'vitest';
import { outOfOrder, padTime, truncateToFormat } from '@core/widgets/ranges';
import { compileForm, conditionIssues } from '@core/form';
import { languages } from '@core/i18n/text';
import { shellTexts } from '@app/i18n/tables';

describe('times', () => {
  it('pads a time to hh:mm:ss (spec 03 §5)', () => {
    expect(padTime('8:5')).toBe('08:05:00');
    expect(padTime('08:30')).toBe('08:30:00');
    expect(padTime('23:59:59')).toBe('23:59:59');
  });

  it('refuses what is no time of day', () => {
    expect(padTime('24:00')).toBeUndefined();
    expect(padTime('12:60')).toBeUndefined();
    expect(padTime('noon')).toBeUndefined();
    expect(padTime(800)).toBeUndefined();
  });
});

describe('dates cut to their format', () => {
  const moment = new Date(2024, 4, 17, 13, 45, 27, 300).getTime();

  it('keeps January 1st in a year format and the 1st in a month format (spec 03 §5)', () => {
    expect(truncateToFormat(moment, 'YYYY')).toBe(new Date(2024, 0, 1).getTime());
    expect(truncateToFormat(moment, 'YYYY-MM')).toBe(new Date(2024, 4, 1).getTime());
  });

  it('keeps midnight of a day, and whole minutes or seconds with a time', () => {
    expect(truncateToFormat(moment, 'YYYY-MM-DD')).toBe(new Date(2024, 4, 17).getTime());
    expect(truncateToFormat(moment, 'YYYY-MM-DD HH:mm')).toBe(new Date(2024, 4, 17, 13, 45).getTime());
    expect(truncateToFormat(moment, 'YYYY-MM-DD HH:mm:ss')).toBe(new Date(2024, 4, 17, 13, 45, 27).getTime());
  });

  it('keeps early years as they are', () => {
    const early = new Date(2000, 6, 9);
    early.setFullYear(45);
    const expected = new Date(2000, 0, 1);
    expected.setFullYear(45);
    expect(truncateToFormat(early.getTime(), 'YYYY')).toBe(expected.getTime());
  });
});

describe('ends in order', () => {
  it('finds a start after the end, for numbers and for times', () => {
    expect(outOfOrder([3, 2])).toBe(true);
    expect(outOfOrder([2, 2])).toBe(false);
    expect(outOfOrder(['10:00:00', '09:59:59'])).toBe(true);
    expect(outOfOrder([null, 2])).toBe(false);
    expect(outOfOrder([])).toBe(false);
  });

  it('checks only the range widgets', () => {
    expect(conditionIssues(compileForm([{ id: 'n', widget: 'numInput', field: 'n' }]), { n: [3, 2] })).toEqual([]);
  });

  it('tells each problem in zh, zhtw and en', () => {
    for (const key of ['widget.dateRange.order', 'widget.timeRange.order', 'widget.timeRange.outOfBounds', 'widget.numRange.order']) {
      for (const language of languages) expect(shellTexts[key]?.[language], `${key} ${language}`).toBeTruthy();
    }
  });
});
