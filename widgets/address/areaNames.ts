// Names of area id paths, asked of the server (POST Area/GetAreaByIds) once per
// distinct path and kept for the session: the paths wanted in the same moment
// (a list's rows, a form's fields) travel in one request.
import { useEffect, useState } from 'react';
import type { Api } from '../runtime/ApiContext';
import { useApi } from '../runtime/ApiContext';

type AreaApi = Api['area'];

/** What GetAreaByIds takes at once. */
const batchLimit = 1000;

export const pathKey = (path: readonly string[]) => path.join('/');

export class AreaNameCache {
  private readonly names = new Map<string, string[]>();
  private readonly pending = new Map<string, Promise<void>>();
  private queue = new Map<string, string[]>();
  private batch: Promise<void> | null = null;

  constructor(private readonly area: AreaApi) {}

  /** The names of every path, when all are known. */
  known(paths: readonly string[][]): string[][] | undefined {
    const names = paths.map((path) => this.names.get(pathKey(path)));
    return names.every((found): found is string[] => found !== undefined) ? names : undefined;
  }

  /** Names learnt otherwise (the picker's tree knows what it showed). */
  remember(path: readonly string[], names: readonly string[]): void {
    this.names.set(pathKey(path), [...names]);
  }

  /** Asks for the paths not known yet; settles when they are known, or when the server could not name them. */
  load(paths: readonly string[][]): Promise<void> {
    const waits: Promise<void>[] = [];
    for (const path of paths) {
      const key = pathKey(path);
      if (this.names.has(key)) continue;
      let wait = this.pending.get(key);
      if (!wait) {
        this.queue.set(key, [...path]);
        // Paths asked for in the same task wait one microtask and go together.
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
    for (let start = 0; start < queued.length; start += batchLimit) {
      const part = queued.slice(start, start + batchLimit);
      try {
        const result = await this.area.namesByIds(part.map(([, path]) => path));
        if (result.code === 200 && Array.isArray(result.data)) part.forEach(([key], index) => Array.isArray(result.data[index]) && this.names.set(key, result.data[index]));
      } catch {
        // Unnamed paths show as their ids; the next value asks again.
      } finally {
        part.forEach(([key]) => this.pending.delete(key));
      }
    }
  }
}

const caches = new WeakMap<AreaApi, AreaNameCache>();

export function areaNameCache(area: AreaApi): AreaNameCache {
  let cache = caches.get(area);
  if (!cache) caches.set(area, (cache = new AreaNameCache(area)));
  return cache;
}

/**
 * The names of the paths: undefined while they are asked for, the ids of a path
 * the server could not name. Redraws only when the paths or their names change.
 */
export function useAreaNames(paths: readonly string[][]): string[][] | undefined {
  const cache = areaNameCache(useApi().area);
  const key = paths.map(pathKey).join('|');
  const [settled, setSettled] = useState('');
  const known = cache.known(paths);
  useEffect(() => {
    if (cache.known(paths)) return;
    let live = true;
    void cache.load(paths).then(() => {
      if (live) setSettled(key);
    });
    return () => {
      live = false;
    };
    // The paths array is rebuilt on every render; `key` is what it means.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cache, key]);
  if (known) return known;
  return settled === key ? paths.map((path) => cache.known([path])?.[0] ?? path) : undefined;
}
