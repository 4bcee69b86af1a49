// What a bad expression throws, and the limits that keep a hostile one (the
// server evaluates what an admin wrote) from hanging or overflowing the stack.

export const expressionLimits = {
  /** Characters in one expression. */
  length: 2_000,
  /** Parentheses, unary operators and function calls inside one another. */
  depth: 64,
} as const;

/** A parse error; `position` is the 0-based character offset, the message counts from 1 for people. */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';

  constructor(
    /** What is wrong, without the position. */
    readonly reason: string,
    readonly position: number,
  ) {
    super(`${reason} (at character ${position + 1})`);
  }
}
