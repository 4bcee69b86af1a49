// Names (or whole nodes) of stored values, asked of the server once per value
// and kept for the session: the one way widgets name what they store. The values
// wanted in the same moment — every cell of a list page, every field of a form —
// wait one microtask and travel in one request; what a picker shows teaches the
// cache on the way, so a fresh pick needs no request at all. One cache per kind
// of lookup and transport: the directory pickers' names and nodes, area paths.
import { useEffect, useState } from 'react';
import type { Transport } from '@core/api/envelope';

/** Asks the server for these values; answers what it found, by key. */
export type LookupFetch<T, V = string> = (values: V[]) => Promise<ReadonlyMap<string, T>>;

/** Where a stored value and an answer meet (null: the value names nothing askable). */
export type LookupKey<V> = (value: V) => string | null;

/** A string value may be its own key; any other value needs `keyOf`. */
export type LookupOptions<V = string> = { batchLimit: number } & (V extends string ? { keyOf?: LookupKey<V> } : { keyOf: LookupKey<V> });

export class LookupCache<T, V = string> {
  private readonly found = new Map<string, T>();
  /** Keys the server was asked for and did not answer: they show as themselves. */
  private readonly unnamed = new Set<string>();
  private readonly pending = new Map<string, Promise<void>>();
  private queue = new Map<string, V>();
  private batch: Promise<void> | null = null;
  private readonly keyOf: LookupKey<V>;
  private readonly batchLimit: number;

  constructor(
    private readonly fetch: LookupFetch<T, V>,
    options: LookupOptions<V>,
  ) {
    // The options' type lets only a string value go without `keyOf`.
    this.keyOf = options.keyOf ?? ((value) => value as unknown as string);
    this.batchLimit = options.batchLimit;
  }

  /** What the server answered for the value, if it did. */
  get(value: V): T | undefined {
    const key = this.keyOf(value);
    return key === null ? undefined : this.found.get(key);
  }

  /** Known, asked already and unanswered, or nothing to ask. */
  settled(value: V): boolean {
    const key = this.keyOf(value);
    return key === null || this.found.has(key) || this.unnamed.has(key);
  }

  /** What was learnt otherwise (a picker's tree showed it), by key. */
  remember(key: string, item: T): void {
    this.found.set(key, item);
    this.unnamed.delete(key);
  }

  /** Asks for the values not settled yet; resolves when they are (or their request failed). */
  load(values: readonly V[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const value of values) {
      const key = this.keyOf(value);
      if (key === null || this.found.has(key) || this.unnamed.has(key)) continue;
      let wait = this.pending.get(key);
      if (!wait) {
        this.queue.set(key, value);
        // Values asked for in the same task wait one microtask and go together.
        wait = this.batch ??= Promise.resolve().then(() => this.flush());
        this.pending.set(key, wait);
      }
      waits.push(wait);
    }
    return Promise.all(waits).then(() => undefined);
  }

  private async flush(): Promise<void> {
    const queued = [...this.queue];
    this.queue = new Map();
    this.batch = null;
    for (let start = 0; start < queued.length; start += this.batchLimit) {
      const part = queued.slice(start, start + this.batchLimit);
      try {
        const answer = await this.fetch(part.map(([, value]) => value));
        for (const [key, item] of answer) this.remember(key, item);
        for (const [key] of part) if (!this.found.has(key)) this.unnamed.add(key);
      } catch {
        // A failed request leaves the values unsettled: the next one to need them asks again.
      } finally {
        part.forEach(([key]) => this.pending.delete(key));
      }
    }
  }
}

// Each kind's cache holds its own item and value types; the registry keeps them side by side.
const caches = new WeakMap<Transport, Map<string, LookupCache<unknown, never>>>();

/** The session's cache of one kind of lookup over this transport (made by its first caller). */
export function lookupCacheOf<T, V = string>(transport: Transport, kind: string, create: (transport: Transport) => LookupCache<T, V>): LookupCache<T, V> {
  let kinds = caches.get(transport);
  if (!kinds) caches.set(transport, (kinds = new Map()));
  let cache = kinds.get(kind) as LookupCache<T, V> | undefined;
  if (!cache) kinds.set(kind, (cache = create(transport)) as unknown as LookupCache<unknown, never>);
  return cache;
}

/**
 * Whether the values are settled: loads those missing (batched with every other
 * caller of the moment) and redraws once they are.
 */
export function useLookup<T, V>(cache: LookupCache<T, V>, values: readonly V[]): boolean {
  const key = JSON.stringify(values);
  const [loadedKey, setLoadedKey] = useState('');
  const settled = values.every((value) => cache.settled(value));
  useEffect(() => {
    if (values.every((value) => cache.settled(value))) return;
    let live = true;
    void cache.load(values).then(() => {
      if (live) setLoadedKey(key);
    });
    return () => {
      live = false;
    };
    // The values array is rebuilt on every render; `key` is what it means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
  // A failed request settles nothing, but the wait is over: show what is known.
  return settled || loadedKey === key;
}
