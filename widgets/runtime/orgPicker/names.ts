// Names of stored directory ids (organisations, positions, and whatever kind a
// picker registers), asked of the server once per id and kept for the session.
// The ids wanted in the same moment — every cell of a list page, every field of
// a form — wait one microtask and travel in one request; the trees a picker
// shows name their nodes on the way, so a fresh pick needs no request at all.
import { useEffect, useState } from 'react';
import type { Transport } from '@core/api/envelope';
import { maxPickerIds, orgPickerApi, type OrgPickerNode } from '@core/api/orgPickers';

/** Asks the server for names of ids; answers the ones it knows. */
export type NameFetch = (ids: string[]) => Promise<ReadonlyMap<string, string>>;

export class NameCache {
  private readonly names = new Map<string, string>();
  /** Ids the server was asked for and did not name: they show as themselves. */
  private readonly unnamed = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private queue = new Set<string>();
  private batch: Promise<void> | null = null;

  constructor(
    private readonly fetch: NameFetch,
    private readonly batchLimit = maxPickerIds,
  ) {}

  name(id: string): string | undefined {
    return this.names.get(id);
  }

  /** Known, or asked already and unnamed. */
  settled(id: string): boolean {
    return this.names.has(id) || this.unnamed.has(id);
  }

  /** A name learnt otherwise (a picker's tree showed it). */
  remember(id: string, name: string): void {
    this.names.set(id, name);
    this.unnamed.delete(id);
  }

  /** Asks for the ids not settled yet; resolves when they are. */
  load(ids: readonly string[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const id of ids) {
      if (this.settled(id)) continue;
      let wait = this.pending.get(id);
      if (!wait) {
        this.queue.add(id);
        // Ids asked for in the same task wait one microtask and go together.
        wait = this.batch ??= Promise.resolve().then(() => this.flush());
        this.pending.set(id, wait);
      }
      waits.push(wait);
    }
    return Promise.all(waits).then(() => undefined);
  }

  private async flush(): Promise<void> {
    const queued = [...this.queue];
    this.queue = new Set();
    this.batch = null;
    for (let start = 0; start < queued.length; start += this.batchLimit) {
      const part = queued.slice(start, start + this.batchLimit);
      try {
        const found = await this.fetch(part);
        for (const id of part) {
          const name = found.get(id);
          if (name === undefined) this.unnamed.add(id);
          else this.names.set(id, name);
        }
      } catch {
        // A failed request leaves the ids unsettled: the next value that needs them asks again.
      } finally {
        part.forEach((id) => this.pending.delete(id));
      }
    }
  }
}

const caches = new WeakMap<Transport, Map<string, NameCache>>();

/** The session's cache of one kind of name over this transport (a kind is created by its first caller's fetch). */
export function nameCacheOf(transport: Transport, kind: string, fetch: (transport: Transport) => NameFetch): NameCache {
  let kinds = caches.get(transport);
  if (!kinds) caches.set(transport, (kinds = new Map()));
  let cache = kinds.get(kind);
  if (!cache) kinds.set(kind, (cache = new NameCache(fetch(transport))));
  return cache;
}

const namesOf = (list: readonly OrgPickerNode[]) => new Map(list.map((node) => [node.id, node.fullName]));

/** Organisations' own names (a path shows as its ids' names joined). */
export const organizeNameCache = (transport: Transport) =>
  nameCacheOf(transport, 'organize', (call) => async (ids) => {
    const result = await orgPickerApi(call).organizeByIds(ids);
    if (result.code !== 200) throw new Error(result.msg);
    return namesOf(result.data.list);
  });

export const positionNameCache = (transport: Transport) =>
  nameCacheOf(transport, 'position', (call) => async (ids) => {
    const result = await orgPickerApi(call).positionByIds(ids);
    if (result.code !== 200) throw new Error(result.msg);
    return namesOf(result.data.list);
  });

/**
 * Whether the ids' names are settled: loads those missing (batched with every
 * other caller of the moment) and redraws once they are.
 */
export function useNames(cache: NameCache, ids: readonly string[]): boolean {
  const key = ids.join('|');
  const [loadedKey, setLoadedKey] = useState('');
  const settled = ids.every((id) => cache.settled(id));
  useEffect(() => {
    if (ids.every((id) => cache.settled(id))) return;
    let live = true;
    void cache.load(ids).then(() => {
      if (live) setLoadedKey(key);
    });
    return () => {
      live = false;
    };
    // The ids array is rebuilt on every render; `key` is what it means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
  // A failed request settles nothing, but the wait is over: show what is known.
  return settled || loadedKey === key;
}

/** What a picker's tree teaches the name caches: each node's own name, and its ancestors' when its path's names match its ids. */
export function rememberNodes(transport: Transport, nodes: readonly OrgPickerNode[]): void {
  const organizes = organizeNameCache(transport);
  const positions = positionNameCache(transport);
  for (const node of nodes) {
    if (node.type === 'position') positions.remember(node.id, node.fullName);
    if (node.type === 'company' || node.type === 'department') organizes.remember(node.id, node.lastFullName ?? node.fullName);
    const names = node.organize?.split('/') ?? [];
    if (node.organizeIds && names.length === node.organizeIds.length) node.organizeIds.forEach((id, index) => organizes.remember(id, names[index]));
    if (node.children) rememberNodes(transport, node.children);
  }
}
