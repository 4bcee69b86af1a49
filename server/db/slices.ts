// Many values in parts small enough for one statement: `in (…)` lists and
// multi-row inserts stay well under SQLite's 32,766 and PostgreSQL's 65,535
// parameters, however many rows a request names.

/** Values per `in (…)` list. */
const valuesPerList = 1000;

/** The items in parts of at most `size`, in order. */
export function slices<T>(items: readonly T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts;
}

/** Rows read for many values (each once), a thousand values a query. */
export async function inSlices<T>(values: Iterable<string>, read: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (const part of slices([...new Set(values)], valuesPerList)) rows.push(...(await read(part)));
  return rows;
}
