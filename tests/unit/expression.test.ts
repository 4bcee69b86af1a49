// The expression language of calculated fields and `when` conditions: what it
// reads, how it binds, how it counts bad values, and how it refuses hostile input.
import { describe, expect, it } from 'vitest';
import { calculate, evaluate, ExpressionError, expressionLimits, holds, isValidFormula, parseExpression, referencedPaths, scopeOf, type RowOf, type Scope } from '@core/expression';

type Values = Record<string, unknown>;

const calc = (source: string, values: Values = {}, row?: RowOf) => calculate(parseExpression(source), scopeOf(values, row));
const valueOf = (source: string, values: Values = {}) => evaluate(parseExpression(source), scopeOf(values));
const when = (source: string, values: Values = {}) => holds(parseExpression(source), scopeOf(values));

/** The error a source fails with (the test fails if it parses). */
function failure(source: string): ExpressionError {
  try {
    parseExpression(source);
  } catch (error) {
    if (error instanceof ExpressionError) return error;
    throw error;
  }
  throw new Error(`"${source.slice(0, 40)}" parsed`);
}

describe('numbers and arithmetic', () => {
  it.each([
    ['12', 12],
    ['3.5', 3.5],
    ['.5', 0.5],
    ['1e3', 1000],
    ['2.5E-3', 0.0025],
  ])('reads the number %s', (source, expected) => {
    expect(calc(source)).toBe(expected);
  });

  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['24 / 4 / 2', 3],
    ['2 * 3 / 4', 1.5],
    ['2 × 3 ÷ 4', 1.5],
    ['8 ÷ (1 + 1) × 3', 12],
    ['((2))', 2],
  ])('binds * / tighter than + - and runs left to right: %s = %s', (source, expected) => {
    expect(calc(source)).toBe(expected);
  });

  it.each([
    ['-2*3', -6],
    ['2*-3', -6],
    ['--2', 2],
    ['- -2', 2],
    ['-(2 + 3)', -5],
    ['+4 - +1', 3],
    ['-2 - -2', 0],
  ])('applies unary minus and plus before anything else: %s = %s', (source, expected) => {
    expect(calc(source)).toBe(expected);
  });

  it.each([
    ['0.1 + 0.2', 0.3],
    ['0.3 - 0.1', 0.2],
    ['1.1 * 1.1', 1.21],
    ['0.3 / 0.1', 3],
    ['19.9 * 100', 1990],
    ['1.005 * 1000', 1005],
    ['0.1+0.1+0.1+0.1+0.1+0.1+0.1+0.1+0.1+0.1', 1],
    ['61355.447525 * 1496.705738', 91831050.3682254],
  ])('adds, subtracts, multiplies and divides decimals without binary drift: %s = %s', (source, expected) => {
    expect(calc(source)).toBe(expected);
  });

  it('reads numeric text as its number: spaces, thousands commas, a sign', () => {
    expect(calc('price * qty', { price: ' 12.5 ', qty: '2' })).toBe(25);
    expect(calc('a + 1', { a: '1,234.5' })).toBe(1235.5);
    expect(calc('a + b', { a: '-3', b: '+1e2' })).toBe(97);
    expect(calc('a + b', { a: true, b: false })).toBe(1);
  });

  it.each([
    ['empty text', ''],
    ['null', null],
    ['nothing', undefined],
    ['text', 'twelve'],
    ['badly grouped digits', '1,2'],
    ['hexadecimal', '0x10'],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['a list', [1, 2]],
    ['an object', { value: 3 }],
  ])('counts %s as 0', (_, bad) => {
    expect(calc('a + 5', { a: bad })).toBe(5);
    expect(calc('a * 5', { a: bad })).toBe(0);
  });

  it('counts a missing field as 0 in arithmetic', () => {
    expect(calc('missing + 1')).toBe(1);
    expect(valueOf('missing')).toBeUndefined();
  });

  it('makes a division by zero 0, and lets the rest of the sum stand', () => {
    expect(calc('1 / 0')).toBe(0);
    expect(calc('5 + 1 / 0')).toBe(5);
    expect(calc('total / count', { total: 10 })).toBe(0);
  });

  it('calculates 0 for a result that is no number, and never -0', () => {
    expect(calc("'abc'")).toBe(0);
    expect(calc('1e999')).toBe(0);
    expect(Object.is(calc('-0'), 0)).toBe(true);
    expect(Object.is(calc('0 * -1'), 0)).toBe(true);
  });

  it('agrees with a reference computation on random integer arithmetic', () => {
    let seed = 20261122;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    type Tree = number | { op: '+' | '-' | '*'; left: Tree; right: Tree };
    const grow = (depth: number): Tree => (depth === 0 || random(3) === 0 ? random(21) - 10 : { op: (['+', '-', '*'] as const)[random(3)], left: grow(depth - 1), right: grow(depth - 1) });
    const binding = { '+': 1, '-': 1, '*': 2 };
    // Parentheses only where precedence and left-to-right reading need them.
    const write = (tree: Tree, outer: number, isRight: boolean): string => {
      if (typeof tree === 'number') return tree < 0 ? `(${tree})` : String(tree);
      const inner = binding[tree.op];
      const text = `${write(tree.left, inner, false)} ${tree.op === '*' && random(2) ? '×' : tree.op} ${write(tree.right, inner, true)}`;
      return inner < outer || (inner === outer && isRight) ? `(${text})` : text;
    };
    const reference = (tree: Tree): number => {
      if (typeof tree === 'number') return tree;
      const [a, b] = [reference(tree.left), reference(tree.right)];
      return tree.op === '+' ? a + b : tree.op === '-' ? a - b : a * b;
    };
    for (let i = 0; i < 500; i += 1) {
      const tree = grow(5);
      const source = write(tree, 0, false);
      expect(calc(source), source).toBe(reference(tree) || 0);
    }
  });
});

