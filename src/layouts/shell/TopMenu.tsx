// The top menu of the functional and blend layouts. Its width is measured; the
// entries that do not fit at about 116px each go into a 'more ...' submenu.
// In blend only the first level is on top: choosing an entry with children shows
// them in the side menu, an entry without children opens its page.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import type { MenuEntry } from '@core/api/oauth';
import { useStores } from '../../stores';
import { useMenuNavigation } from '../classic/useMenuNavigation';
import { moreMenuKey, selectedTrail, splitOverflow } from './menuModel';
import { entriesById, menuItemsOf, type MenuItem } from './menuItems';

interface TopMenuProps {
  entries: MenuEntry[];
  /** Blend: first level only; the chosen one's children go to the side. */
  flat: boolean;
  activeTopId?: string;
  onChooseTop?: (id: string) => void;
  dark: boolean;
}

export const TopMenu = observer(function TopMenu({ entries, flat, activeTopId, onChooseTop, dark }: TopMenuProps) {
  const { session } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const open = useMenuNavigation();
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  const items = useMemo(() => {
    const all = menuItemsOf(entries, t, flat);
    const { shown, overflow } = splitOverflow(all, width);
    if (!overflow.length) return shown;
    const more: MenuItem = { key: moreMenuKey, label: <span data-testid="menu-more">{t('layout.menuMore')}</span>, children: overflow };
    return [...shown, more];
  }, [entries, t, flat, width]);
  const byId = useMemo(() => entriesById(entries), [entries]);
  const { selectedId, ancestorIds } = selectedTrail(session.current?.menuList ?? [], location.pathname);
  const selected = flat ? [activeTopId ?? ''] : [selectedId, ...ancestorIds];

  return (
    <div ref={holder} style={{ flex: 1, minWidth: 0, overflow: 'hidden' }} data-testid="top-menu">
      {width > 0 && (
        <Menu
          mode="horizontal"
          theme={dark ? 'dark' : 'light'}
          disabledOverflow
          items={items}
          selectedKeys={selected.filter(Boolean)}
          style={{ borderBottom: 'none', lineHeight: '54px', background: 'transparent' }}
          onClick={({ key }) => {
            const entry = byId.get(key);
            if (!entry) return;
            if (flat && entry.children.length) onChooseTop?.(entry.id);
            else open(entry);
          }}
        />
      )}
    </div>
  );
});
