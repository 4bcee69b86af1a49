// One request per identical call of the moment: option loads (every row of a
// sub-table asks the same), data-interface labels and attributes (two fields
// naming the same rows) share a pending or recent answer instead of asking
// again. Answers are kept a short while, so a form opened later asks afresh;
// what a picker already listed can be taught to the cache, so a fresh pick
// needs no request to be named.
import type { Envelope, HttpMethod, Transport } from '@core/api/envelope';

/** How long an answered call is reused: the fields of one form drawn at once share it, a later form asks again. */
export const sharedMillis = 30_000;

interface Shared {
  promise: Promise<Envelope<unknown>>;
  at: number;
}

const sharedCalls = new WeakMap<Transport, Map<string, Shared>>();

/** What makes two calls the same: method, url and payload (payloads are built in one key order by their callers). */
export const callKeyOf = (method: string, url: string, payload?: unknown): string => JSON.stringify([method, url, payload ?? null]);

function callsOf(transport: Transport): Map<string, Shared> {
  let calls = sharedCalls.get(transport);
  if (!calls) sharedCalls.set(transport, (calls = new Map()));
  return calls;
}

/** The answer of a call, shared with every identical call made within `sharedMillis`; a failed answer is not kept. */
export function sharedCall<T>(transport: Transport, method: HttpMethod, url: string, payload?: unknown): Promise<Envelope<T>> {
  const calls = callsOf(transport);
  const key = callKeyOf(method, url, payload);
  const now = Date.now();
  const known = calls.get(key);
  if (known && now - known.at < sharedMillis) return known.promise as Promise<Envelope<T>>;
  const promise = transport<T>(method, url, payload);
  calls.set(key, { promise, at: now });
  // The next asker of a failed call tries again.
  void promise.then(
    (result) => result.code !== 200 && calls.get(key)?.promise === promise && calls.delete(key),
    () => calls.get(key)?.promise === promise && calls.delete(key),
  );
  return promise;
}

/** Teaches the cache the answer a call would get (a picker listed the rows), unless one is on its way already. */
export function rememberCall<T>(transport: Transport, method: HttpMethod, url: string, payload: unknown, data: T): void {
  const calls = callsOf(transport);
  const key = callKeyOf(method, url, payload);
  const known = calls.get(key);
  if (known && Date.now() - known.at < sharedMillis) return;
  calls.set(key, { promise: Promise.resolve({ code: 200, msg: '', data }), at: Date.now() });
}

const sharingTransports = new WeakMap<Transport, Transport>();

/** The transport whose every call goes through `sharedCall`: typed endpoint functions over it share identical calls. */
export function sharingTransport(transport: Transport): Transport {
  let sharing = sharingTransports.get(transport);
  if (!sharing) {
    sharing = <T>(method: HttpMethod, url: string, payload?: unknown) => sharedCall<T>(transport, method, url, payload);
    sharingTransports.set(transport, sharing);
  }
  return sharing;
}
