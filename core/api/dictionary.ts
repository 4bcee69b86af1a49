// Dictionary categories and items (spec 02 §3.1, §7.1).
import type { Paged, PageQuery, Transport, Unpaged } from './envelope';

export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: 0 | 1;
  sortCode: number;
  description: string;
  category: string;
  children?: DictionaryType[];
  hasChildren?: boolean;
}

export type DictionaryTypeInput = Omit<DictionaryType, 'id' | 'children' | 'hasChildren' | 'category'> & { category?: string };

export interface DictionaryItem {
  id: string;
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string;
  children?: DictionaryItem[];
  hasChildren?: boolean;
}

export type DictionaryItemInput = Omit<DictionaryItem, 'id' | 'children' | 'hasChildren'>;

/** One category as the dictionary cache holds it. */
export interface CachedDictionary {
  id: string;
  fullName: string;
  enCode: string;
  isTree: 0 | 1;
  dictionaryList: DictionaryItem[];
  /** True when the category is too large for the cache: its items are read page by page instead. */
  large?: boolean;
}

/** Reserved categories: they group others and take no items. */
export const reservedDictionaryTypeIds: readonly string[] = ['0', '1'];

/** The parent of top-level categories (JNPF's synthetic top node). */
export const topDictionaryTypeParent = '-1';
/** The parent of top-level items. */
export const topDictionaryItemParent = '0';

/** How large dictionaries may grow before lists page and caches leave them out. */
export const dictionaryLimits = {
  /** Levels of a tree category's items, and of the category tree. */
  maxDepth: 10,
  /** A .bdd file's size and item count. */
  importMaxBytes: 4 * 1024 * 1024,
  importMaxItems: 20_000,
  /** An unpaged item list answers whole up to this many items; larger ones answer their top level, paged. */
  maxUnpagedItems: 5_000,
  /** The shared cache (DictionaryData/All) carries categories up to this many enabled items. */
  maxCachedItems: 2_000,
} as const;

export const dictionaryApi = (call: Transport) => ({
  types: () => call<Unpaged<DictionaryType>>('GET', '/api/system/DictionaryType'),
  typeSelector: (id = '0') => call<Unpaged<DictionaryType>>('GET', `/api/system/DictionaryType/Selector/${encodeURIComponent(id)}`),
  type: (id: string) => call<DictionaryType>('GET', `/api/system/DictionaryType/${encodeURIComponent(id)}`),
  createType: (input: DictionaryTypeInput) => call<{ id: string }>('POST', '/api/system/DictionaryType', input),
  updateType: (id: string, input: DictionaryTypeInput) => call<null>('PUT', `/api/system/DictionaryType/${encodeURIComponent(id)}`, input),
  deleteType: (id: string) => call<null>('DELETE', `/api/system/DictionaryType/${encodeURIComponent(id)}`),
  items: (typeIdOrCode: string, query: { keyword?: string; isTree?: 0 | 1; parentId?: string } = {}) =>
    call<Unpaged<DictionaryItem>>('GET', `/api/system/DictionaryData/${encodeURIComponent(typeIdOrCode)}`, query),
  itemPage: (typeIdOrCode: string, query: PageQuery & { currentPage: number; parentId?: string }) =>
    call<Paged<DictionaryItem>>('GET', `/api/system/DictionaryData/${encodeURIComponent(typeIdOrCode)}`, query),
  all: () => call<Unpaged<CachedDictionary>>('GET', '/api/system/DictionaryData/All'),
  parentSelector: (typeId: string, itemId = '0') =>
    call<Unpaged<DictionaryItem>>('GET', `/api/system/DictionaryData/${encodeURIComponent(typeId)}/Selector/${encodeURIComponent(itemId)}`, { isTree: 1 }),
  dataSelector: (typeIdOrCode: string) => call<Unpaged<DictionaryItem>>('GET', `/api/system/DictionaryData/${encodeURIComponent(typeIdOrCode)}/Data/Selector`),
  item: (id: string) => call<DictionaryItem>('GET', `/api/system/DictionaryData/${encodeURIComponent(id)}/Info`),
  createItem: (input: DictionaryItemInput) => call<{ id: string }>('POST', '/api/system/DictionaryData', input),
  updateItem: (id: string, input: DictionaryItemInput) => call<null>('PUT', `/api/system/DictionaryData/${encodeURIComponent(id)}`, input),
  deleteItem: (id: string) => call<null>('DELETE', `/api/system/DictionaryData/${encodeURIComponent(id)}`),
  toggleItem: (id: string) => call<{ enabledMark: 0 | 1 }>('PUT', `/api/system/DictionaryData/${encodeURIComponent(id)}/Actions/State`),
  exportType: (id: string) => call<{ name: string; url: string }>('GET', `/api/system/DictionaryData/${encodeURIComponent(id)}/Action/Export`),
});
