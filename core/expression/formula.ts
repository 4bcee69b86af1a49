// The designer's token formula (spec 01 §5.1): fields and numbers joined by
// operators, valid only when operands and operators alternate with operands at both ends.

export const formulaOperators: readonly string[] = ['+', '-', '×', '÷', '*', '/'];

const isOperator = (token: string) => formulaOperators.includes(token);

/** An operand is any token that is not an operator; even places hold operands, odd places operators. */
export function isValidFormula(tokens: readonly string[]): boolean {
  if (tokens.length % 2 === 0) return false;
  return tokens.every((token, place) => (place % 2 === 0) !== isOperator(token));
}
