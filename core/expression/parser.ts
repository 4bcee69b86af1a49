// Reads an expression's tokens into a tree by recursive descent. Binding, loosest
// first: or < and < not < comparison < + - < * / < sign (- +) < literals, references,
// calls and parentheses. Nesting is counted so hostile input fails before the stack does.
import { ExpressionError, expressionLimits } from './errors';
import { tokenize, type Token } from './lexer';
import { aggregates, type Aggregate, type ArithmeticOperator, type ComparisonOperator, type Expr, type UnaryOperator } from './syntax';

const comparisonOperators: readonly string[] = ['==', '!=', '<', '<=', '>', '>='];
const constants = new Map<string, boolean | null>([
  ['true', true],
  ['false', false],
  ['null', null],
]);

const isAggregate = (name: string): name is Aggregate => (aggregates as readonly string[]).includes(name);

const spelled = (token: Token) => {
  if (token.kind === 'end') return 'the end of the expression';
  if (token.kind === 'string') return 'a text';
  return `"${token.text}"`;
};

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parse(): Expr {
    const expr = this.or();
    const rest = this.peek();
    if (rest.kind === ')') throw new ExpressionError('This ")" closes no "("', rest.position);
    if (rest.kind !== 'end') throw new ExpressionError(`Expected an operator before ${spelled(rest)}`, rest.position);
    return expr;
  }

  private peek(): Token {
    return this.tokens[this.index];
  }

  private take(): Token {
    return this.tokens[this.index++];
  }

  private atOperator(operators: readonly string[]): boolean {
    const token = this.peek();
    return token.kind === 'operator' && operators.includes(token.text);
  }

  /** Runs one level deeper, refusing what nests past the limit. */
  private nested<T>(at: Token, read: () => T): T {
    if (this.depth >= expressionLimits.depth) throw new ExpressionError(`The expression nests deeper than ${expressionLimits.depth} levels`, at.position);
    this.depth += 1;
    const result = read();
    this.depth -= 1;
    return result;
  }

  private closing(opening: Token): void {
    const token = this.take();
    if (token.kind !== ')') throw new ExpressionError(`Expected ")" to close the "(" at character ${opening.position + 1}, found ${spelled(token)}`, token.position);
  }

  private or(): Expr {
    let left = this.and();
    while (this.atOperator(['or'])) {
      this.take();
      left = { kind: 'logical', operator: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): Expr {
    let left = this.negation();
    while (this.atOperator(['and'])) {
      this.take();
      left = { kind: 'logical', operator: 'and', left, right: this.negation() };
    }
    return left;
  }

  /** `not` reads a whole comparison, so `not status == 'done'` means what it says. */
  private negation(): Expr {
    if (!this.atOperator(['not'])) return this.comparison();
    const token = this.take();
    return { kind: 'unary', operator: 'not', operand: this.nested(token, () => this.negation()) };
  }

  private comparison(): Expr {
    let left = this.sum();
    while (this.atOperator(comparisonOperators)) {
      const operator = this.take().text as ComparisonOperator;
      left = { kind: 'comparison', operator, left, right: this.sum() };
    }
    return left;
  }

  private sum(): Expr {
    let left = this.product();
    while (this.atOperator(['+', '-'])) {
      const operator = this.take().text as ArithmeticOperator;
      left = { kind: 'arithmetic', operator, left, right: this.product() };
    }
    return left;
  }

  private product(): Expr {
    let left = this.unary();
    while (this.atOperator(['*', '/'])) {
      const operator = this.take().text as ArithmeticOperator;
      left = { kind: 'arithmetic', operator, left, right: this.unary() };
    }
    return left;
  }

  private unary(): Expr {
    if (!this.atOperator(['-', '+'])) return this.primary();
    const token = this.take();
    return { kind: 'unary', operator: token.text as UnaryOperator, operand: this.nested(token, () => this.unary()) };
  }

  private primary(): Expr {
    const token = this.take();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: token.value as number };
      case 'string':
        return { kind: 'string', value: token.value as string };
      case 'reference':
        return { kind: 'reference', path: token.value as string[] };
      case '(': {
        const inner = this.nested(token, () => this.or());
        this.closing(token);
        return inner;
      }
      case 'name':
        return this.peek().kind === '(' ? this.call(token) : this.nameOrConstant(token);
      default:
        throw new ExpressionError(token.kind === 'end' ? 'The expression ends where a value was expected' : `Expected a value, found ${spelled(token)}`, token.position);
    }
  }

  private nameOrConstant(token: Token): Expr {
    const constant = constants.get(token.text.toLowerCase());
    if (constant !== undefined) return { kind: 'literal', value: constant };
    return { kind: 'reference', path: token.value as string[] };
  }

  private call(nameToken: Token): Expr {
    const name = nameToken.text.toLowerCase();
    if (!isAggregate(name)) throw new ExpressionError(`Unknown function "${nameToken.text}" (use ${aggregates.join(', ')})`, nameToken.position);
    const opening = this.take();
    const args = this.nested(opening, () => {
      if (this.peek().kind === ')') throw new ExpressionError(`${name}() needs at least one value`, this.peek().position);
      const list = [this.or()];
      while (this.peek().kind === ',') {
        this.take();
        list.push(this.or());
      }
      return list;
    });
    this.closing(opening);
    return { kind: 'aggregate', name, args };
  }
}

/** The tree of an expression's text; throws ExpressionError with the offending position. */
export function parseExpression(source: string): Expr {
  return new Parser(tokenize(source)).parse();
}
