// Stored user picker values as nodes with names (POST Users/getSelectedList),
// asked for once per value and kept for the session: every value wanted in the
// same moment — a list's cells, a form's fields — travels in one request.
import { useEffect, useState } from 'react';
import { parseTypedId, type DirectoryNode, type DirectoryNodeType } from '@core/api/directory';
import type { Transport } from '@core/api/envelope';
import { currentUserId, maxLookupIds, userPickersApi, type UserPickersApi } from '@core/api/userPickers';
import { useApi } from '../ApiContext';

/** Where a stored value and a node meet: organisations by id, whether stored as company or department. */
export const keyOf = (id: string, type: DirectoryNodeType) => `${id}--${type === 'company' || type === 'department' ? 'organize' : type}`;

/** The key of a stored value: a bare id is a user's; null when it names no known kind. */
export function keyOfValue(value: string): string | null {
  if (value === currentUserId) return keyOf(currentUserId, 'user');
  const typed = parseTypedId(value);
  return typed && typed.id ? keyOf(typed.id, typed.type) : null;
}

export class DirectoryNameCache {
  private readonly nodes = new Map<string, DirectoryNode | null>();
  private readonly pending = new Map<string, Promise<void>>();
  private queue = new Map<string, string>();
  private batch: Promise<void> | null = null;

  constructor(private readonly api: UserPickersApi) {}

  /** The node of every value (null: the server named nothing), when all are known. */
  known(values: readonly string[]): (DirectoryNode | null)[] | undefined {
    const found: (DirectoryNode | null)[] = [];
    for (const value of values) {
      const key = keyOfValue(value);
      if (key === null) {
        found.push(null);
        continue;
      }
      const node = this.nodes.get(key);
      if (node === undefined) return undefined;
      found.push(node);
    }
    return found;
  }

  /** A node a picker showed: its name needs no request. */
  remember(node: DirectoryNode): void {
    this.nodes.set(keyOf(node.id, node.type), node);
  }

  /** Asks for the values not known yet; settles when they are known, or when the server could not name them. */
  load(values: readonly string[]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const value of values) {
      const key = keyOfValue(value);
      if (key === null || this.nodes.has(key)) continue;
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
    for (let start = 0; start < queued.length; start += maxLookupIds) {
      const part = queued.slice(start, start + maxLookupIds);
      try {
        const result = await this.api.selectedList(part.map(([, value]) => value));
        if (result.code === 200) {
          for (const node of result.data.list) this.remember(node);
          // What the server did not name shows as its id, and is not asked for again.
          for (const [key] of part) if (!this.nodes.has(key)) this.nodes.set(key, null);
        }
      } catch {
        // A failed lookup leaves the values unnamed; the next render asks again.
      } finally {
        part.forEach(([key]) => this.pending.delete(key));
      }
    }
  }
}

const caches = new WeakMap<Transport, DirectoryNameCache>();

export function directoryNameCache(transport: Transport): DirectoryNameCache {
  let cache = caches.get(transport);
  if (!cache) caches.set(transport, (cache = new DirectoryNameCache(userPickersApi(transport))));
  return cache;
}

/**
 * The nodes of stored values: undefined while they are asked for, null for a
 * value nobody could name. Redraws only when the values or their names change.
 */
export function useDirectoryNodes(values: readonly string[]): (DirectoryNode | null)[] | undefined {
  const cache = directoryNameCache(useApi().transport);
  const key = values.join('|');
  const [settled, setSettled] = useState('');
  const known = cache.known(values);
  useEffect(() => {
    if (cache.known(values)) return;
    let live = true;
    void cache.load(values).then(() => {
      if (live) setSettled(key);
    });
    return () => {
      live = false;
    };
    // The values array is rebuilt on every render; `key` is what it means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
  if (known) return known;
  return settled === key ? values.map((value) => cache.known([value])?.[0] ?? null) : undefined;
}

/** A stored value as shown when nobody named it: its bare id. */
export const bareId = (value: string) => parseTypedId(value)?.id ?? value;

/** The names of stored values, joined by commas; '' while they are asked for. */
export function useNamesText(values: readonly string[]): string {
  const nodes = useDirectoryNodes(values);
  if (!nodes) return '';
  return values.map((value, index) => nodes[index]?.fullName ?? bareId(value)).join(',');
}
