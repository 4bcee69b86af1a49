// Amounts as forms show them: rounding without binary drift, thousands groups,
// and the Chinese capital amount (人民币大写) of the calculate widget.

/** Rounds half away from zero to `precision` decimals (0–10): 1.005 → 1.01. */
export function roundTo(value: number, precision: number): number {
  if (!Number.isFinite(value)) return 0;
  const places = Math.min(10, Math.max(0, Math.trunc(precision)));
  // Exponent notation shifts the decimal point exactly, where multiplying by 10^n would drift.
  const shifted = Number(`${Math.abs(value)}e${places}`);
  const rounded = Number(`${Math.round(shifted)}e-${places}`);
  return Math.sign(value) * rounded;
}

/** 1234567.891 at precision 2 → '1,234,567.89'; precision pads zeros ('1,000.00'). */
export function formatThousands(value: number, precision: number): string {
  const fixed = roundTo(value, precision).toFixed(Math.min(10, Math.max(0, Math.trunc(precision))));
  const [whole, fraction] = fixed.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fixed.startsWith('-') && Number(fixed) !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** A number as a number widget shows it: its precision, thousands groups when asked. */
export function formatDecimal(value: unknown, props: { precision?: unknown; thousands?: unknown }): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  const precision = typeof props.precision === 'number' ? props.precision : undefined;
  if (props.thousands === true) return formatThousands(number, precision ?? decimalsOf(number));
  return precision === undefined ? String(number) : roundTo(number, precision).toFixed(precision);
}

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

export const amountOverflow = '数字较大溢出';
const digits = '零壹贰叁肆伍陆柒捌玖';
const units = ['', '拾', '佰', '仟'];
// The fourth section is 万 of 亿 (万亿): its 亿 comes from the third, written even when that one is empty.
const sections = ['', '万', '亿', '万'];
const maxIntegerDigits = 15;

/** Four digits (with their 拾佰仟) of one section; zeros inside become one 零. */
function sectionText(section: string): string {
  let text = '';
  let zero = false;
  for (let i = 0; i < section.length; i += 1) {
    const digit = Number(section[i]);
    const unit = units[section.length - 1 - i];
    if (digit === 0) {
      zero = true;
      continue;
    }
    if (zero && text) text += '零';
    zero = false;
    text += digits[digit] + unit;
  }
  return text;
}

/**
 * The Chinese capital amount, e.g. 1234.56 → 壹仟贰佰叁拾肆元伍角陆分, 0 → 零元整,
 * 10.05 → 壹拾元零伍分, 0.05 → 伍分, 100000 → 壹拾万元整; negatives start with 负.
 * Rounded to fen. More than 15 integer digits, or text that is not a number,
 * gives 数字较大溢出 (spec 01 §8).
 */
export function chineseAmount(input: number | string): string {
  const value = typeof input === 'number' ? input : Number(String(input).replace(/,/g, '').trim());
  if (typeof input === 'string' && (input.trim() === '' || !Number.isFinite(value))) return amountOverflow;
  if (!Number.isFinite(value)) return amountOverflow;
  const fen = Math.round(Math.abs(roundTo(value, 2)) * 100);
  const integer = Math.floor(fen / 100).toString();
  if (integer.length > maxIntegerDigits) return amountOverflow;
  const jiao = Math.floor(fen / 10) % 10;
  const fenDigit = fen % 10;

  let whole = '';
  // Sections of four digits from the right: 元, 万, 亿, 万亿.
  const groups: string[] = [];
  for (let end = integer.length; end > 0; end -= 4) groups.unshift(integer.slice(Math.max(0, end - 4), end));
  let pendingZero = false;
  groups.forEach((group, index) => {
    const section = sectionText(group);
    const sectionIndex = groups.length - 1 - index;
    if (!section) {
      if (sectionIndex === 2 && whole) whole += '亿';
      pendingZero = whole !== '';
      return;
    }
    // A zero between sections: the lower one starts below its thousands, or a whole section was empty.
    if (whole && (pendingZero || group.length === 4 && group[0] === '0')) whole += '零';
    pendingZero = false;
    whole += section + sections[sectionIndex];
  });

  const sign = value < 0 && fen > 0 ? '负' : '';
  if (!whole && !jiao && !fenDigit) return '零元整';
  let text = whole ? `${whole}元` : '';
  if (!jiao && !fenDigit) return `${sign}${text}整`;
  if (jiao) text += `${digits[jiao]}角`;
  else if (whole) text += '零';
  if (fenDigit) text += `${digits[fenDigit]}分`;
  return sign + text;
}
