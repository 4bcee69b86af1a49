// Renames the fields an expression reads by its tokens, never by searching the
// text: `amount` renamed leaves `amountTotal`, a quoted 'amount' and a call
// sum(…) as they are. Everything but the rewritten references stays as written.
import { tokenize, type Token } from './lexer';

const plainName = /^[A-Za-z_$\u4e00-\u9fa5][A-Za-z0-9_$\u4e00-\u9fa5]*$/;
/** Words the parser reads as operators or constants, so a field of that name is written in braces. */
const reservedWords = new Set(['and', 'or', 'not', 'true', 'false', 'null']);

const isConstant = (token: Token) => reservedWords.has(token.text.toLowerCase());

/** A path as a bare name where every part is one (`items.price`), else in braces (`{unit-price}`). */
function written(path: readonly string[], braced: boolean): string {
  const bare = !braced && path.every((segment) => plainName.test(segment) && !reservedWords.has(segment.toLowerCase()));
  return bare ? path.join('.') : `{${path.join('.')}}`;
}

/** Where a reference token ends in the source. */
function endOf(source: string, token: Token): number {
  return token.kind === 'reference' ? source.indexOf('}', token.position) + 1 : token.position + token.text.length;
}

/**
 * The source with each field reference the function maps to a new path written
 * with that path; a reference it maps to undefined stays as written. The function
 * sees every reference, in source order. Throws ExpressionError where the source does not tokenize.
 */
export function rewriteReferences(source: string, rewrite: (path: readonly string[]) => readonly string[] | undefined): string {
  const tokens = tokenize(source);
  let result = '';
  let copiedTo = 0;
  tokens.forEach((token, index) => {
    // A name before "(" is a function, and true/false/null are constants: neither reads a field.
    const isReference = token.kind === 'reference' || (token.kind === 'name' && tokens[index + 1]?.kind !== '(' && !isConstant(token));
    if (!isReference) return;
    const next = rewrite(token.value as string[]);
    if (!next) return;
    result += source.slice(copiedTo, token.position) + written(next, token.kind === 'reference');
    copiedTo = endOf(source, token);
  });
  return result + source.slice(copiedTo);
}

/**
 * The source with every reference to `from` reading `to` instead; a reference
 * under `from` follows it (renaming the sub-table `items` renames `items.qty`).
 */
export function renameReference(source: string, from: readonly string[], to: readonly string[]): string {
  return rewriteReferences(source, (path) =>
    path.length >= from.length && from.every((segment, index) => path[index] === segment) ? [...to, ...path.slice(from.length)] : undefined,
  );
}
