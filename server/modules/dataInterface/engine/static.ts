// Static interfaces keep their rows in the definition (staticData, a JSON array
// that may be a tree through `children`), and rows from HTTP sources arrive whole:
// both are filtered and paged here, in memory, within the row cap.
import type { InterfaceRow } from '@core/api/dataInterface';
import type { Paged } from '@core/api/envelope';
import { badRequest } from '../../../http/errors';

/** How deep a static tree may nest. */
const maxDepth = 20;

/** Checks static rows at save time: an array of objects, children arrays of the same, at most `maxRows` rows in all. */
export function parseStaticRows(staticData: string | undefined, maxRows: number): InterfaceRow[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(staticData?.trim() ? staticData : '[]');
  } catch {
    throw badRequest('dataInterface.staticInvalid', { reason: 'JSON' });
  }
  let count = 0;
  const check = (rows: unknown, depth: number): InterfaceRow[] => {
    if (!Array.isArray(rows)) throw badRequest('dataInterface.staticInvalid', { reason: '[]' });
    if (depth > maxDepth) throw badRequest('dataInterface.staticInvalid', { reason: `depth > ${maxDepth}` });
    return rows.map((row: unknown) => {
      if (typeof row !== 'object' || row === null || Array.isArray(row)) throw badRequest('dataInterface.staticInvalid', { reason: '{}' });
      count += 1;
      if (count > maxRows) throw badRequest('dataInterface.tooManyRows', { max: maxRows });
      const { children, ...fields } = row as InterfaceRow;
      return children === undefined ? { ...fields } : { ...fields, children: check(children, depth + 1) };
    });
  };
  return check(parsed, 0);
}

/** Every row of a tree, parents before their children, without the children arrays. */
export function flatten(rows: readonly InterfaceRow[]): InterfaceRow[] {
  const out: InterfaceRow[] = [];
  const walk = (level: readonly InterfaceRow[]) => {
    for (const { children, ...fields } of level) {
      out.push(fields);
      if (Array.isArray(children)) walk(children);
    }
  };
  walk(rows);
  return out;
}

const asText = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** One page of rows whose `fields` hold the keyword (case-insensitive substring). */
export function pageRows(
  rows: readonly InterfaceRow[],
  fields: readonly string[],
  keyword: string,
  currentPage: number,
  pageSize: number,
): Paged<InterfaceRow> {
  const needle = keyword.trim().toLowerCase();
  const matching = needle ? rows.filter((row) => fields.some((field) => Object.hasOwn(row, field) && asText(row[field]).toLowerCase().includes(needle))) : rows;
  const list = matching.slice((currentPage - 1) * pageSize, currentPage * pageSize);
  return { list, pagination: { currentPage, pageSize, total: matching.length } };
}

/** The rows whose `field` is one of `ids` (compared as text). */
export function rowsByIds(rows: readonly InterfaceRow[], field: string, ids: readonly (string | number)[]): InterfaceRow[] {
  const wanted = new Set(ids.map(String));
  return rows.filter((row) => Object.hasOwn(row, field) && wanted.has(asText(row[field])));
}
