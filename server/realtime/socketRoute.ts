// GET /websocket/{token} (spec 01 §7.5, ARCHITECTURE §8): JNPF's web client opens it
// on the same port once the layout mounts. The token is checked at connect; a socket
// whose token does not hold is told `logout` with the reason and closed. Frames are
// capped in size and, per socket, in rate; the server pings every 30 s and drops a
// socket that did not answer the last ping.
import websocket from '@fastify/websocket';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { languageFromHeader, type Language } from '@core/i18n/text';
import type { Kiln } from '../context';
import { access } from '../http/routeAccess';
import { ApiError } from '../http/errors';
import { say } from '../http/texts';
import type { SocketCaller } from './hub';
import type { OpenSocket } from './socketHub';
import { refusalOf } from './sessionEnds';
import { tokenFromHeader } from '../auth/tokens';

/** The socket's limits, in one place. */
export const socketLimits = {
  /** A larger frame closes the socket (1009): JNPF's largest is a chat text (4,000 characters) with its fields. */
  maxFrameBytes: 64 * 1024,
  /** Messages a socket may send at once, then per second; the excess is dropped. */
  burst: 30,
  perSecond: 10,
  /** Frames dropped for rate before the socket is closed (1008). */
  maxDropped: 300,
  /** Sockets one user may hold (tabs and devices); a new one beyond closes the oldest with closeSocket. */
  perUser: 50,
  /** Bytes a socket may have waiting to go out: beyond, the reader is gone or stuck, and the socket is dropped. */
  maxBuffered: 4 * 1024 * 1024,
  heartbeatMs: 30_000,
  /** How often every socket's session is checked again (expiry has no event). */
  sweepMs: 60_000,
};

/** The close code after a logout: the session ended (an application code, so a client does not reconnect). */
export const sessionEndedCode = 4001;

const tokenParams = Type.Object({ token: Type.String() });

/** Per-socket message budget: a burst, then a steady rate. */
class MessageBudget {
  private tokens = socketLimits.burst;
  private last = Date.now();
  dropped = 0;

  take(): boolean {
    const now = Date.now();
    this.tokens = Math.min(socketLimits.burst, this.tokens + ((now - this.last) / 1000) * socketLimits.perSecond);
    this.last = now;
    if (this.tokens < 1) {
      this.dropped += 1;
      return false;
    }
    this.tokens -= 1;
    return true;
  }
}

function textOf(data: WebSocket.RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

/** The hub's view of one `ws` socket. */
function openSocket(socket: WebSocket, caller: SocketCaller, language: Language): OpenSocket {
  return {
    caller,
    language,
    write(frame) {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (socket.bufferedAmount > socketLimits.maxBuffered) socket.terminate();
      else socket.send(frame, { binary: false });
    },
    logout(msg) {
      if (socket.readyState !== WebSocket.OPEN) return;
      socket.send(JSON.stringify({ method: 'logout', msg }));
      socket.close(sessionEndedCode, 'session ended');
    },
  };
}

export async function registerRealtime(app: FastifyInstance, kiln: Kiln): Promise<void> {
  const hub = kiln.realtime;
  hub.useLog(app.log);
  await app.register(websocket, {
    options: { maxPayload: socketLimits.maxFrameBytes },
    // A socket's errors are its client's doing (an oversized frame, a cut connection): not the server's errors.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'socket error');
      socket.terminate();
    },
  });
  const answered = new WeakSet<WebSocket>();
  /** Each user's sockets in the order they opened, for the per-user cap. */
  const opened = new Map<string, { socket: WebSocket; open: OpenSocket }[]>();

  const admit = (socket: WebSocket, open: OpenSocket, heardBefore: number) => {
    const own = opened.get(open.caller.userId) ?? [];
    own.push({ socket, open });
    opened.set(open.caller.userId, own);
    hub.add(open, heardBefore);
    while (own.length > socketLimits.perUser) {
      const oldest = own.shift();
      if (!oldest) break;
      hub.remove(oldest.open);
      oldest.open.write(Buffer.from(JSON.stringify({ method: 'closeSocket' })));
      oldest.socket.close(1008, 'too many sockets');
    }
  };
  const release = (socket: WebSocket, open: OpenSocket) => {
    hub.remove(open);
    const own = (opened.get(open.caller.userId) ?? []).filter((entry) => entry.socket !== socket);
    if (own.length > 0) opened.set(open.caller.userId, own);
    else opened.delete(open.caller.userId);
  };

  app.route({
    method: 'GET',
    url: '/websocket/:token',
    // The token travels in the path: the socket's handler checks it, and answers a bad one with logout over the socket.
    config: { access: access.public() },
    schema: {
      tags: ['oauth'],
      summary: 'The websocket (upgrade only): events in JNPF shapes; a plain GET is not found (docs/api-contract.md, "The websocket")',
      params: tokenParams,
    },
    handler: async () => {
      throw new ApiError(404, { key: 'http.notFound' });
    },
    wsHandler: (socket, request) => {
      const { token } = request.params as { token: string };
      const language = languageFromHeader(request.headers['accept-language']);
      const budget = new MessageBudget();
      const early: string[] = [];
      let open: OpenSocket | null = null;
      let closed = false;
      let queue = Promise.resolve();
      const take = (frame: string, into: OpenSocket) => {
        queue = queue.then(() => hub.receive(into, frame)).catch((error: unknown) => request.log.warn({ err: error }, 'a socket message failed'));
      };
      answered.add(socket);
      socket.on('pong', () => answered.add(socket));
      socket.on('message', (data, isBinary) => {
        if (isBinary) return;
        if (!budget.take()) {
          if (budget.dropped > socketLimits.maxDropped) socket.close(1008, 'too many messages');
          return;
        }
        const frame = textOf(data);
        // Messages sent before the token is checked wait for it (the client sends OnConnection on open).
        if (open) take(frame, open);
        else if (early.length < socketLimits.burst) early.push(frame);
      });
      socket.on('close', () => {
        closed = true;
        if (open) release(socket, open);
      });

      const connect = async () => {
        const heardBefore = hub.sessionChangesHeard;
        const config = await kiln.sysConfig.get();
        // The client holds the token as sign-in answered it ("Bearer …") and puts it in the path as it is.
        const bare = tokenFromHeader(token);
        const found = bare ? await kiln.sessions.resolve(bare, config.tokenTimeout) : ({ ok: false, reason: 'unknown' } as const);
        if (closed) return;
        const refusal = refusalOf(found);
        if (refusal || !found.ok) {
          const refused = openSocket(socket, { userId: '', sessionId: '', token }, language);
          refused.logout(say({ key: refusal ?? 'session.invalid' }, language));
          return;
        }
        open = openSocket(socket, { userId: found.user.id, sessionId: found.session.id, token }, language);
        admit(socket, open, heardBefore);
        for (const frame of early.splice(0)) take(frame, open);
      };
      connect().catch((error: unknown) => {
        request.log.warn({ err: error }, 'a socket could not be opened');
        socket.close(1011, 'server error');
      });
    },
  });

  const heartbeat = setInterval(() => {
    for (const client of app.websocketServer.clients) {
      if (!answered.has(client)) {
        client.terminate();
        continue;
      }
      answered.delete(client);
      client.ping();
    }
  }, socketLimits.heartbeatMs).unref();
  const sweep = setInterval(() => {
    hub.sweep().catch((error: unknown) => app.log.warn({ err: error }, "sockets' sessions could not be checked"));
  }, socketLimits.sweepMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
  });
}
