// A menu entry of type 4: the items of the dictionary its moduleId names, as a
// tree list drawn by the generic renderer.
import { useMemo } from 'react';
import type { TreeTablePageSchema } from '@core/schema/types';
import { PageRenderer } from '../page/PageRenderer';

export function dictionaryItemsPage(dictionary: string, title: string): TreeTablePageSchema {
  return {
    id: `dictionary.${dictionary.replace(/[^A-Za-z0-9.-]/g, '-')}.items`,
    type: 'treeTable',
    title,
    api: { list: { method: 'GET', url: `/api/system/DictionaryData/${encodeURIComponent(dictionary)}/Data/Selector` } },
    rowKey: 'id',
    keyword: false,
    treeRows: true,
    columns: [
      { prop: 'fullName', label: 'dictionary.name' },
      { prop: 'enCode', label: 'dictionary.code' },
      { prop: 'sortCode', label: 'common.sortCode', width: 100 },
    ],
    toolbar: [
      { key: 'expand', label: 'list.expandCollapse', builtin: 'toggleExpand' },
      { key: 'refresh', label: 'list.refresh', builtin: 'refresh' },
    ],
    paging: false,
  };
}

export function DictionaryItemsPage({ dictionary, title }: { dictionary: string; title: string }) {
  const schema = useMemo(() => dictionaryItemsPage(dictionary, title), [dictionary, title]);
  return <PageRenderer key={schema.id} schema={schema} />;
}
