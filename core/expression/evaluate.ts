// Works out a parsed expression over a scope of field values: Decimal
// arithmetic (exact for amounts of any length) where what is not a number counts 0, comparisons, short-circuit
// and/or/not, and aggregates over sub-table columns. Deterministic on both sides.
import { equals, compare, toDecimal, truthy } from './coercion';
import { Decimal, divideDecimals } from './decimal';
import type { Aggregate, ArithmeticOperator, ComparisonOperator, Expr } from './syntax';

export interface Scope {
  /** The value of a field path, e.g. ['price'] or ['items', 'price']. Inside a sub-table row, a column path of that table resolves to the row's cell. */
  value(path: readonly string[]): unknown;
  /** All values of a sub-table column, e.g. ['items', 'price'] → the price of every row; undefined when the path is not a sub-table column. */
  column(path: readonly string[]): readonly unknown[] | undefined;
}

const arithmetic: Record<ArithmeticOperator, (a: Decimal, b: Decimal) => Decimal> = {
  '+': (a, b) => a.plus(b),
  '-': (a, b) => a.minus(b),
  '*': (a, b) => a.times(b),
  '/': divideDecimals,
};

const comparisons: Record<ComparisonOperator, (left: unknown, right: unknown) => boolean> = {
  '==': equals,
  '!=': (left, right) => !equals(left, right),
  '<': (left, right) => compare(left, right) < 0,
  '<=': (left, right) => compare(left, right) <= 0,
  '>': (left, right) => compare(left, right) > 0,
  '>=': (left, right) => compare(left, right) >= 0,
};

const zero = new Decimal(0);
const sum = (numbers: readonly Decimal[]) => numbers.reduce((total, number) => total.plus(number), zero);

// Written as loops rather than Decimal.min(...numbers): a spread of many rows can overflow the stack.
const aggregateOf: Record<Aggregate, (values: readonly unknown[]) => Decimal> = {
  count: (values) => new Decimal(values.length),
  sum: (values) => sum(values.map(toDecimal)),
  avg: (values) => (values.length === 0 ? zero : divideDecimals(sum(values.map(toDecimal)), new Decimal(values.length))),
  min: (values) => (values.length === 0 ? zero : values.map(toDecimal).reduce((a, b) => (b.lessThan(a) ? b : a))),
  max: (values) => (values.length === 0 ? zero : values.map(toDecimal).reduce((a, b) => (b.greaterThan(a) ? b : a))),
};

/** The values an aggregate's argument stands for: a column's cells, a list's items, the one value, or none for a missing field. */
function listed(argument: Expr, scope: Scope): readonly unknown[] {
  if (argument.kind === 'reference') {
    const column = scope.column(argument.path);
    if (column) return column;
  }
  const value = evaluate(argument, scope);
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** No NaN, Infinity or -0 comes out of arithmetic: a failed result counts 0. */
const settled = (value: Decimal) => (value.isFinite() && !value.isZero() ? value : zero);

export function evaluate(expr: Expr, scope: Scope): unknown {
  switch (expr.kind) {
    case 'number':
    case 'string':
    case 'literal':
      return expr.value;
    case 'reference':
      return scope.value(expr.path);
    case 'unary': {
      const operand = evaluate(expr.operand, scope);
      if (expr.operator === 'not') return !truthy(operand);
      return settled(expr.operator === '-' ? toDecimal(operand).neg() : toDecimal(operand));
    }
    case 'arithmetic':
      return settled(arithmetic[expr.operator](toDecimal(evaluate(expr.left, scope)), toDecimal(evaluate(expr.right, scope))));
    case 'comparison':
      return comparisons[expr.operator](evaluate(expr.left, scope), evaluate(expr.right, scope));
    case 'logical': {
      const left = truthy(evaluate(expr.left, scope));
      if (expr.operator === 'and' ? !left : left) return left;
      return truthy(evaluate(expr.right, scope));
    }
    case 'aggregate':
      return settled(aggregateOf[expr.name](expr.args.flatMap((argument) => listed(argument, scope))));
  }
}
