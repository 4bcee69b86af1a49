// Decimal arithmetic for amounts (decimal.js): exact for the decimals people
// type (0.1 + 0.2 is 0.3) and for amounts of any length, with one configured
// constructor so nothing else's Decimal settings leak in. Expressions compute in
// Decimal and turn into a number only when a result is stored or shown.
import DecimalJs from 'decimal.js';

/** 40 significant digits: more than any amount column holds, so quotients round only once, when stored. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

export const isDecimal = (value: unknown): value is Decimal => DecimalJs.isDecimal(value);

/** A Decimal from a finite number or numeric text (already checked by the caller); anything else is 0. */
export function decimalOf(value: number | string | Decimal): Decimal {
  try {
    const decimal = new Decimal(value);
    return decimal.isFinite() ? decimal : new Decimal(0);
  } catch {
    return new Decimal(0);
  }
}

/** a ÷ b; a quotient by zero is 0, as every failed value is (spec: NaN counts 0). */
export const divideDecimals = (a: Decimal, b: Decimal): Decimal => (b.isZero() ? new Decimal(0) : a.div(b));

/** Rounded half away from zero to `places` decimals. */
export const roundDecimal = (value: Decimal, places: number): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);