describe('comparisons and logic', () => {
  it.each([
    ["status == 'done'", { status: 'done' }, true],
    ["status = 'done'", { status: 'open' }, false],
    ["status != 'done'", { status: 'open' }, true],
    ["status <> 'done'", { status: 'done' }, false],
    ['urgent == 1', { urgent: 1 }, true],
    ['urgent == 1', { urgent: '1' }, true],
    ['amount == 1000', { amount: '1,000' }, true],
    ['amount == 1000', { amount: '1000.00' }, true],
    ['urgent == 1', { urgent: true }, true],
    ['urgent == true', { urgent: true }, true],
  ])('%s with %o is %s', (source, values, expected) => {
    expect(valueOf(source, values)).toBe(expected);
  });

  it('compares as numbers when both sides are numeric, else as text', () => {
    expect(valueOf("'10' > '9'")).toBe(true);
    expect(valueOf("'b' > 'a'")).toBe(true);
    expect(valueOf("'abc' < 'abd'")).toBe(true);
    expect(valueOf("'10' < 'x9'")).toBe(true);
    expect(valueOf('2 >= 2 and 2 <= 2 and 1 < 2 and 3 > 2')).toBe(true);
    expect(valueOf("'1e3' == 1000")).toBe(true);
    expect(valueOf("0 == ''")).toBe(false);
  });

  it('takes null, a missing field and empty text as equal', () => {
    expect(valueOf('missing == null')).toBe(true);
    expect(valueOf("missing == ''")).toBe(true);
    expect(valueOf("note == ''", { note: null })).toBe(true);
    expect(valueOf('note != null', { note: 'x' })).toBe(true);
  });

  it('binds arithmetic tighter than comparison, comparison tighter than and, and than or', () => {
    expect(valueOf('1 + 1 == 2 and 3 > 2')).toBe(true);
    expect(parseExpression('a or b and c')).toEqual(parseExpression('a or (b and c)'));
    expect(parseExpression('a == 1 or b == 2 and c == 3')).toEqual(parseExpression('(a == 1) or ((b == 2) and (c == 3))'));
    expect(valueOf('1 or 0 and 0')).toBe(true);
  });

  it('binds not looser than a comparison and tighter than and: not x == y is not (x == y)', () => {
    expect(parseExpression("not x == 'a'")).toEqual(parseExpression("not (x == 'a')"));
    expect(valueOf("not x == 'a'", { x: 'b' })).toBe(true);
    expect(valueOf("not x == 'a' and y", { x: 'b', y: 0 })).toBe(false);
    expect(parseExpression('not a and b')).toEqual(parseExpression('(not a) and b'));
    expect(valueOf("-x == -2", { x: 2 })).toBe(true);
    expect(valueOf('!a && !b', { a: 0, b: '' })).toBe(true);
  });

  it('reads keywords and constants in any case', () => {
    expect(valueOf('TRUE And Not FALSE')).toBe(true);
    expect(valueOf('false OR x == NULL')).toBe(true);
    expect(valueOf('1 == 1 || 1 == 2 && 1 == 3')).toBe(true);
  });

  it('short-circuits and/or and returns booleans', () => {
    const read: string[] = [];
    const scope: Scope = { value: (path) => (read.push(path.join('.')), path[0] === 'yes' ? 2 : 0), column: () => undefined };
    expect(evaluate(parseExpression('no and later'), scope)).toBe(false);
    expect(evaluate(parseExpression('yes or later'), scope)).toBe(true);
    expect(read).toEqual(['no', 'yes']);
    expect(valueOf('2 and 3')).toBe(true);
    expect(valueOf("0 or ''")).toBe(false);
  });

  it('holds a condition on its truthiness: 0, "0", empty text, empty lists and null do not hold', () => {
    expect(when('urgent', { urgent: 1 })).toBe(true);
    for (const falsy of [0, '0', '', [], null, undefined, false]) expect(when('x', { x: falsy })).toBe(false);
    for (const truthy of ['no', [0], 2, '0.5', true]) expect(when('x', { x: truthy })).toBe(true);
  });

  it('holds no condition whose evaluation fails, and calculates 0 for it', () => {
    const broken: Scope = {
      value: () => {
        throw new Error('gone');
      },
      column: () => undefined,
    };
    expect(holds(parseExpression('a == 1'), broken)).toBe(false);
    expect(calculate(parseExpression('a + 1'), broken)).toBe(0);
  });
});

