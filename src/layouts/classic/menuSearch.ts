// Fuzzy search over menu entries (spec 01 §5.4: threshold 0.4, title weight 0.7, path weight 0.3).
import Fuse from 'fuse.js';
import type { MenuEntry } from '@core/api/oauth';
import { pathOf } from '../../router/menuRoutes';

export interface SearchableEntry {
  entry: MenuEntry;
  title: string;
  path: string;
}

export function createMenuSearch(entries: MenuEntry[], titleOf: (entry: MenuEntry) => string) {
  const searchable: SearchableEntry[] = entries.map((entry) => ({ entry, title: titleOf(entry), path: pathOf(entry) }));
  const fuse = new Fuse(searchable, {
    threshold: 0.4,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query: string): SearchableEntry[] => (query.trim() ? fuse.search(query.trim()).map((hit) => hit.item) : []);
}
