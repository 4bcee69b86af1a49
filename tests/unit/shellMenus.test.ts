// Which entries each layout draws where (spec 01 §2.5), for each menu type, and
// the top menu's overflow into 'more ...' at about 116px an item.
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@core/api/oauth';
import { activeTopId, defaultOpenIds, placeMenu, selectedTrail, splitOverflow, topMenuItemWidth } from '@app/layouts/shell/menuModel';
import { menuTarget } from '@app/router/menuRoutes';

const entry = (id: string, type: number, overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId: '-1',
  enCode: id,
  fullName: id,
  type,
  icon: '',
  urlAddress: type === 1 ? '' : `${id}/index`,
  linkTarget: '',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: Boolean(overrides.children?.length),
  children: [],
  ...overrides,
});

// Two directories with every leaf type under them, and a page at the top level.
const users = entry('users', 2);
const report = entry('report', 5);
const system = entry('system', 1, { children: [users, entry('dict', 4), report] });
const links = entry('links', 1, { children: [entry('docs', 7, { linkTarget: '_self', urlAddress: 'https://docs.example' }), entry('screen', 6)] });
const orders = entry('orders', 3);
const menuList = [system, links, orders];

describe('menu placement by layout', () => {
  it('classic and plain put the whole tree on the side, plain icon-only, nothing on top', () => {
    for (const layout of ['classic', 'plain'] as const) {
      const placement = placeMenu(layout, menuList, '/users/index');
      expect(placement.top).toEqual([]);
      expect(placement.side).toBe(menuList);
      expect(placement.sideCollapsedAlways).toBe(layout === 'plain');
    }
  });

  it('functional puts the whole tree on top and has no side menu', () => {
    const placement = placeMenu('functional', menuList, '/home');
    expect(placement.top).toBe(menuList);
    expect(placement.topFlat).toBe(false);
    expect(placement.side).toBeNull();
  });

  it("blend puts the first level on top and the children of the page's top entry on the side", () => {
    const placement = placeMenu('blend', menuList, '/report/index');
    expect(placement.topFlat).toBe(true);
    expect(placement.top.map((top) => top.id)).toEqual(['system', 'links', 'orders']);
    expect(placement.side?.map((side) => side.id)).toEqual(['users', 'dict', 'report']);
  });

  it('blend shows the children of the top entry the user chose', () => {
    expect(placeMenu('blend', menuList, '/report/index', 'links').side?.map((side) => side.id)).toEqual(['docs', 'screen']);
    // A top entry without children leaves the side empty; an unknown choice falls back to the page's.
    expect(placeMenu('blend', menuList, '/report/index', 'orders').side).toEqual([]);
    expect(placeMenu('blend', menuList, '/report/index', 'gone').side?.map((side) => side.id)).toEqual(['users', 'dict', 'report']);
  });

  it.each(['/home', '/dashboard', '/404'])('on %s the first top-level entry is opened', (path) => {
    expect(activeTopId(menuList, path)).toBe('system');
    expect(defaultOpenIds(menuList, path)).toEqual(['system']);
    expect(placeMenu('blend', menuList, path).side?.map((side) => side.id)).toEqual(['users', 'dict', 'report']);
  });

  it("elsewhere the selected entry's ancestors are open and a top-level page is its own top entry", () => {
    expect(defaultOpenIds(menuList, '/users/index')).toEqual(['system']);
    expect(defaultOpenIds(menuList, '/profile')).toEqual([]);
    expect(activeTopId(menuList, '/orders/index')).toBe('orders');
    expect(selectedTrail(menuList, '/users/index')).toEqual({ selectedId: 'users', ancestorIds: ['system'] });
  });

  it('each menu type of a leaf is selected by its route, a folder never', () => {
    // type 7 with _self routes to /{enCode}; type 6 opens a window and is never the page.
    expect(selectedTrail(menuList, '/docs').selectedId).toBe('docs');
    expect(selectedTrail(menuList, '/report/index').selectedId).toBe('report');
    expect(menuTarget(links.children[1], '', '').kind).toBe('window');
    expect(selectedTrail(menuList, '/system').selectedId).toBe('');
  });
});

describe('top menu overflow', () => {
  const items = Array.from({ length: 10 }, (_, index) => index);

  it('keeps every item when all fit at 116px each', () => {
    expect(topMenuItemWidth).toBe(116);
    expect(splitOverflow(items, 116 * 10)).toEqual({ shown: items, overflow: [] });
  });

  it('moves what does not fit into more ..., which takes one slot', () => {
    const { shown, overflow } = splitOverflow(items, 116 * 6 + 50);
    expect(shown).toEqual([0, 1, 2, 3, 4]);
    expect(overflow).toEqual([5, 6, 7, 8, 9]);
  });

  it('on a very narrow bar everything is under more ...', () => {
    expect(splitOverflow(items, 60)).toEqual({ shown: [], overflow: items });
  });
});
