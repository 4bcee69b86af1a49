// What the preview's table shows of the rows an interface answers: a column per field
// the rows carry (in the order they first appear, over the whole tree; `children` is
// the tree itself, not a column), rows keyed by their place, and values as text.
import type { InterfaceRow } from '@core/api/dataInterface';

export type KeyedRow = Record<string, unknown> & { __key: string; children?: KeyedRow[] };

/** The fields of the rows and of their children, each once, in the order met. */
export function previewColumns(rows: readonly InterfaceRow[]): string[] {
  const seen = new Set<string>();
  const visit = (list: readonly InterfaceRow[]) => {
    for (const row of list) {
      for (const key of Object.keys(row)) if (key !== 'children') seen.add(key);
      if (Array.isArray(row.children)) visit(row.children);
    }
  };
  visit(rows);
  return [...seen];
}

/** Rows with a key from their place in the tree (rows need not carry an id); leaves lose an empty children list. */
export function keyedRows(rows: readonly InterfaceRow[], parent = ''): KeyedRow[] {
  return rows.map((row, index) => {
    const key = parent ? `${parent}-${index}` : String(index);
    const { children, ...fields } = row;
    const nested = Array.isArray(children) && children.length ? keyedRows(children, key) : undefined;
    return { ...fields, __key: key, ...(nested ? { children: nested } : {}) };
  });
}

/** A value as a cell shows it: text as it is, numbers and booleans written out, objects as JSON. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
