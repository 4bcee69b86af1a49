// A real `ws` client of /websocket/{token}, as JNPF's browser client uses it: it
// sends `{method, token, ...}` and reads the server's events in order.
import WebSocket from 'ws';

export interface ReceivedEvent {
  method: string;
  [key: string]: unknown;
}

export interface TestSocket {
  readonly ws: WebSocket;
  /** Every event received, in order. */
  readonly events: ReceivedEvent[];
  /** Sends a JSON message with the socket's token (or `token`), as JNPF does. */
  send(method: string, payload?: Record<string, unknown>, token?: string): void;
  /** The next event not yet taken (of this method, skipping others); fails after `timeoutMs`. */
  next(method?: string, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves with the close code once the socket closed. */
  readonly closed: Promise<number>;
  close(): Promise<void>;
}

export function socketUrl(baseUrl: string, token: string): string {
  return `${baseUrl.replace('http://', 'ws://')}/websocket/${encodeURIComponent(token)}`;
}

/** Opens a socket and waits for it to be open (not for the token check: that answers over the socket). */
export async function openSocket(baseUrl: string, token: string, options: { language?: string } = {}): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(baseUrl, token), { headers: options.language ? { 'accept-language': options.language } : {} });
  const events: ReceivedEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    events.push(JSON.parse(String(data)) as ReceivedEvent);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const take = (method?: string): ReceivedEvent | undefined => {
    for (let index = taken; index < events.length; index++) {
      if (!method || events[index].method === method) {
        taken = index + 1;
        return events[index];
      }
    }
    return undefined;
  };
  return {
    ws,
    events,
    closed,
    send: (method, payload = {}, sentToken = token) => ws.send(JSON.stringify({ method, token: sentToken, ...payload })),
    next: (method, timeoutMs = 5000) =>
      new Promise<ReceivedEvent>((resolve, reject) => {
        const found = take(method);
        if (found) return resolve(found);
        const wake = () => {
          const event = take(method);
          if (!event) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(event);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no ${method ?? 'event'} within ${timeoutMs} ms; received ${JSON.stringify(events.map((event) => event.method))}`));
        }, timeoutMs);
        waiters.add(wake);
      }),
    close: async () => {
      if (ws.readyState === WebSocket.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}
