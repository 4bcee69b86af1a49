// The realtime hub (contract: ./hub.ts): which sockets this process holds, per
// user; events to users, here at once and on the other processes through the
// invalidation bus's 'realtime' notices (PostgreSQL); the client methods modules
// answer; and closing every socket whose session ended, wherever it is open.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Language } from '@core/i18n/text';
import type { Database } from '../db/schema';
import { everything, type InvalidationBus } from '../db/invalidation';
import type { SessionService } from '../auth/sessions';
import { ApiError } from '../http/errors';
import { say } from '../http/texts';
import type { ClientMethodHandler, RealtimeHub, ServerEvent, SocketCaller } from './hub';
import { eventNotices, PieceCollector, readNotice, sessionNotices } from './notices';
import { endingOf } from './sessionEnds';

/** One open socket as the hub sees it: the route (./socketRoute.ts) makes them over `ws`. */
export interface OpenSocket {
  readonly caller: SocketCaller;
  /** The language of its logout text (the connecting request's). */
  readonly language: Language;
  /** Writes one text frame (its UTF-8 bytes, encoded once for every socket it goes to). */
  write(frame: Buffer): void;
  /** Sends `{method:'logout', msg}` and closes. */
  logout(msg: string): void;
}

/** The method every socket starts with; the hub answers it with initMessage. */
export const connectionMethod = 'OnConnection';
/** Sessions checked per query by the sweep. */
const statesPerQuery = 500;

const fallbackLog: Pick<FastifyBaseLogger, 'warn' | 'debug'> = { warn: () => undefined, debug: () => undefined };

export class SocketHub implements RealtimeHub {
  /** Tells this process's own notices apart when the bus brings them back. */
  readonly origin = randomUUID();
  private readonly byUser = new Map<string, Set<OpenSocket>>();
  private readonly handlers = new Map<string, ClientMethodHandler>();
  private readonly initParts: ((caller: SocketCaller) => Promise<Record<string, unknown>>)[] = [];
  private readonly pieces = new PieceCollector();
  private log: Pick<FastifyBaseLogger, 'warn' | 'debug'> = fallbackLog;
  private pieceCount = 0;
  /** Counts the session changes heard, so a socket admitted while one was under way is checked once more. */
  private sessionChanges = 0;

  /** `crossProcess`: other processes share the database (PostgreSQL), so events go out on the bus too. */
  constructor(
    private readonly bus: InvalidationBus,
    private readonly sessions: SessionService,
    private readonly crossProcess: boolean,
  ) {
    bus.on('realtime', (payload) => this.heard(payload));
    sessions.announceEndsTo((userIds, through) => this.sessionsChanged(userIds, through));
  }

  useLog(log: Pick<FastifyBaseLogger, 'warn' | 'debug'>): void {
    this.log = log;
  }

  async toUsers(userIds: readonly string[], event: ServerEvent): Promise<void> {
    const targets = [...new Set(userIds)];
    if (targets.length === 0) return;
    const text = JSON.stringify(event);
    this.deliver(targets, text);
    if (!this.crossProcess) return;
    // Each notice stands alone (pieces are numbered): they go out side by side, on the pool's connections.
    await Promise.all(eventNotices(this.origin, targets, text, () => String(++this.pieceCount)).map((notice) => this.bus.publish('realtime', notice)));
  }

  handle(method: string, handler: ClientMethodHandler): void {
    if (method === connectionMethod) throw new Error(`${connectionMethod} is answered by the hub; contribute to the initMessage instead`);
    if (this.handlers.has(method)) throw new Error(`The socket method ${method} already has a handler`);
    this.handlers.set(method, handler);
  }

  contributeToInit(part: (caller: SocketCaller) => Promise<Record<string, unknown>>): void {
    this.initParts.push(part);
  }

  /** The count to hand to `add` for a socket whose session is about to be checked. */
  get sessionChangesHeard(): number {
    return this.sessionChanges;
  }

  /**
   * Holds a socket whose session was found live; `heardBefore` is `sessionChangesHeard` from before that check.
   * A session change heard in between may have missed the socket (it was not held yet): it is checked again.
   */
  add(socket: OpenSocket, heardBefore = this.sessionChanges): void {
    const own = this.byUser.get(socket.caller.userId) ?? new Set<OpenSocket>();
    own.add(socket);
    this.byUser.set(socket.caller.userId, own);
    if (heardBefore !== this.sessionChanges) this.checkSockets([socket]);
  }

  remove(socket: OpenSocket): void {
    const own = this.byUser.get(socket.caller.userId);
    own?.delete(socket);
    if (own?.size === 0) this.byUser.delete(socket.caller.userId);
  }

  /** How many sockets this process holds. */
  get size(): number {
    let count = 0;
    for (const own of this.byUser.values()) count += own.size;
    return count;
  }

