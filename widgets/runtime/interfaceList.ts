// One page of a data interface's rows for a picker (POST {id}/Actions/List):
// asked each time the picker opens, the keyword, page or refresh changes —
// never from the shared answers, since opening a picker means "show me what is
// there now" (spec 03 §4). A failed load ends quietly with no rows (spec 03 §8).
import { useEffect, useState } from 'react';
import { dataInterfaceApi, type InterfaceRow } from '@core/api/dataInterface';
import { unpagedPickerSize, type InterfaceColumn } from '@core/widgets/interfacePicks';
import { useApi } from './ApiContext';
import type { PickQuery } from './interfaceRows';
import type { RowRequest } from './RowPickerTable';

interface Loaded {
  /** The request the rows answer. */
  request: string;
  rows: InterfaceRow[];
  total: number;
}

/** The rows of one page; `pageSize` is the picker's when paged, else all rows (10000, spec 03 §9). */
export function useInterfaceList(query: PickQuery, columns: readonly InterfaceColumn[], paging: { hasPage: boolean; pageSize: number }, request: RowRequest) {
  const { transport } = useApi();
  const pageSize = paging.hasPage ? paging.pageSize : unpagedPickerSize;
  const key = JSON.stringify([query, columns.map((column) => column.value).join(','), pageSize, request]);
  const [loaded, setLoaded] = useState<Loaded>({ request: '', rows: [], total: 0 });
  useEffect(() => {
    const [asked, columnOptions, size, { keyword, page }] = JSON.parse(key) as [PickQuery, string, number, RowRequest];
    if (!asked.interfaceId) return;
    let live = true;
    void dataInterfaceApi(transport)
      .list(asked.interfaceId, {
        interfaceId: asked.interfaceId,
        keyword,
        currentPage: page,
        pageSize: size,
        propsValue: asked.propsValue,
        relationField: asked.relationField,
        columnOptions,
        paramList: asked.paramList,
      })
      .then((result) => {
        if (!live) return;
        const ok = result.code === 200 && Array.isArray(result.data?.list);
        setLoaded({ request: key, rows: ok ? result.data.list : [], total: ok ? (result.data.pagination?.total ?? result.data.list.length) : 0 });
      });
    return () => {
      live = false;
    };
  }, [key, transport]);
  return { rows: loaded.rows, total: loaded.total, loading: query.interfaceId !== '' && loaded.request !== key, pageSize };
}
