// The order calculations are worked out in, on both sides: each after every
// calculation it reads, whatever the order of the tree; and the calculations
// that read themselves, directly or through others, which no order can satisfy.
import type { CompiledField } from './compile';

/** One calculation: a form field, or a sub-table column worked out in each row of `table`. */
export interface CalculationStep {
  field: CompiledField;
  table?: CompiledField;
}

export interface CalculationCycle {
  step: CalculationStep;
  /** The calculations the step reads itself through, ending with itself. */
  through: CompiledField[];
}

/** A calculation's name in messages: `total`, or `lines.amount` for a column. */
export const stepName = (step: CalculationStep) => (step.table ? `${step.table.path}.${step.field.path}` : step.field.path);

/** The way from a calculation back to itself through what it reads, or undefined when it does not read itself. */
function cycleThrough(start: CompiledField, reads: ReadonlyMap<CompiledField, readonly CompiledField[]>): CompiledField[] | undefined {
  const cameFrom = new Map<CompiledField, CompiledField | null>();
  const queue: CompiledField[] = [];
  for (const next of reads.get(start) ?? []) {
    if (!cameFrom.has(next)) cameFrom.set(next, null);
    queue.push(next);
  }
  // Breadth first, so the cycle named is a shortest one.
  for (let at = 0; at < queue.length; at += 1) {
    const current = queue[at];
    if (current === start) {
      const path: CompiledField[] = [];
      for (let step: CompiledField | null | undefined = current; step; step = cameFrom.get(step)) path.unshift(step);
      return path;
    }
    for (const next of reads.get(current) ?? []) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, current);
      queue.push(next);
    }
  }
  return undefined;
}

/**
 * The steps ordered so that each comes after the calculations it reads; where
 * nothing forces an order, the steps keep the order given. Steps in a cycle are
 * listed in `cycles`, every one of them.
 */
export function orderCalculations(steps: readonly CalculationStep[], reads: ReadonlyMap<CompiledField, readonly CompiledField[]>) {
  const stepOf = new Map(steps.map((step) => [step.field, step]));
  const cycles: CalculationCycle[] = [];
  for (const step of steps) {
    const through = cycleThrough(step.field, reads);
    if (through) cycles.push({ step, through });
  }
  const order: CalculationStep[] = [];
  const placed = new Set<CompiledField>();
  // Depth first without recursion: a step is placed once everything it reads is.
  for (const step of steps) {
    if (placed.has(step.field)) continue;
    const entered = new Set([step.field]);
    const stack = [{ field: step.field, next: 0 }];
    while (stack.length) {
      const top = stack[stack.length - 1];
      const read = reads.get(top.field) ?? [];
      if (top.next < read.length) {
        const dependency = read[top.next];
        top.next += 1;
        if (!placed.has(dependency) && !entered.has(dependency) && stepOf.has(dependency)) {
          entered.add(dependency);
          stack.push({ field: dependency, next: 0 });
        }
        continue;
      }
      stack.pop();
      placed.add(top.field);
      order.push(stepOf.get(top.field)!);
    }
  }
  return { order, cycles };
}
