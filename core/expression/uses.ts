// How an expression reads each field it names: as one value, or as the list an
// aggregate takes (sum(items.price) reads a whole column, which a bare
// items.price outside a row of items never does).
import type { Expr } from './syntax';

export interface ReferenceUse {
  path: string[];
  /** Read as an argument of sum, avg, min, max or count. */
  aggregated: boolean;
}

/** Every reference of the expression with how it is read, in source order (one entry per path and way of reading). */
export function referenceUses(expr: Expr): ReferenceUse[] {
  const found = new Map<string, ReferenceUse>();
  // A stack rather than recursion, as in referencedPaths; children pushed right to left come off in source order.
  const stack: { expr: Expr; aggregated: boolean }[] = [{ expr, aggregated: false }];
  while (stack.length > 0) {
    const { expr: node, aggregated } = stack.pop()!;
    switch (node.kind) {
      case 'reference': {
        const key = JSON.stringify([node.path, aggregated]);
        if (!found.has(key)) found.set(key, { path: [...node.path], aggregated });
        break;
      }
      case 'unary':
        stack.push({ expr: node.operand, aggregated: false });
        break;
      case 'arithmetic':
      case 'comparison':
      case 'logical':
        stack.push({ expr: node.right, aggregated: false }, { expr: node.left, aggregated: false });
        break;
      case 'aggregate':
        // Only a direct argument is listed as a column; sum(items.qty * 2) reads one value.
        for (let i = node.args.length - 1; i >= 0; i -= 1) stack.push({ expr: node.args[i], aggregated: node.args[i].kind === 'reference' });
        break;
    }
  }
  return [...found.values()];
}
