// A form's state with per-field subscription (MobX): a field re-renders when its
// own value, error or conditions change, and a widget that reads other fields
// (a calculation, a condition, dependent options) follows just those fields.
import { action, computed, makeObservable, observable, observe, reaction, runInAction, type IComputedValue } from 'mobx';
import { calculatedValue, conditionIssues, isEmptyValue, isRequired, isVisible, mergeIssues, prepareValues, tablesRead, type CompiledField, type CompiledForm, type FormValues } from '@core/form';
import { holds, type Scope } from '@core/expression';
import { messageKey } from '@core/i18n/text';
import type { FormNode } from '@core/form';
import { fieldIssues, type FieldIssue, type SchemaError } from '@core/validation';
import type { FormAccess } from '@widgets/contract';
import { TableStore, type RowStore } from './TableStore';

/** Checks values against the form's compiled schema (a build-time validator in the browser). */
export type SchemaValidator = (values: FormValues) => SchemaError[];

/** Calculations wait this long after the fields they read stop changing (spec 03 §4). */
export const calculationDelay = 100;

/** Runs the latest function given once `delay` ms pass without another (a debounce; MobX's own `delay` throttles instead). */
function debouncer(delay: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    later(run: () => void) {
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
    cancel: () => clearTimeout(timer),
  };
}

/** A field's or a cell's visible, required and read-only conditions. */
type CellConditions = { visible: IComputedValue<boolean>; required: IComputedValue<boolean>; readOnly: IComputedValue<boolean> };

export class FormStore implements FormAccess {
  private readonly values = observable.map<string, unknown>({}, { deep: false });
  private readonly tables = new Map<string, TableStore>();
  private readonly fieldsByPath: Map<string, CompiledField>;
  private readonly fieldsById: Map<string, CompiledField>;
  private readonly conditions = new Map<string, CellConditions>();
  private readonly containerConditions = new Map<string, IComputedValue<boolean>>();
  /** The sub-tables each field's check reads, by field id. */
  private readonly tablesReadBy = new Map<string, ReadonlySet<string>>();
  private readonly disposers: (() => void)[] = [];
  /** Each row's per-column conditions, made when a cell first asks. */
  private readonly cellConditions = new WeakMap<RowStore, Map<string, CellConditions>>();
  /** Field errors (message keys) by path; a sub-table's cells keep theirs in their rows. */
  readonly errors = observable.map<string, string>();
  /** Counts save attempts that found errors, so tabs and panels can open the first invalid pane. */
  revealSignal = 0;
  readonly scope: Scope;

  constructor(
    readonly compiled: CompiledForm,
    readonly mode: 'create' | 'edit',
    readonly recordId: string | null,
    private readonly validator: SchemaValidator,
    initial: FormValues = {},
  ) {
    this.fieldsByPath = new Map(compiled.fields.map((field) => [field.path, field]));
    this.fieldsById = new Map(compiled.fields.map((field) => [field.id, field]));
    for (const field of compiled.fields) if (field.columns) this.tables.set(field.path, new TableStore(field));
    this.scope = {
      value: (path) => (path.length === 1 ? this.value(path[0]) : undefined),
      column: (path) => (path.length === 2 ? this.tables.get(path[0])?.column(path[1]) : undefined),
    };
    makeObservable<FormStore, 'values'>(this, {
      values: false,
      revealSignal: observable,
      invalidContainers: computed,
      setValue: action,
      load: action,
      applyIssues: action,
      clearErrors: action,
    });
    this.load({ ...compiled.defaults, ...initial });
    this.watchCalculations();
  }

  /** Replaces every value (a record read from the server). */
  load(values: FormValues): void {
    for (const field of this.compiled.fields) {
      const value = values[field.path];
      const table = this.tables.get(field.path);
      if (table) table.setRows(Array.isArray(value) ? (value as FormValues[]) : []);
      else this.values.set(field.path, value);
    }
    // Values a page hands in that no field names (an id) are kept for the save call.
    for (const [key, value] of Object.entries(values)) if (!this.fieldsByPath.has(key)) this.values.set(key, value);
    this.errors.clear();
  }

  field(id: string): CompiledField | undefined {
    return this.fieldsById.get(id);
  }

  table(path: string): TableStore | undefined {
    return this.tables.get(path);
  }

  value(path: string): unknown {
    const table = this.tables.get(path);
    return table ? table.plainRows() : this.values.get(path);
  }

  /** A name as a sub-table row sees it: the row's own cell before the form's field of that name. */
  rowValue(row: RowStore, name: string): unknown {
    return row.cells.has(name) ? row.get(name) : this.value(name);
  }

