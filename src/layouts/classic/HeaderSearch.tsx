// The header's menu search. Until it is first used it is a button drawn like the
// box: the box (antd's Input), the dropdown list and the fuzzy matcher load then,
// not with every signed-in screen, and are fetched while the browser is idle.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from '@widgets/runtime/i18n';
import { whenIdle } from '../../idle';

const loadSearchBox = () => import('./MenuSearchBox');
const MenuSearchBox = lazy(() => loadSearchBox().then((module) => ({ default: module.MenuSearchBox })));
// Wide enough for the placeholder in each language ("Search navigation menu").
const width = 230;

export function HeaderSearch() {
  const { t } = useTranslation();
  const [wanted, setWanted] = useState(false);
  // Keys pressed on the button before the box has loaded carry over into it.
  const [typed, setTyped] = useState('');

  useEffect(() => whenIdle(() => void loadSearchBox().catch(() => undefined), 5000), []);

  const placeholder = (
    <Button
      style={{ width, justifyContent: 'flex-start', color: 'rgba(0, 0, 0, 0.25)', cursor: 'text' }}
      icon={<SearchOutlined style={{ color: 'rgba(0, 0, 0, 0.88)' }} />}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        setTyped((previous) => previous + event.key);
        setWanted(true);
      }}
      data-testid="header-search"
    >
      {typed || t('layout.searchPlaceholder')}
    </Button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MenuSearchBox width={width} initialQuery={typed} />
    </Suspense>
  );
}
