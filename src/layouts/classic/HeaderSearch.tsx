// The header's menu search. Until it is first focused it is a plain box: the
// dropdown list and the fuzzy matcher load then, not with every signed-in screen.
import { lazy, Suspense, useState } from 'react';
import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';

const MenuSearchBox = lazy(() => import('./MenuSearchBox').then((module) => ({ default: module.MenuSearchBox })));
// Wide enough for the placeholder in each language ("Search navigation menu").
const width = 230;

export function HeaderSearch() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  // What is typed before the search has loaded carries over into it.
  const [typed, setTyped] = useState('');
  const placeholder = (
    <Input
      style={{ width }}
      prefix={<SearchOutlined />}
      placeholder={t('layout.searchPlaceholder')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => setWanted(true)}
      data-testid="header-search"
    />
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MenuSearchBox width={width} initialQuery={typed} />
    </Suspense>
  );
}
