// The side menu: the server's menu tree with directories as submenus.
import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MenuEntry } from '@core/api/oauth';
import { eachNode, mapTree } from '@core/tree';
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
    const entries = menuList ?? [];
    const index = new Map<string, MenuEntry>();
    const parentOf = new Map<string, string>();
    eachNode(entries, (entry) => {
      index.set(entry.id, entry);
      for (const child of entry.children) parentOf.set(child.id, entry.id);
    });
    const selected = [...index.values()].find((entry) => {
      const target = menuTarget(entry, '', '');
      return 'path' in target && target.path === location.pathname;
    });
    const ancestors: string[] = [];
    for (let parent = selected && parentOf.get(selected.id); parent; parent = parentOf.get(parent)) ancestors.unshift(parent);
    const built = mapTree<MenuEntry, Item>(entries, (entry, children) => {
      const label = <span data-testid={`menu-${entry.enCode}`}>{menuTitle(entry, t)}</span>;
      return children.length ? { key: entry.id, icon: menuIcon(entry.icon), label, children } : { key: entry.id, icon: menuIcon(entry.icon), label };
    });
    return { items: built, byId: index, selectedId: selected?.id ?? '', openIds: ancestors };
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
