// The menu search itself: type part of a title or path, pick an entry to open it.
// Loaded when the header's search box is first focused (see HeaderSearch).
import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from '@widgets/runtime/i18n';
import { useStores } from '../../stores';
import { menuTitle } from '../../router/titles';
import { createMenuSearch } from './menuSearch';
import { useMenuNavigation } from './useMenuNavigation';

export const MenuSearchBox = observer(function MenuSearchBox({ width, initialQuery }: { width: number; initialQuery: string }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const open = useMenuNavigation();
  const [query, setQuery] = useState(initialQuery);
  const routes = session.routes;
  const search = useMemo(() => createMenuSearch(routes, (entry) => menuTitle(entry, t)), [routes, t]);
  const hits = search(query);
  return (
    <AutoComplete
      style={{ width }}
      value={query}
      // Words typed before the search loaded are answered at once.
      defaultOpen={Boolean(initialQuery)}
      onChange={setQuery}
      options={hits.map((hit) => ({ value: hit.entry.id, label: hit.title }))}
      notFoundContent={query ? t('layout.noMatch') : null}
      onSelect={(id: string) => {
        const hit = hits.find((candidate) => candidate.entry.id === id);
        setQuery('');
        if (hit) open(hit.entry);
      }}
    >
      <Input prefix={<SearchOutlined />} placeholder={t('layout.searchPlaceholder')} allowClear autoFocus data-testid="header-search" />
    </AutoComplete>
  );
});
