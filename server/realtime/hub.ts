// The realtime hub's contract (issue 28): what the server pushes to browsers over
// /websocket/{token}, and how modules answer client methods and add to the first
// answer. The message and chat modules code against this file; the socket route
// and the cross-process delivery implement it (server/realtime/socketHub.ts).

/**
 * What the server pushes, in JNPF's shapes: `method` names the kind
 * (initMessage, messagePush, logout, closeSocket, receiveMessage, sendMessage, messageList, refresh).
 */
export interface ServerEvent {
  method: string;
  [key: string]: unknown;
}

/** The signed-in caller of one socket, fixed at connect. */
export interface SocketCaller {
  userId: string;
  sessionId: string;
  token: string;
}

/** Answers one client method; `reply` writes to this socket only. Throwing a ServerFailure-like error sends nothing and logs. */
export type ClientMethodHandler = (caller: SocketCaller, message: Record<string, unknown>, reply: (event: ServerEvent) => void) => Promise<void>;

export interface RealtimeHub {
  /**
   * One event to every open socket of these users, on every server process (PostgreSQL LISTEN/NOTIFY; SQLite: this process).
   * Call it after the write's transaction committed.
   */
  toUsers(userIds: readonly string[], event: ServerEvent): Promise<void>;
  /** One handler per client method (SendMessage, MessageList, UpdateReadMessage, ...). */
  handle(method: string, handler: ClientMethodHandler): void;
  /** A part of the initMessage answered on OnConnection: the message module adds {unreadTotalCount}, chat adds {unreadNums:[...]} . Parts are merged. */
  contributeToInit(part: (caller: SocketCaller) => Promise<Record<string, unknown>>): void;
}
