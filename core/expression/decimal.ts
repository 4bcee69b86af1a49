// Arithmetic without binary drift for the decimals people type: 0.1 + 0.2 is 0.3.
// Both operands are scaled to integers by their decimal places (from JavaScript's
// shortest spelling of each), computed exactly, and divided back once, which
// IEEE rounds to the number nearest the true decimal result. Where a scaled
// operand would pass 10^15 the plain floating-point result stands.

const exactLimit = 1e15;

/** Decimal places of a number as JavaScript spells it: 0.25 → 2, 1.5e-7 → 8, 1e21 → 0. */
function placesOf(value: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** The operands as integers over a common power of ten, or undefined when that would not be exact. */
function scaled(a: number, b: number, places: number): [number, number] | undefined {
  if (places > 15) return undefined;
  const scale = 10 ** places;
  const [x, y] = [a * scale, b * scale];
  if (Math.abs(x) >= exactLimit || Math.abs(y) >= exactLimit) return undefined;
  return [Math.round(x), Math.round(y)];
}

const finiteOr = (value: number, fallback: number) => (Number.isFinite(value) ? value : fallback);

export function add(a: number, b: number): number {
  const places = Math.max(placesOf(a), placesOf(b));
  const ints = places > 0 ? scaled(a, b, places) : undefined;
  return ints ? (ints[0] + ints[1]) / 10 ** places : a + b;
}

export const subtract = (a: number, b: number): number => add(a, -b);

export function multiply(a: number, b: number): number {
  const [pa, pb] = [placesOf(a), placesOf(b)];
  if (pa + pb === 0) return a * b;
  const x = scaled(a, 0, pa);
  const y = scaled(b, 0, pb);
  if (!x || !y) return a * b;
  const product = x[0] * y[0];
  // 10^22 is the largest power of ten a double holds exactly.
  if (Number.isSafeInteger(product) && pa + pb <= 22) return product / 10 ** (pa + pb);
  // Otherwise the integer product is exact as a BigInt, and reading its decimal text rounds once.
  return Number(`${BigInt(x[0]) * BigInt(y[0])}e-${pa + pb}`);
}

/** a ÷ b; a quotient by zero is 0, as every failed value is (spec: NaN counts 0). */
export function divide(a: number, b: number): number {
  if (b === 0) return 0;
  const places = Math.max(placesOf(a), placesOf(b));
  const ints = places > 0 ? scaled(a, b, places) : undefined;
  return finiteOr(ints ? ints[0] / ints[1] : a / b, 0);
}
