// Whether an action shows or is enabled for a row or the page: every condition must hold.
import type { Condition } from '@core/schema/types';

function valueAt(values: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), values);
}

export function meets(conditions: Condition[] | undefined, values: Record<string, unknown>): boolean {
  return (conditions ?? []).every(({ field, op, value }) => {
    const actual = valueAt(values, field);
    const list = Array.isArray(value) ? value.map(String) : [String(value)];
    const isIn = actual !== undefined && actual !== null && list.includes(String(actual));
    if (op === 'equal' || op === 'in') return isIn;
    return !isIn;
  });
}
