// The two form shapes the benchmark draws, shared by the page and its driver:
// 300 text fields, or one sub-table of 10 text columns with many rows.
export type BenchShape =
  | { kind: 'fields'; fields: string[]; values: Record<string, unknown> }
  | { kind: 'rows'; columns: string[]; values: Record<string, unknown> };

export const fieldCount = 300;
export const columnCount = 10;

export function benchShape(kind: 'fields' | 'rows', rowCount: number): BenchShape {
  if (kind === 'fields') {
    const fields = Array.from({ length: fieldCount }, (_, i) => `f${i}`);
    return { kind, fields, values: Object.fromEntries(fields.map((name) => [name, ''])) };
  }
  const columns = Array.from({ length: columnCount }, (_, i) => `c${i}`);
  const rows = Array.from({ length: rowCount }, (_, r) => Object.fromEntries(columns.map((name) => [name, `${r}`])));
  return { kind, columns, values: { rows } };
}

/** What the page leaves on window for the driver to read. */
export interface BenchWindow {
  renders: number;
  mountMs?: number;
}
