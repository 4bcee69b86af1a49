// The form shapes the benchmark draws, shared by the page and its driver: 300
// text fields; one sub-table of 10 text columns with many rows; the gallery's
// form holding one of every widget (`catalog`); and a sub-table whose rows also
// hold an upload list and tags (`richRows`). Their plain useState baselines draw
// as many text inputs as the Kiln form has fields or cells.
export type BenchShape =
  | { kind: 'fields'; fields: string[]; values: Record<string, unknown> }
  | { kind: 'rows'; columns: string[]; values: Record<string, unknown> }
  | { kind: 'catalog'; fields: string[]; values: Record<string, unknown> }
  | { kind: 'richRows'; columns: string[]; values: Record<string, unknown> };

export type BenchShapeName = BenchShape['kind'];

/** The rich rows' extra columns: a list of uploaded files and several tags. */
export const richColumns = { files: 'files', tags: 'tags' } as const;
export const tagOptions = ['urgent', 'fragile', 'imported', 'bulk'].map((value) => ({ label: value, value }));

export const fieldCount = 300;
export const columnCount = 10;

/** The shape the page draws; `catalogFields` names the gallery form's fields (the page knows the catalog). */
export function benchShape(kind: BenchShapeName, rowCount: number, catalogFields: string[] = []): BenchShape {
  if (kind === 'catalog') return { kind, fields: catalogFields, values: {} };
  if (kind === 'richRows') {
    const columns = Array.from({ length: columnCount - 2 }, (_, i) => `c${i}`);
    const rows = Array.from({ length: rowCount }, (_, r) => ({
      ...Object.fromEntries(columns.map((name) => [name, `${r}`])),
      [richColumns.files]: [{ name: `spec-${r}.pdf`, fileId: `f${r}`, url: `/api/file/Image/f${r}?key=k`, fileSize: 1024 * (r + 1), fileExtension: 'pdf' }],
      [richColumns.tags]: tagOptions.slice(0, 1 + (r % 3)).map((option) => option.value),
    }));
    return { kind, columns, values: { rows } };
  }
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
