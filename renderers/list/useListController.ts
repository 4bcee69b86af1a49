// A list's data: keyword and search values, paging, loading and errors, all
// asked of the server (lists are paged and filtered in SQL, never in memory).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListPart } from '@core/schema/types';
import { fillPlaceholders, resolveCall } from '@core/schema/placeholders';
import { mapTree } from '@core/tree';
import { useApi } from '@widgets/runtime/ApiContext';

export type Row = Record<string, unknown> & { children?: Row[] };

interface ListAnswer {
  list: Row[];
  pagination?: { total: number };
}

/** Rows that say they have children get an empty list, so the table shows an expander to load them. */
function markExpandable(rows: Row[]): Row[] {
  return mapTree<Row, Row>(rows, (row, children) => ({
    ...row,
    children: children.length ? children : row.hasChildren === true && !Array.isArray(row.children) ? [] : undefined,
  }));
}

/** The search values the page's context fixes (the tree node chosen), with their placeholders filled. */
function fixedSearchOf(part: ListPart, values: Record<string, unknown>): Record<string, unknown> {
  const fixed = part.api.fixedSearch;
  if (!fixed) return {};
  return Object.fromEntries(Object.entries(fixed).map(([field, template]) => [field, decodeURIComponent(fillPlaceholders(template, values, ''))]));
}

export function useListController(part: ListPart, context: Record<string, unknown>, enabled = true) {
  const api = useApi();
  const paging = part.paging;
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<Record<string, unknown>>({});
  const [page, setPage] = useState({ currentPage: 1, pageSize: paging ? paging.pageSize : 0 });
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const contextKey = JSON.stringify(context);
  // Each load takes a number; an answer that arrives after a newer load started is dropped.
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (!enabled) return;
    const sequence = ++latest.current;
    setLoading(true);
    const values = JSON.parse(contextKey) as Record<string, unknown>;
    const call = resolveCall(part.api.list, values);
    const searched = { ...fixedSearchOf(part, values), ...search };
    const query: Record<string, unknown> = { ...call.params, ...(part.api.searchAs ? { [part.api.searchAs]: JSON.stringify(searched) } : searched) };
    if (keyword.trim()) query.keyword = keyword.trim();
    if (paging) Object.assign(query, page, part.sort ? { sidx: part.sort.field, sort: part.sort.order } : {});
    const result = await api.transport<ListAnswer>(call.method, call.url, query);
    if (sequence !== latest.current) return;
    setLoading(false);
    setFailed(result.code !== 200);
    if (result.code !== 200) return;
    setRows(markExpandable(result.data.list));
    setTotal(result.data.pagination?.total ?? result.data.list.length);
  }, [api, part, contextKey, search, keyword, page, paging, enabled]);

  useEffect(() => {
    // Fetching is what this effect is for: the list follows its query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  // Rows whose children are on their way, so a row asked twice at once loads once.
  const loadingChildren = useRef(new Set<unknown>());

  /**
   * Loads the children of a row of a lazy tree table and puts them in place; a
   * row that turns out to have none loses its expander.
   */
  const loadChildren = useCallback(
    async (row: Row) => {
      const key = row[part.rowKey];
      if (!part.lazyChildren || (row.children && row.children.length) || loadingChildren.current.has(key)) return;
      loadingChildren.current.add(key);
      try {
        const call = resolveCall(part.lazyChildren, { ...(JSON.parse(contextKey) as Record<string, unknown>), ...row });
        const result = await api.transport<ListAnswer>(call.method, call.url, call.params);
        if (result.code !== 200) return;
        const loaded = markExpandable(result.data.list);
        const children = loaded.length ? loaded : undefined;
        const place = (list: Row[]) =>
          mapTree<Row, Row>(list, (candidate, mapped) =>
            candidate[part.rowKey] === key ? { ...candidate, children } : { ...candidate, children: Array.isArray(candidate.children) ? mapped : candidate.children },
          );
        setRows((current) => place(current));
      } finally {
        loadingChildren.current.delete(key);
      }
    },
    [api, part, contextKey],
  );

  return {
    rows,
    total,
    loading,
    failed,
    keyword,
    setKeyword,
    search,
    page,
    reload: load,
    applySearch: (values: Record<string, unknown>) => {
      setSearch(values);
      setPage((current) => ({ ...current, currentPage: 1 }));
    },
    resetSearch: () => {
      setKeyword('');
      setSearch({});
      setPage((current) => ({ ...current, currentPage: 1 }));
    },
    changePage: (currentPage: number, pageSize: number) => setPage({ currentPage, pageSize }),
    loadChildren,
  };
}
