// The side menu: the server's menu tree with directories as submenus.
import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@core/api/oauth';
import { useStores } from '../../stores';
import { menuTarget } from '../../router/menuRoutes';
import { menuTitle } from '../../router/titles';
import { menuIcon } from './menuIcons';
import { useMenuNavigation } from './useMenuNavigation';

type Item = Required<MenuProps>['items'][number];

export const SideMenu = observer(function SideMenu({ collapsed }: { collapsed: boolean }) {
  const { session } = useStores();
  const { t } = useTranslation();
  const location = useLocation();
  const open = useMenuNavigation();
  const menuList = session.current?.menuList;

  const { items, byId, selectedId, openIds } = useMemo(() => {
    const index = new Map<string, MenuEntry>();
    let selected = '';
    let ancestors: string[] = [];
    const build = (entries: MenuEntry[], parents: string[]): Item[] =>
      entries.map((entry) => {
        index.set(entry.id, entry);
        const target = menuTarget(entry, '', '');
        if ('path' in target && target.path === location.pathname) {
          selected = entry.id;
          ancestors = parents;
        }
        const label = <span data-testid={`menu-${entry.enCode}`}>{menuTitle(entry, t)}</span>;
        if (entry.children.length > 0) return { key: entry.id, icon: menuIcon(entry.icon), label, children: build(entry.children, [...parents, entry.id]) };
        return { key: entry.id, icon: menuIcon(entry.icon), label };
      });
    const built = build(menuList ?? [], []);
    return { items: built, byId: index, selectedId: selected, openIds: ancestors };
  }, [menuList, location.pathname, t]);

  return (
    <Menu
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={selectedId ? [selectedId] : []}
      defaultOpenKeys={openIds}
      onClick={({ key }) => {
        const entry = byId.get(key);
        if (entry) open(entry);
      }}
    />
  );
});
