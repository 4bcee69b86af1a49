// A Scope over plain form values, as the server holds them: fields by name, a
// sub-table as an array of row objects under its field name, and optionally the
// row a sub-table column's calculation is worked out for.
import type { Scope } from './evaluate';

export interface RowOf {
  /** The sub-table's field name. */
  table: string;
  /** The row's cells by column name. */
  values: Record<string, unknown>;
}

/** A record's own entry only: `constructor` or `__proto__` in an expression reads nothing. */
function own(record: unknown, key: string): unknown {
  if (typeof record !== 'object' || record === null || Array.isArray(record) || !Object.hasOwn(record, key)) return undefined;
  return (record as Record<string, unknown>)[key];
}

/**
 * A scope over form values. With `row`, `table.column` of that table reads the row's
 * cell, and a bare column name does too (the row's column before a form field of the
 * same name, as in the browser's form store); `sum(table.column)` still reads every row.
 */
export function scopeOf(values: Record<string, unknown>, row?: RowOf): Scope {
  return {
    value(path) {
      if (row && path.length === 2 && path[0] === row.table) return own(row.values, path[1]);
      if (path.length !== 1) return undefined;
      if (row && Object.hasOwn(row.values, path[0])) return own(row.values, path[0]);
      return own(values, path[0]);
    },
    column(path) {
      if (path.length !== 2) return undefined;
      const rows = own(values, path[0]);
      return Array.isArray(rows) ? rows.map((cells) => own(cells, path[1])) : undefined;
    },
  };
}
