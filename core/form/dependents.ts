// Which sub-table columns depend on which: a column whose options come from a
// call that names another column of the row (`{category}`, a data interface's
// parameter read from a column) depends on it, so
// when that cell changes the dependent cell is cleared and its options reload
// (spec 03 §4). Cleared means [] for widgets holding several values, else null.
import { optionSourceReads } from '../widgets/interfacePicks';
import type { OptionSource } from '../schema/types';
import type { CompiledField } from './compile';

/** The columns each column's change clears, by the changed column's name. */
export function dependentColumns(columns: readonly CompiledField[]): Map<string, CompiledField[]> {
  const names = new Set(columns.map((column) => column.path));
  const dependents = new Map<string, CompiledField[]>();
  for (const column of columns) {
    for (const name of optionSourceReads(column.props.options as OptionSource | undefined)) {
      if (!names.has(name) || name === column.path) continue;
      dependents.set(name, [...(dependents.get(name) ?? []), column]);
    }
  }
  return dependents;
}

/** What a cleared cell holds: an empty list for widgets that hold several values, else null. */
export function clearedValue(column: CompiledField): unknown {
  const type = column.valueSchema.type;
  return type === 'array' || (Array.isArray(type) && type.includes('array')) ? [] : null;
}
