// Names of area id paths, asked of the server (POST Area/GetAreaByIds) once per
// distinct path and kept for the session: the paths wanted in the same moment
// (a list's rows, a form's fields) travel in one request (the runtime's lookups).
import type { Transport } from '@core/api/envelope';
import { areaApi } from '@core/api/area';
import { useApi } from '../runtime/ApiContext';
import { LookupCache, lookupCacheOf, useLookup } from '../runtime/lookups';

/** What GetAreaByIds takes at once. */
const batchLimit = 1000;

export const pathKey = (path: readonly string[]) => path.join('/');

/** The session's names of area paths over this transport, by path key. */
const areaNameCache = (transport: Transport): LookupCache<string[], string[]> =>
  lookupCacheOf(
    transport,
    'area',
    (call) =>
      new LookupCache<string[], string[]>(
        async (paths) => {
          const result = await areaApi(call).namesByIds(paths);
          // Unnamed paths show as their ids; the next value asks again.
          if (result.code !== 200 || !Array.isArray(result.data)) throw new Error(result.msg);
          // The answer lists names in the order of the paths asked.
          return new Map(paths.flatMap((path, index) => (Array.isArray(result.data[index]) ? [[pathKey(path), result.data[index]] as const] : [])));
        },
        { batchLimit, keyOf: pathKey },
      ),
  );

/** Names learnt otherwise (the picker's tree knows what it showed). */
export const rememberAreaNames = (transport: Transport, path: readonly string[], names: readonly string[]) => areaNameCache(transport).remember(pathKey(path), [...names]);

/**
 * The names of the paths: undefined while they are asked for, the ids of a path
 * the server could not name. Redraws only when the paths or their names change.
 */
export function useAreaNames(paths: readonly string[][]): string[][] | undefined {
  const cache = areaNameCache(useApi().transport);
  const ready = useLookup(cache, paths);
  return ready ? paths.map((path) => cache.get(path) ?? path) : undefined;
}