  /** What a sub-table row's conditions and calculations read: the row's own cells first, then the form. */
  rowScope(table: string, row: RowStore): Scope {
    return {
      value: (p) => (p.length === 2 && p[0] === table ? row.get(p[1]) : p.length === 1 ? this.rowValue(row, p[0]) : undefined),
      column: this.scope.column,
    };
  }

  private conditionsOfCell(table: string, row: RowStore, column: CompiledField): CellConditions {
    let byColumn = this.cellConditions.get(row);
    if (!byColumn) {
      byColumn = new Map();
      this.cellConditions.set(row, byColumn);
    }
    let known = byColumn.get(column.id);
    if (!known) {
      known = this.makeConditions(column, this.rowScope(table, row));
      byColumn.set(column.id, known);
    }
    return known;
  }

  /** A field's conditions as computed values over a scope (the form's, or a sub-table row's). */
  private makeConditions(field: CompiledField, scope: Scope): CellConditions {
    const readOnly = field.conditions.readOnly;
    return {
      visible: computed(() => isVisible(field, scope)),
      required: computed(() => isRequired(field, scope)),
      readOnly: computed(() => this.fixedReadOnly(field) || (readOnly !== undefined && holds(readOnly, scope))),
    };
  }

  /** Whether a cell shows in its row (its column's condition, read in the row). */
  cellVisible(table: string, row: RowStore, column: CompiledField): boolean {
    return column.conditions.visible.length === 0 || this.conditionsOfCell(table, row, column).visible.get();
  }

  cellRequired(table: string, row: RowStore, column: CompiledField): boolean {
    return column.required || (column.conditions.required !== undefined && this.conditionsOfCell(table, row, column).required.get());
  }

  cellReadOnly(table: string, row: RowStore, column: CompiledField): boolean {
    return column.conditions.readOnly ? this.conditionsOfCell(table, row, column).readOnly.get() : this.fixedReadOnly(column);
  }

  /** Read-only whatever the values: by the node (always, or when editing), or because it is calculated. */
  private fixedReadOnly(field: CompiledField): boolean {
    return field.readOnly === true || (field.readOnly === 'edit' && this.mode === 'edit') || field.calculation !== undefined;
  }

  setValue(path: string, value: unknown): void {
    this.values.set(path, value);
    this.errors.delete(path);
  }

  error(path: string): string | undefined {
    return this.errors.get(path);
  }

  private conditionsOf(field: CompiledField): CellConditions {
    let known = this.conditions.get(field.id);
    if (!known) {
      known = this.makeConditions(field, this.scope);
      this.conditions.set(field.id, known);
    }
    return known;
  }

  /** A container's own visible condition (its fields' conditions include it as well). */
  containerVisible(node: FormNode): boolean {
    const condition = this.compiled.containerConditions[node.id];
    if (!condition) return true;
    let known = this.containerConditions.get(node.id);
    if (!known) {
      known = computed(() => holds(condition, this.scope));
      this.containerConditions.set(node.id, known);
    }
    return known.get();
  }

  isVisible(field: CompiledField): boolean {
    return field.conditions.visible.length === 0 || this.conditionsOf(field).visible.get();
  }

  isRequired(field: CompiledField): boolean {
    return this.conditionsOf(field).required.get();
  }

  isReadOnly(field: CompiledField): boolean {
    return this.conditionsOf(field).readOnly.get();
  }

  /** Every value as plain data. */
  snapshot(): FormValues {
    return this.valuesWithRowsOf(this.tables.keys());
  }

  /** The form's own values, with the rows of the given sub-tables only. */
  private valuesWithRowsOf(tables: Iterable<string>): FormValues {
    const plain: FormValues = Object.fromEntries(this.values.entries());
    for (const path of tables) plain[path] = this.tables.get(path)?.plainRows() ?? [];
    return plain;
  }

  private tablesReadFor(field: CompiledField): ReadonlySet<string> {
    let tables = this.tablesReadBy.get(field.id);
    if (!tables) {
      tables = tablesRead(this.compiled, field);
      this.tablesReadBy.set(field.id, tables);
    }
    return tables;
  }

