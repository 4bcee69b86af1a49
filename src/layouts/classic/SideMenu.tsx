// The side menu: the entries its layout puts there, directories as submenus;
// icons only when collapsed; dark or light by the settings.
import { useEffect, useMemo, useState } from 'react';
import { Menu } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@widgets/runtime/i18n';
import type { MenuEntry } from '@core/api/oauth';
import { useStores } from '../../stores';
import { defaultOpenIds, selectedTrail } from '../shell/menuModel';
import { entriesById, menuItemsOf } from '../shell/menuItems';
import { useMenuNavigation } from './useMenuNavigation';

export const SideMenu = observer(function SideMenu({ entries, collapsed }: { entries: MenuEntry[]; collapsed: boolean }) {
  const { session, settings } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const open = useMenuNavigation();
  const menuList = session.current?.menuList;

  const items = useMemo(() => menuItemsOf(entries, t), [entries, t]);
  const byId = useMemo(() => entriesById(entries), [entries]);
  const { selectedId } = useMemo(() => selectedTrail(menuList ?? [], location.pathname), [menuList, location.pathname]);
  const openIds = useMemo(() => defaultOpenIds(entries, location.pathname), [entries, location.pathname]);
  // The user's open submenus stay open; a page reached another way (search, tag, link) opens its own too, and a landing path opens the first.
  const [openKeys, setOpenKeys] = useState(openIds);
  useEffect(() => setOpenKeys((open) => [...new Set([...open, ...openIds])]), [openIds]);

  return (
    <Menu
      // A new set of entries (blend's other top entry) opens its own default submenus.
      key={entries.map((entry) => entry.id).join()}
      theme={settings.settings.sidebarTheme}
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedId ? [selectedId] : []}
      {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
      style={{ borderInlineEnd: 'none' }}
      onClick={({ key }) => {
        const entry = byId.get(key);
        if (entry) open(entry);
      }}
      data-testid="side-menu-list"
    />
  );
});
