// A sub-table's rows: each row keeps its cells in an observable map, so editing
// one cell redraws that cell alone; the row list itself changes only when rows
// are added or removed.
import { action, makeObservable, observable, type ObservableMap } from 'mobx';
import { clearedValue, dependentColumns, type CompiledField, type FormValues } from '@core/form';

let nextRowKey = 0;

export class RowStore {
  readonly key = `row${(nextRowKey += 1)}`;
  readonly cells: ObservableMap<string, unknown>;
  /** Cell errors by column (message keys). */
  readonly errors = observable.map<string, string>();

  constructor(values: FormValues) {
    this.cells = observable.map(Object.entries(values), { deep: false });
  }

  get(column: string): unknown {
    return this.cells.get(column);
  }

  plain(): FormValues {
    return Object.fromEntries(this.cells.entries());
  }
}

export class TableStore {
  readonly rows = observable.array<RowStore>([], { deep: false });
  /** The columns a column's change clears (their options depend on it). */
  private readonly dependents: Map<string, CompiledField[]>;

  constructor(readonly field: CompiledField) {
    this.dependents = dependentColumns(field.columns ?? []);
    makeObservable(this, { setRows: action, addRow: action, removeRow: action, setCell: action });
  }

  /** A new row: the columns' defaults, then the values given. */
  blankRow(values: FormValues = {}): FormValues {
    const row: FormValues = {};
    for (const column of this.field.columns ?? []) if (column.default !== undefined) row[column.path] = structuredClone(column.default);
    return { ...row, ...values };
  }

  setRows(rows: FormValues[]): void {
    this.rows.replace(rows.map((row) => new RowStore(row)));
  }

  addRow(values: FormValues = {}): RowStore {
    const row = new RowStore(this.blankRow(values));
    this.rows.push(row);
    return row;
  }

  removeRow(key: string): void {
    const index = this.rows.findIndex((row) => row.key === key);
    if (index >= 0) this.rows.splice(index, 1);
  }

  /** Sets a cell; the cells whose options depend on it are cleared (their options reload from the new value). */
  setCell(row: RowStore, column: string, value: unknown): void {
    const changed = row.cells.get(column) !== value;
    row.cells.set(column, value);
    row.errors.delete(column);
    if (!changed) return;
    for (const dependent of this.dependents.get(column) ?? []) {
      row.cells.set(dependent.path, clearedValue(dependent));
      row.errors.delete(dependent.path);
    }
  }

  /** Every row as plain values (reads every cell: for saving and for form-level calculations). */
  plainRows(): FormValues[] {
    return this.rows.map((row) => row.plain());
  }

  /** One column's values across the rows (what sum(items.price) reads). */
  column(name: string): unknown[] {
    return this.rows.map((row) => row.get(name));
  }
}
