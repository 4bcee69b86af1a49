// Cuts an expression's text into tokens (numbers, strings, field references,
// operators, parentheses, commas) and holds the limits hostile input meets first.
import { ExpressionError, expressionLimits } from './errors';

export type TokenKind = 'number' | 'string' | 'name' | 'reference' | 'operator' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** As written for names; operators in their one spelling (× → *, ÷ → /, = → ==, <> → !=, && → and, …). */
  text: string;
  /** A number's value, a string's text after escapes, a reference's path. */
  value?: number | string | string[];
  position: number;
}

/** Every spelling of every operator, the longer before its prefixes (`<=` before `<`). */
const operatorSpellings: readonly (readonly [written: string, operator: string])[] = [
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
  ['×', '*'],
  ['/', '/'],
  ['÷', '/'],
  ['!', 'not'],
];

const wordOperators = new Set(['and', 'or', 'not']);

const nameStart = /[A-Za-z_$\u4e00-\u9fa5]/;
const namePart = /[A-Za-z0-9_$\u4e00-\u9fa5]/;
const space = /\s/;
const digit = /[0-9]/;
// 12, 3.5, 12., .5, 1e3, 2.5E-3
const numberPattern = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;

/** A reference's path: segments split on dots, each trimmed and none empty. */
function pathOf(text: string, position: number): string[] {
  const path = text.split('.').map((segment) => segment.trim());
  if (path.some((segment) => segment === '')) throw new ExpressionError(`The field reference {${text}} has an empty part`, position);
  return path;
}

export function tokenize(source: string): Token[] {
  if (source.length > expressionLimits.length) {
    throw new ExpressionError(`The expression is longer than ${expressionLimits.length} characters`, expressionLimits.length);
  }
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const start = i;
    if (space.test(char)) {
      i += 1;
    } else if (digit.test(char) || (char === '.' && digit.test(source[i + 1] ?? ''))) {
      numberPattern.lastIndex = i;
      const written = numberPattern.exec(source)![0];
      tokens.push({ kind: 'number', text: written, value: Number(written), position: start });
      i += written.length;
    } else if (char === "'" || char === '"') {
      let text = '';
      i += 1;
      while (i < source.length && source[i] !== char) {
        // A backslash escapes the quote and itself; before anything else it stays as written.
        if (source[i] === '\\' && (source[i + 1] === char || source[i + 1] === '\\')) i += 1;
        text += source[i];
        i += 1;
      }
      if (i >= source.length) throw new ExpressionError(`The text starting with ${char} has no closing ${char}`, start);
      i += 1;
      tokens.push({ kind: 'string', text, value: text, position: start });
    } else if (char === '{') {
      const end = source.indexOf('}', i + 1);
      if (end < 0) throw new ExpressionError('The field reference starting with { has no closing }', start);
      const text = source.slice(i + 1, end);
      tokens.push({ kind: 'reference', text, value: pathOf(text, start), position: start });
      i = end + 1;
    } else if (nameStart.test(char)) {
      // A dotted name reads as one path: items.price.
      while (i < source.length && (namePart.test(source[i]) || (source[i] === '.' && nameStart.test(source[i + 1] ?? '')))) i += 1;
      const text = source.slice(start, i);
      const lower = text.toLowerCase();
      if (wordOperators.has(lower)) tokens.push({ kind: 'operator', text: lower, position: start });
      else tokens.push({ kind: 'name', text, value: text.split('.'), position: start });
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, position: start });
      i += 1;
    } else {
      const spelling = operatorSpellings.find(([written]) => source.startsWith(written, i));
      if (!spelling) throw new ExpressionError(`Unexpected character "${char}"`, start);
      tokens.push({ kind: 'operator', text: spelling[1], position: start });
      i += spelling[0].length;
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}
