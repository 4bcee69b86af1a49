// A recursive-descent parser over the tokens, with a depth limit so hostile
// input cannot overflow the stack. Precedence, loosest first:
// or < and < not < comparison < + - < * / < unary - + < atoms.
import { ExpressionError, tokenize, type Token } from './lexer';

export type Aggregate = 'sum' | 'avg' | 'min' | 'max' | 'count';
export const aggregates: readonly Aggregate[] = ['sum', 'avg', 'min', 'max', 'count'];

export type Expr =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'literal'; value: boolean | null }
  | { kind: 'ref'; path: string[] }
  | { kind: 'unary'; op: '-' | '+' | 'not'; operand: Expr }
  | { kind: 'binary'; op: '+' | '-' | '*' | '/' | '==' | '!=' | '<' | '<=' | '>' | '>=' | 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'call'; fn: Aggregate; args: Expr[] };

export const maxDepth = 64;

export function parseExpression(source: string): Expr {
  const tokens = tokenize(source);
  let index = 0;
  let depth = 0;
  const peek = (): Token => tokens[index];
  const take = (): Token => tokens[index++];
  const isOp = (...ops: string[]) => peek().kind === 'op' && ops.includes(peek().text);
  const enter = () => {
    depth += 1;
    if (depth > maxDepth) throw new ExpressionError(`nested deeper than ${maxDepth}`, peek().position);
  };
  const expect = (kind: Token['kind'], what: string) => {
    const token = take();
    if (token.kind !== kind) throw new ExpressionError(`expected ${what}`, token.position);
    return token;
  };

  const binaryLevel = (ops: string[], next: () => Expr) => (): Expr => {
    let left = next();
    while (isOp(...ops)) {
      const op = take().text as Extract<Expr, { kind: 'binary' }>['op'];
      left = { kind: 'binary', op, left, right: next() };
    }
    return left;
  };

  const primary = (): Expr => {
    const token = peek();
    if (token.kind === 'number' || token.kind === 'string' || token.kind === 'ref') {
      take();
      if (token.kind === 'number') return { kind: 'number', value: token.value as number };
      if (token.kind === 'string') return { kind: 'string', value: token.value as string };
      return { kind: 'ref', path: token.text.split('.').map((part) => part.trim()) };
    }
    if (token.kind === '(') {
      take();
      enter();
      const inner = or();
      depth -= 1;
      expect(')', '")"');
      return inner;
    }
    if (token.kind === 'name') {
      take();
      const lower = token.text.toLowerCase();
      if (peek().kind === '(') {
        if (!(aggregates as readonly string[]).includes(lower)) throw new ExpressionError(`unknown function ${token.text}`, token.position);
        take();
        enter();
        const args: Expr[] = [];
        if (peek().kind !== ')') {
          args.push(or());
          while (peek().kind === ',') {
            take();
            args.push(or());
          }
        }
        depth -= 1;
        expect(')', '")"');
        return { kind: 'call', fn: lower as Aggregate, args };
      }
      if (lower === 'true' || lower === 'false') return { kind: 'literal', value: lower === 'true' };
      if (lower === 'null') return { kind: 'literal', value: null };
      return { kind: 'ref', path: token.text.split('.') };
    }
    throw new ExpressionError(token.kind === 'end' ? 'unexpected end' : `unexpected "${token.text}"`, token.position);
  };

  const unary = (): Expr => {
    if (isOp('-', '+')) {
      const op = take().text as '-' | '+';
      enter();
      const operand = unary();
      depth -= 1;
      return { kind: 'unary', op, operand };
    }
    return primary();
  };
  const product = binaryLevel(['*', '/'], unary);
  const sum = binaryLevel(['+', '-'], product);
  const comparison = binaryLevel(['==', '!=', '<', '<=', '>', '>='], sum);
  const negation = (): Expr => {
    if (isOp('not')) {
      take();
      enter();
      const operand = negation();
      depth -= 1;
      return { kind: 'unary', op: 'not', operand };
    }
    return comparison();
  };
  const and = binaryLevel(['and'], negation);
  const or = binaryLevel(['or'], and);

  const expression = or();
  if (peek().kind !== 'end') throw new ExpressionError(`unexpected "${peek().text}"`, peek().position);
  return expression;
}