  /**
   * Calculations follow the fields they read and are written 100 ms after those
   * stop changing (the value is worked out at once, cheaply; only the write waits,
   * so typing redraws nothing else); sub-table rows calculate per row.
   */
  private watchCalculations(): void {
    for (const field of this.compiled.fields.filter((f) => f.calculation)) {
      const settle = debouncer(calculationDelay);
      this.disposers.push(
        reaction(() => calculatedValue(field, this.scope), (result) => settle.later(() => this.setValue(field.path, result)), { fireImmediately: true }),
        settle.cancel,
      );
    }
    for (const [path, table] of this.tables) {
      const columns = (table.field.columns ?? []).filter((column) => column.calculation);
      if (!columns.length) continue;
      const watched = new Map<string, (() => void)[]>();
      const watchRow = (row: RowStore) => {
        const rowScope = this.rowScope(path, row);
        watched.set(
          row.key,
          columns.flatMap((column) => {
            const settle = debouncer(calculationDelay);
            return [reaction(() => calculatedValue(column, rowScope), (result) => settle.later(() => runInAction(() => row.cells.set(column.path, result))), { fireImmediately: true }), settle.cancel];
          }),
        );
      };
      table.rows.forEach(watchRow);
      this.disposers.push(
        observe(table.rows, (change) => {
          const added = change.type === 'splice' ? change.added : [change.newValue];
          const removed = change.type === 'splice' ? change.removed : [change.oldValue];
          removed.forEach((row) => watched.get(row.key)?.forEach((dispose) => dispose()));
          added.forEach(watchRow);
        }),
        () => watched.forEach((disposers) => disposers.forEach((dispose) => dispose())),
      );
    }
  }

  /** The values to save: calculations worked out, hidden fields left out. */
  prepared(): FormValues {
    return prepareValues(this.compiled, this.snapshot());
  }

  /** Every issue of the values as they would be saved (the same checks as the server's). */
  issues(prepared: FormValues = this.prepared()): FieldIssue[] {
    return mergeIssues(this.compiled, fieldIssues(this.validator(structuredClone(prepared))), conditionIssues(this.compiled, prepared));
  }

  /**
   * Checks one field (on blur): shows its first issue, or clears it. Only the
   * sub-tables the field's conditions and calculation reach are read: a blur
   * beside a 1,000-row table does not prepare its rows.
   */
  validateField(path: string): void {
    const field = this.fieldsByPath.get(path);
    const issue = this.firstIssueAt(path, this.valuesWithRowsOf(field ? this.tablesReadFor(field) : this.tables.keys()));
    runInAction(() => {
      if (issue) this.errors.set(path, issue);
      else this.errors.delete(path);
    });
  }

  /**
   * Checks a cell (on blur). A typed cell's rules read its own row, so the check
   * prepares that row alone; a calculated cell may total its whole column.
   */
  validateCell(table: string, row: RowStore, column: string): void {
    const rows = this.tables.get(table);
    if (!rows) return;
    const values = this.valuesWithRowsOf([...this.tablesReadFor(rows.field)].filter((path) => path !== table));
    const wholeColumn = rows.field.columns?.some((candidate) => candidate.path === column && candidate.calculation) ?? false;
    values[table] = wholeColumn ? rows.plainRows() : [row.plain()];
    const issue = this.firstIssueAt(`${table}/${wholeColumn ? rows.rows.indexOf(row) : 0}/${column}`, values);
    runInAction(() => {
      if (issue) row.errors.set(column, issue);
      else row.errors.delete(column);
    });
  }

  /** The first issue (as a message key) of one path, the given values prepared as for saving. */
  private firstIssueAt(path: string, values: FormValues): string | undefined {
    const issue = this.issues(prepareValues(this.compiled, values)).find((candidate) => candidate.field === path);
    return issue && messageKey(issue.message.key, issue.message.params);
  }

  /** Shows issues (the browser's own, or the server's data.errors) where their fields are. */
  applyIssues(issues: readonly { field: string; message: string }[]): void {
    this.clearErrors();
    for (const issue of issues) {
      const [path, index, column] = issue.field.split('/');
      const table = this.tables.get(path);
      if (table && index !== undefined && column !== undefined) table.rows[Number(index)]?.errors.set(column, issue.message);
      else if (!this.errors.has(path)) this.errors.set(path, issue.message);
    }
    if (issues.length) this.revealSignal += 1;
  }

  clearErrors(): void {
    this.errors.clear();
    for (const table of this.tables.values()) table.rows.forEach((row) => row.errors.clear());
  }

  /** Checks everything (on save), the values as prepared for sending; true when they may be sent. */
  validateAll(prepared: FormValues = this.prepared()): boolean {
    const issues = this.issues(prepared).map((issue) => ({ field: issue.field, message: messageKey(issue.message.key, issue.message.params) }));
    this.applyIssues(issues);
    return issues.length === 0;
  }

  /** The tab panes and collapse panels holding a field or cell with an error. */
  get invalidContainers(): ReadonlySet<string> {
    const ids = new Set<string>();
    for (const path of this.errors.keys()) this.fieldsByPath.get(path)?.containers.forEach((id) => ids.add(id));
    for (const [path, table] of this.tables) {
      if (table.rows.some((row) => row.errors.size > 0)) this.fieldsByPath.get(path)?.containers.forEach((id) => ids.add(id));
    }
    return ids;
  }

  isEmpty(path: string): boolean {
    return isEmptyValue(this.value(path));
  }

  dispose(): void {
    this.disposers.forEach((dispose) => dispose());
  }
}
