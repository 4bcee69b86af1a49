// Which menu entries each layout draws where (spec 01 §2.5), pure so each layout
// and menu type is tested: classic and plain put the whole tree on the side,
// functional on top, blend the first level on top and that entry's children on
// the side. Top menus overflow into 'more ...' at about 116px an item.
import type { LayoutType, MenuEntry } from '@core/api/oauth';
import { eachNode } from '@core/tree';
import { menuTarget } from '../../router/menuRoutes';

export const topMenuItemWidth = 116;
/** The virtual entry holding the top menu's overflow (spec 01 §2.2). */
export const moreMenuKey = '/menuMore';
/** Paths on which the first top-level entry is opened by default. */
export const landingPaths = ['/home', '/dashboard', '/404'];

export interface MenuPlacement {
  /** Entries drawn in the top bar (with their subtrees unless `topFlat`). */
  top: MenuEntry[];
  /** Blend: the top bar shows the first level only; their children go to the side. */
  topFlat: boolean;
  /** Entries drawn in the side menu; null when the layout has no side menu. */
  side: MenuEntry[] | null;
  /** The side menu shows icons only. */
  sideCollapsedAlways: boolean;
}

/** The selected entry of `pathname` and its ancestors from the top down. */
export function selectedTrail(menuList: MenuEntry[], pathname: string): { selectedId: string; ancestorIds: string[] } {
  const parentOf = new Map<string, string>();
  let selectedId = '';
  eachNode(menuList, (entry) => {
    for (const child of entry.children) parentOf.set(child.id, entry.id);
    const target = menuTarget(entry, '', '');
    if (!selectedId && entry.type !== 1 && 'path' in target && target.path === pathname) selectedId = entry.id;
  });
  const ancestorIds: string[] = [];
  for (let parent = selectedId ? parentOf.get(selectedId) : undefined; parent; parent = parentOf.get(parent)) ancestorIds.unshift(parent);
  return { selectedId, ancestorIds };
}

/** The top-level entry the page belongs to; on the landing paths (or none found) the first one. */
export function activeTopId(menuList: MenuEntry[], pathname: string): string {
  const { selectedId, ancestorIds } = selectedTrail(menuList, pathname);
  const top = ancestorIds[0] ?? (menuList.some((entry) => entry.id === selectedId) ? selectedId : '');
  return top || (menuList[0]?.id ?? '');
}

/** The submenus open at first: the selected entry's ancestors, or the first top-level entry on a landing path. */
export function defaultOpenIds(menuList: MenuEntry[], pathname: string): string[] {
  const { ancestorIds } = selectedTrail(menuList, pathname);
  if (ancestorIds.length) return ancestorIds;
  const first = menuList[0];
  return landingPaths.includes(pathname) && first?.children.length ? [first.id] : [];
}

export function placeMenu(layout: LayoutType, menuList: MenuEntry[], pathname: string, chosenTopId?: string): MenuPlacement {
  switch (layout) {
    case 'functional':
      return { top: menuList, topFlat: false, side: null, sideCollapsedAlways: false };
    case 'blend': {
      const topId = chosenTopId && menuList.some((entry) => entry.id === chosenTopId) ? chosenTopId : activeTopId(menuList, pathname);
      const top = menuList.find((entry) => entry.id === topId);
      return { top: menuList, topFlat: true, side: top?.children ?? [], sideCollapsedAlways: false };
    }
    case 'plain':
      return { top: [], topFlat: false, side: menuList, sideCollapsedAlways: true };
    default:
      return { top: [], topFlat: false, side: menuList, sideCollapsedAlways: false };
  }
}

/** How many of `count` top items fit in `width` pixels; the rest go into 'more ...' (which takes one slot). */
export function splitOverflow<T>(items: readonly T[], width: number, itemWidth = topMenuItemWidth): { shown: T[]; overflow: T[] } {
  const slots = Math.max(1, Math.floor(width / itemWidth));
  if (items.length <= slots) return { shown: [...items], overflow: [] };
  const shownCount = Math.max(0, slots - 1);
  return { shown: items.slice(0, shownCount), overflow: items.slice(shownCount) };
}
