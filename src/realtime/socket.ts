// The browser's one socket to /websocket/{token} (spec 01 §4, §7.5; ARCHITECTURE.md §8):
// OnConnection on open, the token on every message, a light heartbeat, reconnect
// with exponential backoff and jitter, and the session kinds (logout, closeSocket,
// refresh) that end or reload the shell. Knows no React: the provider wires it in.

/** What the server pushes; `method` names the kind (initMessage, messagePush, logout, ...). */
export interface SocketEvent {
  method: string;
  [key: string]: unknown;
}

export interface RealtimeSocket {
  /** Every event the server pushes; returns the unsubscribe. */
  subscribe(listener: (event: SocketEvent) => void): () => void;
  /** Sends `{method, token, ...payload}` (JNPF adds the token to every message); queued until open. */
  send(method: string, payload?: Record<string, unknown>): void;
}

/** The part of the browser's WebSocket this module uses, so tests can hand in a fake. */
export interface WebSocketLike {
  readonly readyState: number;
  readonly bufferedAmount: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface ConnectionHooks {
  /** The server ended this token's session (logout kind): `msg` is its text, null for the default one. */
  onSessionEnded(msg: string | null): void;
  /** Reload the page: another token is signed in (logout kind), or the server asked (refresh kind, toast `msg` first). */
  onReload(msg: string | null, delayMs: number): void;
}

export interface ConnectionOptions {
  /** The socket's address for a token; defaults to this page's origin. */
  urlFor?: (token: string) => string;
  createSocket?: (url: string) => WebSocketLike;
  random?: () => number;
  heartbeatMs?: number;
}

const openState = 1;
export const firstRetryMs = 1_000;
export const maxRetryMs = 30_000;
/** Under the server's ~30 s ping, so idle proxies keep the connection. */
export const heartbeatMs = 25_000;
export const refreshDelayMs = 2_000;

/** ws(s)://host/websocket/{token} on the page's own origin (the server and the dev proxy both serve it there). */
export function socketUrl(token: string, origin = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/websocket/${encodeURIComponent(token)}`;
}

/** Exponential from 1 s, capped at 30 s, with half of it random so a restarted server is not hit by every browser at once. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

export class RealtimeConnection implements RealtimeSocket {
  private readonly listeners = new Set<(event: SocketEvent) => void>();
  private readonly waiting: string[] = [];
  private socket: WebSocketLike | null = null;
  private token: string | null = null;
  private systemId: string | undefined;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setInterval> | null = null;
  /** Bytes still unsent at the last heartbeat: a socket whose output never drains is dead though not yet closed. */
  private stalledBytes = 0;

  private hooks: ConnectionHooks = { onSessionEnded: () => undefined, onReload: () => undefined };

  constructor(private readonly options: ConnectionOptions = {}) {}

  /** What the shell does when the server ends the session or asks for a reload. */
  setHooks(hooks: ConnectionHooks): void {
    this.hooks = hooks;
  }

  /** Connects for this token (closing any other connection first). */
  open(token: string, systemId?: string): void {
    if (this.token === token && this.socket) return;
    this.close();
    this.token = token;
    this.systemId = systemId;
    this.attempt = 0;
    this.connect();
  }

  /** Closes for good: no reconnect until open() is called again; unsent messages are dropped. */
  close(): void {
    this.token = null;
    this.waiting.length = 0;
    this.clearTimers();
    this.dropSocket();
  }

  get connected(): boolean {
    return this.socket?.readyState === openState;
  }

  subscribe(listener: (event: SocketEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  send(method: string, payload: Record<string, unknown> = {}): void {
    if (!this.token) return;
    const text = JSON.stringify({ ...payload, method, token: this.token });
    if (this.socket && this.connected) this.socket.send(text);
    else this.waiting.push(text);
  }

  /** Back online: try now rather than at the end of a long backoff. */
  retryNow(): void {
    if (!this.token || this.socket) return;
    this.attempt = 0;
    this.clearTimers();
    this.connect();
  }

  private connect(): void {
    const token = this.token;
    if (!token) return;
    const url = (this.options.urlFor ?? socketUrl)(token);
    const socket = (this.options.createSocket ?? ((address: string) => new WebSocket(address)))(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.stalledBytes = 0;
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false, systemId: this.systemId }));
      for (const text of this.waiting.splice(0)) socket.send(text);
      this.startHeartbeat();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleRetry();
    };
    // An error is followed by close, which decides about reconnecting.
    socket.onerror = () => undefined;
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let event: SocketEvent;
    try {
      const parsed: unknown = JSON.parse(data);
      if (!parsed || typeof parsed !== 'object' || typeof (parsed as SocketEvent).method !== 'string') return;
      event = parsed as SocketEvent;
    } catch {
      return;
    }
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        // One screen's failing listener must not starve the others of events.
        console.error(error);
      }
    }
    this.handleSessionKinds(event);
  }

  private handleSessionKinds(event: SocketEvent): void {
    const msg = typeof event.msg === 'string' && event.msg ? event.msg : null;
    if (event.method === 'logout') {
      // Another token in this browser (signed in again in another tab): this page is stale, reload it.
      if (typeof event.token === 'string' && event.token && event.token !== this.token) return this.hooks.onReload(null, 0);
      this.close();
      this.hooks.onSessionEnded(msg);
    } else if (event.method === 'closeSocket') {
      this.close();
    } else if (event.method === 'refresh') {
      this.hooks.onReload(msg, refreshDelayMs);
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = setInterval(() => {
      const socket = this.socket;
      if (!socket || !this.connected) return;
      if (this.stalledBytes > 0 && socket.bufferedAmount >= this.stalledBytes) {
        // Nothing left the browser since the last beat: the peer is gone; reconnect instead of waiting for TCP to notice.
        this.dropSocket();
        this.scheduleRetry();
        return;
      }
      this.stalledBytes = socket.bufferedAmount;
      socket.send(JSON.stringify({ method: 'heartCheck', token: this.token }));
    }, this.options.heartbeatMs ?? heartbeatMs);
  }

  private scheduleRetry(): void {
    this.clearTimers();
    if (!this.token) return;
    const delay = retryDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    socket.close();
  }

  private clearTimers(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.retryTimer = this.heartbeatTimer = null;
  }
}
