// Calculations between JNPF and Kiln. JNPF keeps a formula as a list of tokens:
// operators, parentheses and single digits as text, fields as {__vModel__, label}
// — a sub-table column as 'table.column', which is the row's cell inside that
// sub-table and the column's sum outside it. Kiln writes the same as text:
// `table.column` inside the row, `sum(table.column)` outside.
import { parseExpression } from '../../expression';
import { tokenize, type Token } from '../../expression/lexer';
import { objOf, textOf } from './raw';

export interface CalcNames {
  /** A form field's Kiln name by its JNPF name. */
  field(vModel: string): string | undefined;
  /** A sub-table's and its column's Kiln names by their JNPF names. */
  column(tableVModel: string, columnVModel: string): { table: string; column: string } | undefined;
}

const operators: Readonly<Record<string, string>> = { '×': '*', '÷': '/', '+': '+', '-': '-', '*': '*', '/': '/', '(': '(', ')': ')' };

/** A JNPF formula as a Kiln expression; `table` is the JNPF name of the sub-table the calculation sits in. */
export function readCalculation(tokens: unknown, table: string | undefined, names: CalcNames): { expression: string } | { problem: string } {
  if (typeof tokens === 'string') return checked(tokens);
  if (!Array.isArray(tokens)) return { expression: '' };
  const parts: string[] = [];
  let number = '';
  const flush = () => {
    if (number) parts.push(number);
    number = '';
  };
  for (const token of tokens) {
    if (typeof token === 'string' || typeof token === 'number') {
      const text = String(token).trim();
      if (/^[0-9.]+$/.test(text)) {
        number += text;
        continue;
      }
      flush();
      const operator = operators[text];
      if (!operator) return { problem: `its formula holds ${JSON.stringify(text)}, which Kiln's expressions do not read` };
      parts.push(operator);
      continue;
    }
    flush();
    const vModel = textOf(objOf(token).__vModel__) ?? '';
    const dot = vModel.indexOf('.');
    if (dot < 0) {
      const field = names.field(vModel);
      if (!field) return { problem: `its formula reads ${vModel || 'a field'}, which the form does not have` };
      parts.push(field);
      continue;
    }
    const tableVModel = vModel.slice(0, dot);
    const column = names.column(tableVModel, vModel.slice(dot + 1));
    if (!column) return { problem: `its formula reads ${vModel}, which the form does not have` };
    parts.push(table === tableVModel ? `${column.table}.${column.column}` : `sum(${column.table}.${column.column})`);
  }
  flush();
  return checked(parts.join(' '));
}

function checked(expression: string): { expression: string } | { problem: string } {
  if (!expression.trim()) return { expression: '' };
  try {
    parseExpression(expression);
    return { expression };
  } catch (error) {
    return { problem: `its formula ${expression} does not read as an expression (${(error as Error).message})` };
  }
}

/** A JNPF field token of a Kiln reference, with the label JNPF shows for it. */
function fieldToken(path: string[], labels: ReadonlyMap<string, string>) {
  const vModel = path.join('.');
  return { __vModel__: vModel, label: labels.get(vModel) ?? vModel };
}

function pathOf(token: Token): string[] | undefined {
  if (token.kind === 'reference' && Array.isArray(token.value)) return token.value;
  if (token.kind === 'name' && !['true', 'false', 'null'].includes(token.text.toLowerCase())) return token.text.split('.');
  return undefined;
}

/**
 * A Kiln expression as JNPF's tokens, as far as JNPF's formulas reach (arithmetic
 * over fields and numbers; `sum(table.column)` as the column outside its table).
 */
export function writeCalculation(expression: string, labels: ReadonlyMap<string, string>): unknown[] {
  let tokens: Token[];
  try {
    tokens = tokenize(expression).filter((token) => token.kind !== 'end');
  } catch {
    return [];
  }
  const written: unknown[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i];
    const path = pathOf(token);
    const inner = tokens[i + 2] ? pathOf(tokens[i + 2]) : undefined;
    if (token.kind === 'name' && token.text === 'sum' && tokens[i + 1]?.kind === '(' && inner && tokens[i + 3]?.kind === ')') {
      written.push(fieldToken(inner, labels));
      i += 3;
    } else if (path) written.push(fieldToken(path, labels));
    else if (token.kind === 'number') written.push(...token.text.split(''));
    else if (token.kind === 'operator') written.push(token.text === '*' ? '×' : token.text === '/' ? '÷' : token.text);
    else written.push(token.text);
  }
  return written;
}
