// A form's values between the screen and the store: calculated fields worked
// out, fields a condition hides set aside, and the requirements that depend on
// other fields checked. The browser and the server run this same code, so a
// calculated value sent by a browser is never trusted.
import { calculateRounded, holds, scopeOf, type Scope } from '../expression';
import type { FieldIssue } from '../validation/issues';
import type { CompiledField, CompiledForm } from './compile';
import { widgetSpec } from '../widgets';

export type FormValues = Record<string, unknown>;

/** Empty in the sense of a required rule (spec 03 §5): null, undefined, '' or []. */
export const isEmptyValue = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const withoutNulls = (values: FormValues): FormValues => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

const rowsOf = (value: unknown): FormValues[] => (Array.isArray(value) ? value.filter((row): row is FormValues => typeof row === 'object' && row !== null) : []);

/** Whether a field shows, by the conditions of its node and of the containers around it. */
export function isVisible(field: CompiledField, scope: Scope): boolean {
  return field.conditions.visible.every((condition) => holds(condition, scope));
}

export function isRequired(field: CompiledField, scope: Scope): boolean {
  if (field.required) return true;
  return field.conditions.required !== undefined && isVisible(field, scope) && holds(field.conditions.required, scope);
}

/** A calculation's result as stored: rounded to its precision. */
export function calculatedValue(field: CompiledField, scope: Scope): number {
  const calculation = field.calculation!;
  return calculateRounded(calculation.expr, scope, calculation.precision);
}

/** Drops the cells a column's condition hides in their row (their rules do not apply there). */
function keepVisibleCells(table: CompiledField, rows: FormValues[], values: FormValues): void {
  for (const row of rows) {
    const rowScope = scopeOf(values, { table: table.path, values: row });
    for (const column of table.columns!) if (column.conditions.visible.length && !isVisible(column, rowScope)) delete row[column.path];
  }
}

/**
 * The values as they are to be checked and stored: calculations worked out again
 * in the compiled order (each after the calculations it reads; a column's in
 * every row), the values of fields a condition hides left out (their rules do not
 * apply), then calculations not stored and values the system fills dropped.
 */
export function prepareValues(form: CompiledForm, input: FormValues): FormValues {
  // An empty value (null) is no value: a required field is then missing, an optional one absent.
  const values: FormValues = withoutNulls(input);
  const tables = form.fields.filter((f) => f.columns);
  const rowsByTable = new Map<string, FormValues[]>();
  for (const table of tables) {
    const rows = rowsOf(values[table.path]).map(withoutNulls);
    rowsByTable.set(table.path, rows);
    values[table.path] = rows;
  }
  // A sub-table's hidden cells go once its own calculations are done, before the form's calculations read it.
  const lastStepOf = new Map<string, number>();
  form.calculationOrder.forEach((step, index) => step.table && lastStepOf.set(step.table.path, index));
  for (const table of tables) if (!lastStepOf.has(table.path)) keepVisibleCells(table, rowsByTable.get(table.path)!, values);
  form.calculationOrder.forEach(({ field, table }, index) => {
    if (!table) {
      values[field.path] = calculatedValue(field, scopeOf(values));
      return;
    }
    const rows = rowsByTable.get(table.path)!;
    for (const row of rows) row[field.path] = calculatedValue(field, scopeOf(values, { table: table.path, values: row }));
    if (lastStepOf.get(table.path) === index) keepVisibleCells(table, rows, values);
  });
  const scope = scopeOf(values);
  for (const field of form.fields) {
    if (field.conditions.visible.length && !isVisible(field, scope)) delete values[field.path];
  }
  // A calculation not stored was there for the others to read (as in the browser); it is not saved.
  for (const { field, table } of form.calculationOrder.filter((step) => !step.field.calculation!.stored)) {
    if (table) rowsByTable.get(table.path)!.forEach((row) => delete row[field.path]);
    else delete values[field.path];
  }
  for (const field of form.fields.filter((f) => f.kind === 'system')) delete values[field.path];
  return values;
}

/**
 * The sub-tables a field's check reads: through its conditions and calculation,
 * and through the fields those read in turn (a condition on a total that sums a
 * column reads that column's table). A sub-table reads itself.
 */
export function tablesRead(form: CompiledForm, field: CompiledField): Set<string> {
  const byPath = new Map(form.fields.map((candidate) => [candidate.path, candidate]));
  const tables = new Set<string>();
  const seen = new Set<string>();
  const pending = [field];
  while (pending.length) {
    const current = pending.pop()!;
    // By id: a column's name may also be a form field's.
    if (seen.has(current.id)) continue;
    seen.add(current.id);
    if (current.columns) {
      tables.add(current.path);
      pending.push(...current.columns);
    }
    for (const [name] of current.dependsOn) {
      const read = name === undefined ? undefined : byPath.get(name);
      if (read) pending.push(read);
    }
  }
  return tables;
}

/** A widget's own check of a value, beyond its schema (core/widgets/spec.ts valueCheck). */
const checkOf = (field: CompiledField) => widgetSpec(field.widget)?.valueCheck;

/**
 * What the schema cannot say: requirements that depend on other fields or, in a
 * sub-table, on the row's own cells (the schema holds the unconditional ones),
 * and each widget's own value check.
 */
export function conditionIssues(form: CompiledForm, values: FormValues): FieldIssue[] {
  const scope = scopeOf(values);
  const issues: FieldIssue[] = [];
  for (const field of form.fields) {
    if (field.conditions.required && isVisible(field, scope) && isRequired(field, scope) && isEmptyValue(values[field.path])) {
      issues.push({ field: field.path, message: { key: field.requiredMessage } });
    }
    const problem = checkOf(field)?.(values[field.path], field.props);
    if (problem && !isEmptyValue(values[field.path])) issues.push({ field: field.path, message: problem });
    const conditional = field.columns?.filter((column) => column.conditions.required);
    const checked = field.columns?.filter(checkOf);
    if (!conditional?.length && !checked?.length) continue;
    rowsOf(values[field.path]).forEach((row, index) => {
      const rowScope = scopeOf(values, { table: field.path, values: row });
      for (const column of conditional ?? []) {
        if (isVisible(column, rowScope) && isRequired(column, rowScope) && isEmptyValue(row[column.path])) {
          issues.push({ field: `${field.path}/${index}/${column.path}`, message: { key: column.requiredMessage } });
        }
      }
      for (const column of checked ?? []) {
        const cellProblem = isEmptyValue(row[column.path]) ? undefined : checkOf(column)!(row[column.path], column.props);
        if (cellProblem) issues.push({ field: `${field.path}/${index}/${column.path}`, message: cellProblem });
      }
    });
  }
  return issues;
}

/** The issues of a form's values: the schema's (as found by its validator) and the conditional ones, in field order. */
export function mergeIssues(form: CompiledForm, schemaIssues: FieldIssue[], conditional: FieldIssue[]): FieldIssue[] {
  const order = new Map(form.fields.map((field, index) => [field.path, index]));
  const rank = (issue: FieldIssue) => order.get(issue.field.split('/')[0]) ?? order.size;
  const seen = new Set<string>();
  return [...schemaIssues, ...conditional]
    .filter((issue) => !seen.has(issue.field) && seen.add(issue.field))
    .sort((a, b) => rank(a) - rank(b));
}
