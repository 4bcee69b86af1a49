// Turns an expression's text into tokens: numbers, strings, references,
// operators, parentheses, commas and keywords. Never evaluates anything.
export type TokenKind = 'number' | 'string' | 'name' | 'ref' | 'op' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** The operator or name as written (operators normalised: × → *, ÷ → /, = → ==, <> → !=, && → and, …). */
  text: string;
  value?: number | string;
  position: number;
}

export class ExpressionError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(`${message} (at ${position})`);
  }
}

export const maxSourceLength = 2_000;

const operators: [string, string][] = [
  ['==', '=='],
  ['!=', '!='],
  ['<>', '!='],
  ['<=', '<='],
  ['>=', '>='],
  ['&&', 'and'],
  ['||', 'or'],
  ['=', '=='],
  ['<', '<'],
  ['>', '>'],
  ['+', '+'],
  ['-', '-'],
  ['*', '*'],
  ['/', '/'],
  ['×', '*'],
  ['÷', '/'],
  ['!', 'not'],
];

const isNameStart = (c: string) => /[A-Za-z_$\u4e00-\u9fa5]/.test(c);
const isNamePart = (c: string) => /[A-Za-z0-9_$\u4e00-\u9fa5]/.test(c);

export function tokenize(source: string): Token[] {
  if (source.length > maxSourceLength) throw new ExpressionError(`expression longer than ${maxSourceLength} characters`, maxSourceLength);
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const start = i;
    if (/[0-9.]/.test(c)) {
      const match = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(i));
      if (!match) throw new ExpressionError(`unexpected "${c}"`, i);
      tokens.push({ kind: 'number', text: match[0], value: Number(match[0]), position: start });
      i += match[0].length;
      continue;
    }
    if (c === "'" || c === '"') {
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== c) {
        if (source[i] === '\\' && i + 1 < source.length) i += 1;
        text += source[i];
        i += 1;
      }
      if (i >= source.length) throw new ExpressionError('unterminated string', start);
      i += 1;
      tokens.push({ kind: 'string', text, value: text, position: start });
      continue;
    }
    if (c === '{') {
      const end = source.indexOf('}', i + 1);
      if (end < 0) throw new ExpressionError('unterminated {reference}', start);
      const name = source.slice(i + 1, end).trim();
      if (!name) throw new ExpressionError('empty {reference}', start);
      tokens.push({ kind: 'ref', text: name, position: start });
      i = end + 1;
      continue;
    }
    if (isNameStart(c)) {
      let name = '';
      // Dotted names read as one path: items.price.
      while (i < source.length && (isNamePart(source[i]) || (source[i] === '.' && i + 1 < source.length && isNameStart(source[i + 1])))) {
        name += source[i];
        i += 1;
      }
      const lower = name.toLowerCase();
      if (lower === 'and' || lower === 'or' || lower === 'not') tokens.push({ kind: 'op', text: lower, position: start });
      else tokens.push({ kind: 'name', text: name, position: start });
      continue;
    }
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, position: start });
      i += 1;
      continue;
    }
    const operator = operators.find(([written]) => source.startsWith(written, i));
    if (!operator) throw new ExpressionError(`unexpected "${c}"`, i);
    tokens.push({ kind: 'op', text: operator[1], position: start });
    i += operator[0].length;
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
