// Menu entries become routes by type 0–8 (spec 01 §2.4).
import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '@core/api/oauth';
import { menuTarget, routedEntries } from '@app/router/menuRoutes';

const entry = (overrides: Partial<MenuEntry>): MenuEntry => ({
  id: 'm1',
  parentId: '-1',
  enCode: 'orders',
  fullName: '订单',
  type: 2,
  icon: '',
  urlAddress: '',
  linkTarget: '',
  propertyJson: '{}',
  sortCode: 0,
  hasChildren: false,
  children: [],
  ...overrides,
});
const token = 'Bearer abc';
const origin = 'http://kiln.test';

describe('menu routes', () => {
  it('type 0 (directory) has no route', () => {
    expect(menuTarget(entry({ type: 0 }), token, origin)).toEqual({ kind: 'none' });
  });

  it('type 1 (menu with children) is a folder at /{enCode}', () => {
    expect(menuTarget(entry({ type: 1 }), token, origin)).toEqual({ kind: 'folder', path: '/orders' });
  });

  it('type 2 loads the page at its address, query stripped', () => {
    expect(menuTarget(entry({ type: 2, urlAddress: '/system/orders?x=1' }), token, origin)).toEqual({ kind: 'page', path: '/system/orders', address: 'system/orders' });
  });

  it.each([3, 4, 5, 8])('type %i goes to the dynamic page host with moduleId and isTree', (type) => {
    const target = menuTarget(entry({ type, urlAddress: 'model/orders', propertyJson: '{"moduleId":"mod-9","isTree":1}' }), token, origin);
    expect(target).toEqual({ kind: 'dynamic', path: '/model/orders', moduleId: 'mod-9', isTree: true });
  });

  it('a dynamic page with broken settings still gets a route', () => {
    expect(menuTarget(entry({ type: 3, propertyJson: '{oops' }), token, origin)).toEqual({ kind: 'dynamic', path: '/orders', moduleId: '', isTree: false });
  });

  it('type 6 opens the data view in a new window with the token', () => {
    expect(menuTarget(entry({ type: 6, urlAddress: '${dataV}/view/1' }), token, origin)).toEqual({ kind: 'window', href: 'http://kiln.test/DataV/view/1?token=abc' });
  });

  it('type 7 with _self becomes an internal link page; otherwise a new window', () => {
    expect(menuTarget(entry({ type: 7, urlAddress: '/api/docs', linkTarget: '_self' }), token, origin)).toEqual({ kind: 'link', path: '/orders', href: 'http://kiln.test/api/docs' });
    expect(menuTarget(entry({ type: 7, urlAddress: 'https://example.org/a?t=${jnpfToken}', linkTarget: '_blank' }), token, origin)).toEqual({ kind: 'window', href: 'https://example.org/a?t=abc' });
  });

  it('routes only the entries with a page of their own', () => {
    const entries = [entry({ id: 'a', type: 0 }), entry({ id: 'b', type: 2 }), entry({ id: 'c', type: 6 }), entry({ id: 'd', type: 7, linkTarget: '_self' })];
    expect(routedEntries(entries, token, origin).map((r) => r.entry.id)).toEqual(['b', 'd']);
  });
});