describe('text and references', () => {
  it.each([
    ["'abc'", 'abc'],
    ['"abc"', 'abc'],
    ["'it\\'s'", "it's"],
    ['"say \\"hi\\""', 'say "hi"'],
    ["'back\\\\slash'", 'back\\slash'],
    ["'C:\\dir'", 'C:\\dir'],
    ['"it\'s"', "it's"],
    ["''", ''],
  ])('reads the text %s as %s', (source, expected) => {
    expect(valueOf(source)).toBe(expected);
  });

  it('reads field names with dots as paths, and CJK names', () => {
    expect(parseExpression('items.price')).toEqual({ kind: 'reference', path: ['items', 'price'] });
    expect(parseExpression('$a_1')).toEqual({ kind: 'reference', path: ['$a_1'] });
    expect(calc('单价 * 数量', { 单价: 3, 数量: 4 })).toBe(12);
  });

  it('reads any name in braces, split on dots', () => {
    expect(calc('{unit-price} * 2', { 'unit-price': 3 })).toBe(6);
    expect(parseExpression('{tableField107.price}')).toEqual({ kind: 'reference', path: ['tableField107', 'price'] });
    expect(parseExpression('{ net amount }')).toEqual({ kind: 'reference', path: ['net amount'] });
    expect(valueOf("{a b} == 'x'", { 'a b': 'x' })).toBe(true);
  });

  it("reads only a form's own fields, never what objects inherit", () => {
    expect(valueOf('constructor')).toBeUndefined();
    expect(valueOf('{__proto__}')).toBeUndefined();
    expect(valueOf('toString.length')).toBeUndefined();
  });

  it('lists the paths an expression reads, once each, in order', () => {
    expect(referencedPaths(parseExpression('price * qty + sum(items.price) - price'))).toEqual([['price'], ['qty'], ['items', 'price']]);
    expect(referencedPaths(parseExpression("not done and {unit-price} > max(a, b, 3) or status == 'x'"))).toEqual([['done'], ['unit-price'], ['a'], ['b'], ['status']]);
    expect(referencedPaths(parseExpression("1 + 2 == 3 and 'a' != null"))).toEqual([]);
  });
});

