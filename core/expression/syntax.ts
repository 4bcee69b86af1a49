// The shape of a parsed expression: a tree of literals, field references,
// operators and aggregate calls, which the evaluator and the reference list walk.

export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '==' | '!=' | '<' | '<=' | '>' | '>=';
export type LogicalOperator = 'and' | 'or';
export type UnaryOperator = '-' | '+' | 'not';

/** The functions an expression may call; each aggregates the list of its arguments' values. */
export type Aggregate = 'sum' | 'avg' | 'min' | 'max' | 'count';
export const aggregates: readonly Aggregate[] = ['sum', 'avg', 'min', 'max', 'count'];

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'literal'; value: boolean | null }
  | { kind: 'reference'; path: string[] }
  | { kind: 'unary'; operator: UnaryOperator; operand: Expr }
  | { kind: 'arithmetic'; operator: ArithmeticOperator; left: Expr; right: Expr }
  | { kind: 'comparison'; operator: ComparisonOperator; left: Expr; right: Expr }
  | { kind: 'logical'; operator: LogicalOperator; left: Expr; right: Expr }
  | { kind: 'aggregate'; name: Aggregate; args: Expr[] };
