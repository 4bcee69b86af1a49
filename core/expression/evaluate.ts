// Evaluates a parsed expression over a scope of field values: arithmetic where
// anything that is not a number counts 0, comparisons, and/or/not, and
// aggregates over sub-table columns. Deterministic; the same on both sides.
import type { Expr } from './parser';

export interface Scope {
  /** The value of a field path (['price'], or ['items', 'price'] for the current row's cell). */
  value(path: readonly string[]): unknown;
  /** Every value of a sub-table column (['items', 'price']); undefined when the path is no column. */
  column(path: readonly string[]): readonly unknown[] | undefined;
}

/** Numbers as they are; numeric text (thousands commas allowed); booleans 1/0; anything else 0. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    if (!text) return 0;
    const number = Number(text);
    return Number.isFinite(number) ? number : 0;
  }
  return 0;
}

const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value.trim().replace(/,/g, ''))));
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

// Twelve significant digits keep 0.1 + 0.2 at 0.3 without changing real results.
const tidy = (value: number) => (Number.isFinite(value) ? Number.parseFloat(value.toPrecision(12)) : value);

function equal(left: unknown, right: unknown): boolean {
  if (isEmpty(left) || isEmpty(right)) return isEmpty(left) && isEmpty(right);
  if (isNumeric(left) && isNumeric(right)) return toNumber(left) === toNumber(right);
  return String(left) === String(right);
}

function compare(left: unknown, right: unknown): number {
  if (isNumeric(left) && isNumeric(right)) return toNumber(left) - toNumber(right);
  const a = String(left ?? '');
  const b = String(right ?? '');
  return a < b ? -1 : a > b ? 1 : 0;
}

export const truthy = (value: unknown): boolean => {
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value !== '' && value !== '0';
  return Boolean(value);
};

function valuesOf(argument: Expr, scope: Scope): unknown[] {
  if (argument.kind === 'ref') {
    const column = scope.column(argument.path);
    if (column) return [...column];
  }
  return [evaluate(argument, scope)];
}

export function evaluate(expr: Expr, scope: Scope): unknown {
  switch (expr.kind) {
    case 'number':
    case 'string':
    case 'literal':
      return expr.value;
    case 'ref':
      return scope.value(expr.path);
    case 'unary': {
      const operand = evaluate(expr.operand, scope);
      if (expr.op === 'not') return !truthy(operand);
      return expr.op === '-' ? -toNumber(operand) : toNumber(operand);
    }
    case 'call': {
      const values = expr.args.flatMap((argument) => valuesOf(argument, scope));
      if (expr.fn === 'count') return values.length;
      const numbers = values.map(toNumber);
      if (numbers.length === 0) return 0;
      if (expr.fn === 'sum') return tidy(numbers.reduce((a, b) => a + b, 0));
      if (expr.fn === 'avg') return tidy(numbers.reduce((a, b) => a + b, 0) / numbers.length);
      return expr.fn === 'min' ? Math.min(...numbers) : Math.max(...numbers);
    }
    case 'binary': {
      if (expr.op === 'and') return truthy(evaluate(expr.left, scope)) && truthy(evaluate(expr.right, scope));
      if (expr.op === 'or') return truthy(evaluate(expr.left, scope)) || truthy(evaluate(expr.right, scope));
      const left = evaluate(expr.left, scope);
      const right = evaluate(expr.right, scope);
      switch (expr.op) {
        case '+':
          return tidy(toNumber(left) + toNumber(right));
        case '-':
          return tidy(toNumber(left) - toNumber(right));
        case '*':
          return tidy(toNumber(left) * toNumber(right));
        case '/':
          return tidy(toNumber(left) / toNumber(right));
        case '==':
          return equal(left, right);
        case '!=':
          return !equal(left, right);
        case '<':
          return compare(left, right) < 0;
        case '<=':
          return compare(left, right) <= 0;
        case '>':
          return compare(left, right) > 0;
        case '>=':
          return compare(left, right) >= 0;
      }
    }
  }
}
