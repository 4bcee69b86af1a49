// The batched name lookups every widget names its stored values with: the values
// of one moment go in one request, split at the endpoint's limit; answers and
// unanswered values are kept for the session; a failed request is asked again.
import { describe, expect, it } from 'vitest';
import type { Envelope, Transport } from '@core/api/envelope';
import { LookupCache, lookupCacheOf } from '@widgets/runtime/lookups';

/** A cache over a fake endpoint that names what `names` holds and records each request. */
function namesOf(names: Record<string, string>, batchLimit = 10) {
  const requests: string[][] = [];
  let failing = false;
  const cache = new LookupCache<string>(
    async (ids) => {
      requests.push(ids);
      if (failing) throw new Error('offline');
      return new Map(ids.flatMap((id) => (names[id] ? [[id, names[id]] as const] : [])));
    },
    { batchLimit },
  );
  return { cache, requests, fail: (on: boolean) => (failing = on) };
}

describe('batched lookups', () => {
  it('asks for the values of one moment in one request, each value once', async () => {
    const { cache, requests } = namesOf({ a: 'A', b: 'B' });
    await Promise.all([cache.load(['a', 'b']), cache.load(['b']), cache.load(['a'])]);
    expect(requests).toEqual([['a', 'b']]);
    expect([cache.get('a'), cache.get('b')]).toEqual(['A', 'B']);
  });

  it('splits a moment at the batch limit', async () => {
    const { cache, requests } = namesOf({}, 2);
    await cache.load(['a', 'b', 'c']);
    expect(requests).toEqual([['a', 'b'], ['c']]);
  });

  it('does not ask again for what it knows, what a picker taught it, or what the server could not name', async () => {
    const { cache, requests } = namesOf({ a: 'A' });
    cache.remember('b', 'B');
    await cache.load(['a', 'b', 'gone']);
    await cache.load(['a', 'b', 'gone']);
    expect(requests).toEqual([['a', 'gone']]);
    expect(cache.settled('gone')).toBe(true);
    expect(cache.get('gone')).toBeUndefined();
  });

  it('leaves the values of a failed request unsettled, so the next one to need them asks again', async () => {
    const { cache, requests, fail } = namesOf({ a: 'A' });
    fail(true);
    await cache.load(['a']);
    expect(cache.settled('a')).toBe(false);
    fail(false);
    await cache.load(['a']);
    expect(requests).toEqual([['a'], ['a']]);
    expect(cache.get('a')).toBe('A');
  });

  it('takes values of any kind through their key: equal id paths are asked once', async () => {
    const requests: string[][][] = [];
    const cache = new LookupCache<string, string[]>(
      async (paths) => {
        requests.push(paths);
        return new Map(paths.map((path) => [path.join('/'), path.map((id) => `n${id}`).join('/')]));
      },
      { batchLimit: 10, keyOf: (path) => path.join('/') },
    );
    await Promise.all([cache.load([['1', '2']]), cache.load([['1', '2'], ['3']])]);
    expect(requests).toEqual([[['1', '2'], ['3']]]);
    expect(cache.get(['1', '2'])).toBe('n1/n2');
  });

  it('keeps one cache per transport and kind for the session', () => {
    const silent = (): Transport => async <T,>() => ({ code: 200, msg: '', data: null }) as Envelope<T>;
    const transport = silent();
    const create = () => namesOf({}).cache;
    const first = lookupCacheOf(transport, 'role', create);
    expect(lookupCacheOf(transport, 'role', create)).toBe(first);
    expect(lookupCacheOf(transport, 'group', create)).not.toBe(first);
    expect(lookupCacheOf(silent(), 'role', create)).not.toBe(first);
  });
});
