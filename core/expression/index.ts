// One parser and evaluator for calculated fields and `when` conditions, run by
// the browser and the server alike; it never uses eval or new Function.
import { truthy, toDecimal, toNumber } from './coercion';
import { roundDecimal } from './decimal';
import { evaluate, type Scope } from './evaluate';
import type { Expr } from './syntax';

export { ExpressionError, expressionLimits } from './errors';
export type { Aggregate, ArithmeticOperator, ComparisonOperator, Expr, LogicalOperator, UnaryOperator } from './syntax';
export { parseExpression } from './parser';
export { evaluate, type Scope } from './evaluate';
export { compare, equals, toDecimal, toNumber, truthy } from './coercion';
export { Decimal, roundDecimal } from './decimal';
export { referencedPaths } from './references';
export { referenceUses, type ReferenceUse } from './uses';
export { renameReference, rewriteReferences } from './rename';
export { scopeOf, type RowOf } from './scope';
export { formulaOperators, isValidFormula } from './formula';

/** A calculated value: always a finite number; NaN, ±Infinity, text and failures count 0. */
export function calculate(expr: Expr, scope: Scope): number {
  try {
    return toNumber(evaluate(expr, scope)) || 0;
  } catch {
    return 0;
  }
}

/**
 * A calculated value rounded (half away from zero) to `places` decimals in
 * Decimal, so a long amount is exact up to the rounding, then as a number.
 */
export function calculateRounded(expr: Expr, scope: Scope, places: number): number {
  try {
    const value = roundDecimal(toDecimal(evaluate(expr, scope)), Math.min(10, Math.max(0, Math.trunc(places) || 0))).toNumber();
    return Number.isFinite(value) && value !== 0 ? value : 0;
  } catch {
    return 0;
  }
}

/** Whether a condition holds; a condition whose evaluation fails does not. */
export function holds(expr: Expr, scope: Scope): boolean {
  try {
    return truthy(evaluate(expr, scope));
  } catch {
    return false;
  }
}