describe('sub-tables', () => {
  const values = {
    discount: 0.5,
    items: [
      { price: 2, qty: 3 },
      { price: '1.5', qty: 2 },
      { price: 'n/a', qty: 1 },
    ],
  };

  it.each([
    ['sum(items.price)', 3.5],
    ['avg(items.qty)', 2],
    ['count(items.price)', 3],
    ['min(items.price)', 0],
    ['max(items.price)', 2],
    ['SUM(items.qty) * discount', 3],
    ['sum(items.price, 10)', 13.5],
    ['max(discount, 3, items.qty)', 3],
    ['count(items)', 3],
  ])('aggregates every row: %s = %s', (source, expected) => {
    expect(calc(source, values)).toBe(expected);
  });

  it('adds the rows of a column without binary drift', () => {
    expect(calc('sum(items.price)', { items: Array.from({ length: 10 }, () => ({ price: 0.1 })) })).toBe(1);
  });

  it('aggregates an empty or missing sub-table to 0', () => {
    for (const name of ['sum', 'avg', 'min', 'max', 'count']) {
      expect(calc(`${name}(items.price)`, { items: [] })).toBe(0);
      expect(calc(`${name}(other.price)`)).toBe(0);
    }
  });

  it('aggregates a list of values: max(a, b, 3)', () => {
    expect(calc('max(a, b, 3)', { a: 7, b: '9' })).toBe(9);
    expect(calc('min(a, b, 3)', { a: 7, b: '9' })).toBe(3);
    expect(calc('avg(1, 2, 3, 4)')).toBe(2.5);
    expect(calc('sum(1 + 1, a * 2)', { a: 2 })).toBe(6);
  });

  it('reads a bare column outside a row as nothing, which counts 0', () => {
    expect(valueOf('items.price', values)).toBeUndefined();
    expect(calc('items.price * 2', values)).toBe(0);
  });

  it("reads a row's cells inside that row, and still every row in an aggregate", () => {
    const row: RowOf = { table: 'items', values: values.items[1] };
    expect(calc('items.price * items.qty', values, row)).toBe(3);
    expect(calc('price * qty', values, row)).toBe(3);
    expect(calc('items.price / sum(items.price)', values, row)).toBe(calc('1.5 / 3.5'));
    expect(calc('items.qty * discount', values, row)).toBe(1);
    expect(calc('other.qty', values, row)).toBe(0);
  });
});

describe('errors', () => {
  it.each([
    ['1 +', 3],
    ['(1', 2],
    ['foo(1)', 0],
    ['1 2', 2],
    ["'unterminated", 0],
    ['price * (qty', 12],
    ['1 # 2', 2],
    ['{open', 0],
    ['{a..b}', 0],
    ['sum()', 4],
    ['sum(1', 5],
    ['1)', 1],
    ['* 2', 0],
    ['', 0],
  ])('refuses %j at character offset %i', (source, position) => {
    const error = failure(source);
    expect(error).toBeInstanceOf(ExpressionError);
    expect(error.position).toBe(position);
    expect(error.message).toContain(`(at character ${position + 1})`);
  });

  it('names what is wrong in a way an admin can act on', () => {
    expect(failure('foo(1)').reason).toBe('Unknown function "foo" (use sum, avg, min, max, count)');
    expect(failure("'unterminated").reason).toBe("The text starting with ' has no closing '");
    expect(failure('(1').reason).toBe('Expected ")" to close the "(" at character 1, found the end of the expression');
    expect(failure('1 2').reason).toBe('Expected an operator before "2"');
    expect(failure('(1))').reason).toBe('This ")" closes no "("');
  });
});

describe('limits against hostile expressions', () => {
  it(`refuses more than ${expressionLimits.length} characters`, () => {
    const longest = `${'1+'.repeat(999)}1 `;
    expect(longest).toHaveLength(2_000);
    expect(calc(longest)).toBe(1000);
    expect(failure(`${longest}+`).position).toBe(2_000);
  });

  it(`refuses nesting deeper than ${expressionLimits.depth}, whether parentheses, unary operators or calls`, () => {
    const parens = (n: number) => `${'('.repeat(n)}1${')'.repeat(n)}`;
    expect(calc(parens(64))).toBe(1);
    expect(failure(parens(65)).position).toBe(64);
    expect(calc(`${'-'.repeat(64)}1`)).toBe(1);
    expect(failure(`${'-'.repeat(1_999)}1`).position).toBe(64);
    expect(failure(`${'not '.repeat(300)}1`).reason).toMatch(/nests deeper than 64/);
    expect(failure(`${'sum('.repeat(65)}1${')'.repeat(65)}`).reason).toMatch(/nests deeper than 64/);
  });

  it('refuses 10,000 nested parentheses quickly with an ExpressionError, not a stack overflow', () => {
    const started = performance.now();
    for (const source of [`${'('.repeat(10_000)}1${')'.repeat(10_000)}`, `${'('.repeat(999)}1${')'.repeat(999)}`]) {
      expect(() => parseExpression(source)).toThrow(ExpressionError);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('the token formula of the designer', () => {
  it.each([
    [['price', '×', 'qty'], true],
    [['1'], true],
    [['a', '÷', 'b', '-', '3', '+', 'c', '*', '2', '/', '4'], true],
    [[], false],
    [['+', '1'], false],
    [['1', '+'], false],
    [['1', '2'], false],
    [['1', '+', '-', '2'], false],
  ])('%j is valid: %s (operands and operators alternate, operands at both ends)', (tokens, valid) => {
    expect(isValidFormula(tokens)).toBe(valid);
  });
});
