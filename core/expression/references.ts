// The field paths an expression reads, so a form can subscribe to just those
// fields and recompute a calculation or condition when one of them changes.
import type { Expr } from './syntax';

/** Field paths an expression reads (deduplicated, in order of appearance); an aggregated column appears as its column path. */
export function referencedPaths(expr: Expr): string[][] {
  const found = new Map<string, string[]>();
  // A stack rather than recursion; children pushed right to left come off in source order.
  const stack: Expr[] = [expr];
  while (stack.length > 0) {
    const node = stack.pop()!;
    switch (node.kind) {
      case 'reference': {
        const key = JSON.stringify(node.path);
        if (!found.has(key)) found.set(key, [...node.path]);
        break;
      }
      case 'unary':
        stack.push(node.operand);
        break;
      case 'arithmetic':
      case 'comparison':
      case 'logical':
        stack.push(node.right, node.left);
        break;
      case 'aggregate':
        for (let i = node.args.length - 1; i >= 0; i -= 1) stack.push(node.args[i]);
        break;
    }
  }
  return [...found.values()];
}
