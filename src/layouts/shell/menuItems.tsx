// Menu entries as antd menu items (side and top menus alike), and the lookup
// from a clicked key back to its entry.
import type { MenuProps } from 'antd';
import type { TFunction } from '@core/i18n/translator';
import type { MenuEntry } from '@core/api/oauth';
import { eachNode, mapTree } from '@core/tree';
import { menuTitle } from '../../router/titles';
import { menuIcon } from '../classic/menuIcons';

export type MenuItem = Required<MenuProps>['items'][number];

/** Items of `entries`; with `flat`, only the first level (blend's top bar). */
export function menuItemsOf(entries: MenuEntry[], t: TFunction, flat = false): MenuItem[] {
  const itemOf = (entry: MenuEntry, children: MenuItem[]): MenuItem => {
    const label = <span data-testid={`menu-${entry.enCode}`}>{menuTitle(entry, t)}</span>;
    const icon = menuIcon(entry.icon);
    return children.length ? { key: entry.id, icon, label, children } : { key: entry.id, icon, label };
  };
  if (flat) return entries.map((entry) => itemOf(entry, []));
  return mapTree<MenuEntry, MenuItem>(entries, itemOf);
}

export function entriesById(entries: MenuEntry[]): Map<string, MenuEntry> {
  const index = new Map<string, MenuEntry>();
  eachNode(entries, (entry) => void index.set(entry.id, entry));
  return index;
}
