// One parser and evaluator for calculated fields and `when` conditions, run by
// the browser and the server alike; never eval or new Function.
import { ExpressionError } from './lexer';
import { parseExpression, type Expr } from './parser';
import { evaluate, toNumber, truthy, type Scope } from './evaluate';

export { ExpressionError, parseExpression, evaluate, toNumber, type Expr, type Scope };

/** The field paths an expression reads, once each, in order (what a form subscribes to). */
export function referencedPaths(expr: Expr): string[][] {
  const seen = new Map<string, string[]>();
  const stack: Expr[] = [expr];
  const order: Expr[] = [];
  // Walk without recursion, keeping source order: left before right, arguments in order.
  while (stack.length) {
    const node = stack.pop()!;
    order.push(node);
    if (node.kind === 'unary') stack.push(node.operand);
    else if (node.kind === 'binary') stack.push(node.right, node.left);
    else if (node.kind === 'call') stack.push(...[...node.args].reverse());
  }
  for (const node of order) if (node.kind === 'ref' && !seen.has(node.path.join('.'))) seen.set(node.path.join('.'), node.path);
  return [...seen.values()];
}

/** A calculated value: a number, with anything that is not one (NaN, ±Infinity, text) counting 0. */
export function calculate(expr: Expr, scope: Scope): number {
  try {
    const value = toNumber(evaluate(expr, scope));
    return Number.isFinite(value) ? value : 0;
  } catch {
    return 0;
  }
}

/** Whether a condition holds; an evaluation that fails does not. */
export function holds(expr: Expr, scope: Scope): boolean {
  try {
    return truthy(evaluate(expr, scope));
  } catch {
    return false;
  }
}

/**
 * A scope over plain form values: sub-tables are arrays of row objects under their
 * field name. With `row`, a reference `table.column` of that table reads the row's cell.
 */
export function scopeOf(values: Record<string, unknown>, row?: { table: string; values: Record<string, unknown> }): Scope {
  return {
    value: (path) => {
      if (row && path.length === 2 && path[0] === row.table) return row.values[path[1]];
      if (row && path.length === 1 && !(path[0] in values) && path[0] in row.values) return row.values[path[0]];
      return path.length === 1 ? values[path[0]] : undefined;
    },
    column: (path) => {
      if (path.length !== 2) return undefined;
      const rows = values[path[0]];
      return Array.isArray(rows) ? rows.map((r) => (typeof r === 'object' && r !== null ? (r as Record<string, unknown>)[path[1]] : undefined)) : undefined;
    },
  };
}

/** Spec 01 §5.1: a token formula is valid only when operands and operators alternate, with operands at both ends. */
export function isValidFormula(tokens: readonly string[]): boolean {
  const operators = new Set(['+', '-', '×', '÷', '*', '/']);
  if (tokens.length === 0 || tokens.length % 2 === 0) return false;
  return tokens.every((token, i) => (i % 2 === 0 ? !operators.has(token) && token.trim() !== '' : operators.has(token)));
}
