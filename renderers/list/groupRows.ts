// A grouped list (JNPF's 分组表格): the rows of the page under a header row per
// value of the group column, in the order the values first appear. The page is
// still paged and sorted by the server; only the drawing groups it.
import type { Row } from './useListController';

/** Marks a header row: the group's value and how many rows it holds. */
export const groupMark = '__group';

export interface GroupHeader {
  value: unknown;
  count: number;
}

export const isGroupRow = (row: Row): boolean => groupMark in row;

/** The header a row of groups carries, or undefined for a record's row. */
export const groupOf = (row: Row): GroupHeader | undefined => row[groupMark] as GroupHeader | undefined;

/** The key of a group's header row: its value, kept apart from any record key. */
const groupKey = (value: unknown) => `${groupMark}:${value === null || value === undefined ? '' : JSON.stringify(value)}`;

/** The page's rows as header rows (keyed by rowKey) with the rows of each value as their children. */
export function groupRows(rows: readonly Row[], groupBy: string, rowKey: string): Row[] {
  const groups = new Map<string, { value: unknown; rows: Row[] }>();
  for (const row of rows) {
    const value = row[groupBy] ?? null;
    const key = groupKey(value);
    const group = groups.get(key) ?? { value, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  return [...groups].map(([key, group]) => ({
    [rowKey]: key,
    [groupMark]: { value: group.value, count: group.rows.length } satisfies GroupHeader,
    children: group.rows,
  }));
}
