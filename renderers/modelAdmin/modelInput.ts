// A model's basic info as the form edits it, and the Base body it becomes: the
// info beside the design, the main table's name inside it. A new model starts
// with an empty form and list; an existing one keeps the design it has.
import type { ModelInput } from '@core/api/visualdev';
import { emptyListDesign, type ModelDesign } from '@core/model/design';

/** The design a new model starts with: nothing drawn yet, its main table named. */
export const newModelDesign = (table: string): ModelDesign => ({ form: [], list: emptyListDesign(), tables: { main: { table, columns: {} }, subTables: {} } });

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const whole = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) ? value : fallback);

/** The Base body from the form's values: the table name goes into the design. */
export function modelInputOf(values: Record<string, unknown>, design: ModelDesign | null): ModelInput {
  const table = text(values.tableName);
  const base = design ?? newModelDesign(table);
  return {
    fullName: text(values.fullName),
    enCode: text(values.enCode),
    category: text(values.category),
    webType: values.webType === 1 ? 1 : 2,
    description: text(values.description),
    sortCode: whole(values.sortCode, 0),
    design: { ...base, tables: { ...base.tables, main: { ...base.tables.main, table } } },
  };
}

/** The server names the table inside the design; the form shows it on its own field. */
export const formFieldOf = (field: string): string => (field === 'design.tables.main.table' ? 'tableName' : field);
