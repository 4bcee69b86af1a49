// The browser's socket (src/realtime/socket.ts) over a fake WebSocket: OnConnection
// first, the token on every message, reconnect with growing jittered delays, no
// reconnect after logout or closeSocket, the session kinds, and the bell's counter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeConnection, maxRetryMs, retryDelay, socketUrl, type WebSocketLike } from '@app/realtime/socket';
import { UnreadNotices } from '@app/realtime/messages/unreadNotices';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  bufferedAmount = 0;
  sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string) {
    if (this.readyState !== 1) throw new Error('send before open');
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  // What the server side does in these tests:
  accept() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  push(event: Record<string, unknown>) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close'));
  }
}

function connection(random = () => 0.5) {
  const sockets: FakeSocket[] = [];
  const hooks = { onSessionEnded: vi.fn(), onReload: vi.fn() };
  const realtime = new RealtimeConnection({
    urlFor: (token) => socketUrl(token, 'https://kiln.test'),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random,
    heartbeatMs: 1_000,
  });
  realtime.setHooks(hooks);
  return { realtime, sockets, hooks, last: () => sockets[sockets.length - 1] };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the browser socket', () => {
  it('opens wss://origin/websocket/{encoded token} and says OnConnection first, then what waited', () => {
    const { realtime, last } = connection();
    realtime.open('a b/c', 'sys-1');
    expect(last().url).toBe('wss://kiln.test/websocket/a%20b%2Fc');
    realtime.send('UpdateReadMessage', { formUserId: 'u2' });
    last().accept();
    expect(last().sent).toEqual([
      { method: 'OnConnection', token: 'a b/c', mobileDevice: false, systemId: 'sys-1' },
      { method: 'UpdateReadMessage', formUserId: 'u2', token: 'a b/c' },
    ]);
    expect(socketUrl('t', 'http://localhost:5173')).toBe('ws://localhost:5173/websocket/t');
  });

  it('puts the token on every message and a payload cannot replace it', () => {
    const { realtime, last } = connection();
    realtime.open('tok');
    last().accept();
    realtime.send('SendMessage', { toUserId: 'u2', token: 'forged', method: 'Other' });
    expect(last().sent[1]).toEqual({ method: 'SendMessage', toUserId: 'u2', token: 'tok' });
  });

  it('hands every pushed event to every listener, skipping bad frames and surviving a throwing listener', () => {
    const { realtime, last } = connection();
    realtime.open('tok');
    last().accept();
    const seen: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    realtime.subscribe(() => {
      throw new Error('broken screen');
    });
    const stop = realtime.subscribe((event) => seen.push(event.method));
    last().onmessage?.(new MessageEvent('message', { data: 'not json' }));
    last().push({ noMethod: true });
    last().push({ method: 'initMessage', unreadTotalCount: 3 });
    stop();
    last().push({ method: 'messagePush', unreadNoticeCount: 1 });
    expect(seen).toEqual(['initMessage']);
  });

  it('reconnects with exponential backoff and jitter, capped at 30 s, and starts over after a good connection', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => retryDelay(attempt, () => 1))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    expect(retryDelay(3, () => 0)).toBe(4000);
    expect(retryDelay(20, () => 0.5)).toBe(maxRetryMs * 0.75);

    const { realtime, sockets, last } = connection(() => 1);
    realtime.open('tok');
    last().drop();
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().accept();
    expect(last().sent[0]).toMatchObject({ method: 'OnConnection', token: 'tok' });
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect after the logout kind, announces the end once, and sends nothing more', () => {
    const { realtime, sockets, hooks, last } = connection();
    realtime.open('tok');
    last().accept();
    last().push({ method: 'logout', msg: '您的账号在其他地方登录' });
    expect(hooks.onSessionEnded).toHaveBeenCalledWith('您的账号在其他地方登录');
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(1);
    realtime.send('MessageList', {});
    expect(last().sent).toHaveLength(1);
  });

  it('reloads on a logout of another token, and uses the default text when the logout has none', () => {
    const { realtime, hooks, last } = connection();
    realtime.open('tok');
    last().accept();
    last().push({ method: 'logout', token: 'newer-token' });
    expect(hooks.onReload).toHaveBeenCalledWith(null, 0);
    expect(hooks.onSessionEnded).not.toHaveBeenCalled();
    last().push({ method: 'logout', token: 'tok' });
    expect(hooks.onSessionEnded).toHaveBeenCalledWith(null);
  });

  it('stays closed after closeSocket or close(), and asks for a reload 2 s later on refresh', () => {
    const first = connection();
    first.realtime.open('tok');
    first.last().accept();
    first.last().push({ method: 'refresh', msg: '系统已更新' });
    expect(first.hooks.onReload).toHaveBeenCalledWith('系统已更新', 2000);
    first.last().push({ method: 'closeSocket' });
    vi.advanceTimersByTime(120_000);
    expect(first.sockets).toHaveLength(1);

    const second = connection();
    second.realtime.open('tok');
    second.realtime.close();
    second.sockets[0].drop();
    vi.advanceTimersByTime(120_000);
    expect(second.sockets).toHaveLength(1);
  });

  it('beats while open and drops a socket whose output stopped draining, then reconnects', () => {
    const { realtime, sockets, last } = connection(() => 0);
    realtime.open('tok');
    last().accept();
    vi.advanceTimersByTime(1_000);
    expect(last().sent[1]).toEqual({ method: 'heartCheck', token: 'tok' });
    last().bufferedAmount = 40;
    vi.advanceTimersByTime(1_000);
    expect(last().closed).toBe(false);
    vi.advanceTimersByTime(1_000);
    expect(sockets[0].closed).toBe(true);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('opens once per token: a second open with the same token keeps the socket, another token replaces it', () => {
    const { realtime, sockets } = connection();
    realtime.open('tok');
    realtime.open('tok');
    expect(sockets).toHaveLength(1);
    realtime.open('other');
    expect(sockets[0].closed).toBe(true);
    expect(sockets).toHaveLength(2);
  });
});

describe('the unread counter', () => {
  it('is set by initMessage, raised by messagePush deltas, lowered by reads and never below 0', () => {
    const unread = new UnreadNotices();
    unread.apply({ method: 'initMessage', unreadTotalCount: 2, unreadNums: [] });
    expect(unread.count).toBe(2);
    unread.apply({ method: 'messagePush', unreadNoticeCount: 1 });
    unread.apply({ method: 'receiveMessage', unreadNoticeCount: 5 });
    expect(unread.count).toBe(3);
    unread.readOne();
    unread.readOne();
    unread.readOne();
    unread.readOne();
    expect(unread.count).toBe(0);
    unread.apply({ method: 'messagePush', unreadNoticeCount: 150 });
    expect(unread.count).toBe(150);
    unread.clear();
    expect(unread.count).toBe(0);
    unread.apply({ method: 'initMessage' });
    expect(unread.count).toBe(0);
  });
});
