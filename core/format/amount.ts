// Amounts as forms show them: rounding without binary drift, thousands groups,
// and the Chinese capital amount (人民币大写) of the calculate widget.

/**
 * A number as its decimal digits. Rounding works on these digits, the way the number
 * is written (1.005 is "1.005", not 1.00499999999999989…), so nothing drifts.
 */
interface DecimalDigits {
  negative: boolean;
  /** Integer digits without leading zeros; '' for zero. */
  whole: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const groupedPattern = /^[+-]?\d{1,3}(?:,\d{3})+(?:\.\d*)?$/;
// No amount needs more; a longer exponent in text would only build a huge string.
const maxExponent = 400;

/** The digits of a number or of numeric text (thousands commas allowed); undefined for anything else. */
function digitsOf(value: number | string): DecimalDigits | undefined {
  let text = typeof value === 'number' ? String(value) : value.trim();
  if (groupedPattern.test(text)) text = text.replace(/,/g, '');
  const match = decimalPattern.exec(text);
  if (!match || !/\d/.test(`${match[2]}${match[3] ?? ''}`)) return undefined;
  const [, sign, whole, fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > maxExponent) return undefined;
  // Move the decimal point by the exponent.
  const all = whole + fraction;
  const point = whole.length + exponent;
  const padded = point <= 0 ? '0'.repeat(1 - point) + all : all.padEnd(point, '0');
  const at = Math.max(point, 1);
  return {
    negative: sign === '-',
    whole: padded.slice(0, at).replace(/^0+/, ''),
    fraction: padded.slice(at).replace(/0+$/, ''),
  };
}

/** Adds one to a string of digits: '199' → '200', '99' → '100'. */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - 1 - i);
}

/** Rounds half away from zero to `places` fraction digits. */
function roundDigits(number: DecimalDigits, places: number): DecimalDigits {
  if (number.fraction.length <= places) return number;
  const kept = number.whole + number.fraction.slice(0, places);
  const rounded = number.fraction[places] >= '5' ? increment(kept) : kept;
  const at = rounded.length - places;
  return { negative: number.negative, whole: rounded.slice(0, at).replace(/^0+/, ''), fraction: rounded.slice(at).replace(/0+$/, '') };
}

const isZero = (number: DecimalDigits) => number.whole === '' && number.fraction === '';

/** Decimal places as asked: a whole number from 0 to 10 (anything else is brought into that range). */
const placesOf = (precision: number) => (Number.isFinite(precision) ? Math.min(10, Math.max(0, Math.trunc(precision))) : 0);

/** Rounds half away from zero to `precision` decimals (0–10), without binary drift (1.005 → 1.01). NaN and ±Infinity give 0. */
export function roundTo(value: number, precision: number): number {
  const number = Number.isFinite(value) ? digitsOf(value) : undefined;
  if (!number) return 0;
  const rounded = roundDigits(number, placesOf(precision));
  if (isZero(rounded)) return 0;
  return Number(`${rounded.negative ? '-' : ''}${rounded.whole || '0'}.${rounded.fraction || '0'}`);
}

/** The digits written out with `places` decimals, thousands groups when asked; the sign only when not zero. */
function written(number: DecimalDigits, places: number, thousands: boolean): string {
  const rounded = roundDigits(number, places);
  const whole = rounded.whole || '0';
  const grouped = thousands ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole;
  const fraction = places > 0 ? `.${rounded.fraction.padEnd(places, '0')}` : '';
  return `${rounded.negative && !isZero(rounded) ? '-' : ''}${grouped}${fraction}`;
}

const zero: DecimalDigits = { negative: false, whole: '', fraction: '' };

/** `1234567.891` with precision 2 → '1,234,567.89'; negative numbers keep the sign; precision pads zeros ('1,000.00'). */
export function formatThousands(value: number, precision: number): string {
  return written((Number.isFinite(value) && digitsOf(value)) || zero, placesOf(precision), true);
}

/** A number as a number widget shows it: at its precision (or as it is), thousands groups when asked; '' for no number. */
export function formatDecimal(value: unknown, props: { precision?: unknown; thousands?: unknown }): string {
  const number = typeof value === 'number' || typeof value === 'string' ? digitsOf(value) : undefined;
  if (!number) return '';
  const places = typeof props.precision === 'number' ? placesOf(props.precision) : number.fraction.length;
  return written(number, places, props.thousands === true);
}

export const amountOverflow = '数字较大溢出';

const capitalDigits = '零壹贰叁肆伍陆柒捌玖';
/** Within a section of four digits: ones, tens, hundreds, thousands. */
const placeNames = ['', '拾', '佰', '仟'];
/** The name of each section of four digits, from the ones; the fourth is 万 of 亿 (万亿), 兆 is not used. */
const sectionNames = ['', '万', '亿', '万'];
const maxWholeDigits = 15;

/**
 * The integer part in capitals: each digit with its place, a section's name after a
 * section that is not all zeros (亿 also after an empty one below 万亿), and one 零
 * for a run of zeros followed by a digit — never for zeros that end a section or the
 * number, but for an empty section between digits (壹亿零壹仟, 叁万亿零壹仟…).
 */
function capitalWhole(whole: string): string {
  let text = '';
  let zeros = false;
  for (let i = 0; i < whole.length; i += 1) {
    const place = whole.length - 1 - i;
    const digit = Number(whole[i]);
    if (digit === 0) {
      zeros = text !== '';
    } else {
      text += `${zeros ? '零' : ''}${capitalDigits[digit]}${placeNames[place % 4]}`;
      zeros = false;
    }
    const section = place / 4;
    if (place > 0 && place % 4 === 0) {
      // Zeros ending a section say nothing; an empty section before more digits is one 零.
      const sectionDigits = whole.slice(Math.max(0, i - 3), i + 1);
      if (/[1-9]/.test(sectionDigits)) {
        text += sectionNames[section];
        zeros = false;
      } else if (section === 2 && text !== '') {
        text += sectionNames[section];
      }
    }
  }
  return text;
}

/**
 * Chinese capital amount (人民币大写): 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 0 → 零元整,
 * 100 → 壹佰元整, 10.05 → 壹拾元零伍分, 1000000001 → 壹拾亿零壹元整; negatives start with 负.
 * Rounded to fen first (half away from zero). The convention for fractions, as most
 * invoicing software writes them: 整 only after 元 (1.5 → 壹元伍角, not 壹元伍角整); a zero
 * jiao before fen is 零 after yuan (1.05 → 壹元零伍分); without yuan no 零元 is written
 * (0.5 → 伍角, 0.05 → 伍分). More than 15 integer digits, or text that is no number,
 * gives the overflow marker.
 */
export function chineseAmount(value: number | string): string {
  const number = typeof value === 'number' && !Number.isFinite(value) ? undefined : digitsOf(value);
  if (!number) return amountOverflow;
  const { negative, whole, fraction } = roundDigits(number, 2);
  if (whole.length > maxWholeDigits) return amountOverflow;
  const [jiao, fen] = [Number(fraction[0] ?? 0), Number(fraction[1] ?? 0)];
  if (whole === '' && jiao === 0 && fen === 0) return '零元整';
  const sign = negative ? '负' : '';
  const yuan = whole === '' ? '' : `${capitalWhole(whole)}元`;
  if (jiao === 0 && fen === 0) return `${sign}${yuan}整`;
  const jiaoText = jiao > 0 ? `${capitalDigits[jiao]}角` : yuan ? '零' : '';
  const fenText = fen > 0 ? `${capitalDigits[fen]}分` : '';
  return `${sign}${yuan}${jiaoText}${fenText}`;
}
