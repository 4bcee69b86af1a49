// Menu entries become routes by type (spec 01 §2.4). Pure, so each type is tested.
import type { MenuEntry } from '@core/api/oauth';

export type MenuTarget =
  | { kind: 'none' }
  | { kind: 'folder'; path: string }
  | { kind: 'page'; path: string; address: string }
  | { kind: 'dynamic'; path: string; moduleId: string; isTree: boolean }
  | { kind: 'link'; path: string; href: string }
  | { kind: 'window'; href: string };

/** Where the data-visualisation views are served; `${dataV}` in addresses points here. */
export const dataVBase = '/DataV';

const trimSlashes = (value: string) => value.replace(/^\/+/, '').replace(/\/+$/, '');

export function pathOf(entry: MenuEntry): string {
  const address = trimSlashes(entry.urlAddress.split('?')[0] ?? '');
  return `/${address || entry.enCode}`;
}

function settingsOf(entry: MenuEntry): { moduleId: string; isTree: boolean } {
  try {
    const parsed = JSON.parse(entry.propertyJson || '{}') as { moduleId?: unknown; isTree?: unknown };
    return { moduleId: typeof parsed.moduleId === 'string' ? parsed.moduleId : '', isTree: Boolean(parsed.isTree) };
  } catch {
    return { moduleId: '', isTree: false };
  }
}

export function substitutePlaceholders(address: string, token: string): string {
  const bare = token.replace(/^Bearer\s+/, '');
  return address.replaceAll('${dataV}', dataVBase).replaceAll('${jnpfToken}', encodeURIComponent(bare));
}

function absolute(address: string, origin: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) return address;
  return origin + (address.startsWith('/') ? address : `/${address}`);
}

export function menuTarget(entry: MenuEntry, token: string, origin: string): MenuTarget {
  switch (entry.type) {
    case 0:
      return { kind: 'none' };
    case 1:
      return { kind: 'folder', path: `/${entry.enCode}` };
    case 2:
      return { kind: 'page', path: pathOf(entry), address: trimSlashes(entry.urlAddress.split('?')[0] ?? '') };
    case 3:
    case 4:
    case 5:
    case 8:
      return { kind: 'dynamic', path: pathOf(entry), ...settingsOf(entry) };
    case 6: {
      const address = substitutePlaceholders(entry.urlAddress, token);
      const separator = address.includes('?') ? '&' : '?';
      return { kind: 'window', href: `${absolute(address, origin)}${separator}token=${encodeURIComponent(token.replace(/^Bearer\s+/, ''))}` };
    }
    case 7: {
      const href = absolute(substitutePlaceholders(entry.urlAddress, token), origin);
      return entry.linkTarget === '_self' ? { kind: 'link', path: `/${entry.enCode}`, href } : { kind: 'window', href };
    }
    default:
      return { kind: 'none' };
  }
}

export interface RoutedEntry {
  entry: MenuEntry;
  target: Extract<MenuTarget, { path: string }>;
}

/** The entries that have a route of their own inside the layout. */
export function routedEntries(entries: MenuEntry[], token: string, origin: string): RoutedEntry[] {
  return entries.flatMap((entry) => {
    const target = menuTarget(entry, token, origin);
    return target.kind === 'page' || target.kind === 'dynamic' || target.kind === 'link' ? [{ entry, target }] : [];
  });
}