  /** Answers one frame from a socket: bad JSON, another token and unknown methods are ignored. */
  async receive(socket: OpenSocket, frame: string): Promise<void> {
    const message = parsedMessage(frame);
    if (!message) return;
    if (message.token !== socket.caller.token) {
      this.log.debug({ method: message.method }, 'a socket message with another token was ignored');
      return;
    }
    const reply = (event: ServerEvent) => socket.write(Buffer.from(JSON.stringify(event)));
    if (message.method === connectionMethod) {
      reply(await this.initMessage(socket.caller));
      return;
    }
    const handler = this.handlers.get(message.method);
    if (!handler) return;
    try {
      await handler(socket.caller, message, reply);
    } catch (error) {
      // A refusal (bad input, no right) is the client's mistake: nothing is sent; anything else is ours.
      if (error instanceof ApiError) this.log.debug({ method: message.method, refusal: error.message }, 'a socket method was refused');
      else this.log.warn({ err: error, method: message.method }, 'a socket method failed');
    }
  }

  /** The first answer: every contributed part merged, with JNPF's defaults for a part that is absent or failed. */
  async initMessage(caller: SocketCaller): Promise<ServerEvent> {
    const parts = await Promise.all(
      this.initParts.map((part) =>
        part(caller).catch((error: unknown) => {
          this.log.warn({ err: error }, 'a part of the initMessage failed; its defaults are sent');
          return {};
        }),
      ),
    );
    return { method: 'initMessage', unreadTotalCount: 0, unreadNums: [], ...Object.assign({}, ...parts) };
  }

  /**
   * Sessions of these users ended (in `through`'s transaction, when it is one): every process checks its
   * sockets of them. With PostgreSQL the notice reaches every process, this one too, when the transaction
   * commits. This process also checks at once, without waiting: on SQLite that check's read queues behind
   * the transaction on the one connection, so it sees the commit; on PostgreSQL it may come too early, and
   * the notice's return does it again.
   */
  async sessionsChanged(userIds: readonly string[], through?: Kysely<Database>): Promise<void> {
    // The bus delivers here at once too, which makes the first check.
    if (this.crossProcess) for (const notice of sessionNotices(this.origin, userIds)) await this.bus.publish('realtime', notice, through);
    else this.checkHeld(userIds);
  }

  /** Checks every socket this process holds (expiry has no event: a periodic sweep finds it). */
  async sweep(): Promise<void> {
    await this.check([...this.byUser.values()].flatMap((own) => [...own]));
  }

  private heard(payload: string): void {
    // The bus lost its connection, or a notice was too long: anything may have ended meanwhile.
    if (payload === everything) {
      this.checkHeld([...this.byUser.keys()]);
      return;
    }
    const notice = readNotice(payload);
    if (!notice) return;
    if (notice.kind === 'sessions') {
      this.checkHeld(notice.userIds);
      return;
    }
    // This process delivered its own events when they were sent.
    if (notice.origin === this.origin) return;
    if (notice.kind === 'event') this.deliver(notice.userIds, notice.text);
    else {
      const whole = this.pieces.add(notice);
      if (whole) this.deliver(whole.userIds, whole.text);
    }
  }

  private deliver(userIds: readonly string[], text: string): void {
    let frame: Buffer | null = null;
    for (const userId of userIds) {
      for (const socket of this.byUser.get(userId) ?? []) socket.write((frame ??= Buffer.from(text)));
    }
  }

  /** Checks the sockets this process holds of these users, without waiting (see sessionsChanged). */
  private checkHeld(userIds: readonly string[]): void {
    this.sessionChanges += 1;
    this.checkSockets(userIds.flatMap((userId) => [...(this.byUser.get(userId) ?? [])]));
  }

  private checkSockets(sockets: readonly OpenSocket[]): void {
    if (sockets.length === 0) return;
    this.check(sockets).catch((error: unknown) => this.log.warn({ err: error }, "sockets' sessions could not be checked"));
  }

  private async check(sockets: readonly OpenSocket[]): Promise<void> {
    const sessionIds = [...new Set(sockets.map((socket) => socket.caller.sessionId))];
    const now = Date.now();
    for (let start = 0; start < sessionIds.length; start += statesPerQuery) {
      const chunk = sessionIds.slice(start, start + statesPerQuery);
      const states = new Map((await this.sessions.states(chunk)).map((state) => [state.id, state]));
      const chunkIds = new Set(chunk);
      for (const socket of sockets) {
        if (!chunkIds.has(socket.caller.sessionId)) continue;
        const ending = endingOf(states.get(socket.caller.sessionId), now);
        if (ending) {
          this.remove(socket);
          socket.logout(say({ key: ending }, socket.language));
        }
      }
    }
  }
}

/** A frame's message: a JSON object with a string `method`, or null. */
function parsedMessage(frame: string): (Record<string, unknown> & { method: string }) | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const message = parsed as Record<string, unknown>;
  return typeof message.method === 'string' ? (message as Record<string, unknown> & { method: string }) : null;
}
