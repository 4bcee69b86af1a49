// Paged lists done in SQL: a count and one page, ordered by a whitelisted column.
import type { SelectQueryBuilder } from 'kysely';
import { Type } from '@sinclair/typebox';
import { paging, type Paged, type PageQuery } from '@core/api/envelope';
import { defaulted, stringEnum } from '../http/routeParts';
import { formRefusal } from '../http/errors';

export type { PageQuery };

/** Querystring properties of every paged list (ARCHITECTURE §3); a route's own filters join them. */
export const pageQuerySchema = {
  currentPage: defaulted(Type.Integer({ minimum: 1, maximum: paging.maxPage }), paging.firstPage),
  pageSize: defaulted(Type.Integer({ minimum: 1, maximum: paging.maxPageSize }), paging.defaultPageSize),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(stringEnum(['asc', 'desc'])),
  sidx: Type.Optional(Type.String({ maxLength: 50 })),
};

/**
 * The column a list's `sidx` names, or null when it names none (absent, or the
 * empty string JNPF's client sends by default). Only the table's own names
 * count: a plain object also answers to `constructor` or `__proto__`, which
 * must be refused like any other name the list does not offer.
 */
export function sortColumnOf<Column extends string>(columns: Readonly<Record<string, Column>>, sidx: string | undefined): Column | null {
  const name = sidx?.trim();
  if (!name) return null;
  if (!Object.hasOwn(columns, name)) throw formRefusal([{ field: 'sidx', message: { key: 'paging.unknownSort', params: { sidx: name } } }]);
  return columns[name];
}

/**
 * Runs `query` for one page. `columns` maps the wire's sort names to columns;
 * an unknown sidx is refused (sortColumnOf), so no input reaches ORDER BY unchecked.
 */
export async function pageOf<DB, TB extends keyof DB, Row, Out>(
  query: SelectQueryBuilder<DB, TB, Row>,
  input: PageQuery,
  order: { columns: Record<string, string>; defaultColumn: string; defaultDirection: 'asc' | 'desc'; tieBreaker: string },
  map: (row: Row) => Out,
): Promise<Paged<Out>> {
  const column = sortColumnOf(order.columns, input.sidx) ?? order.defaultColumn;
  const currentPage = Math.max(1, input.currentPage ?? paging.firstPage);
  const pageSize = Math.min(paging.maxPageSize, Math.max(1, input.pageSize ?? paging.defaultPageSize));
  const counted = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const total = Number((counted as { total?: number } | undefined)?.total ?? 0);
  const direction = input.sort ?? order.defaultDirection;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the column comes from the whitelist above, which Kysely cannot type
  const rows = await (query as SelectQueryBuilder<any, any, Row>)
    .orderBy(column, direction)
    .orderBy(order.tieBreaker, direction)
    .limit(pageSize)
    .offset((currentPage - 1) * pageSize)
    .execute();
  return { list: rows.map(map), pagination: { currentPage, pageSize, total } };
}
