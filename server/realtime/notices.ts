// What one server process tells the others about sockets, as notices on the
// invalidation bus's 'realtime' topic (PostgreSQL NOTIFY, under ~8000 bytes each):
// an event for some users, in groups of ids; an event too long for one notice, in
// numbered pieces the other processes put back together; and "these users'
// sessions changed", after which each process checks its own sockets of them.

/** Room for one notice's payload: the bus refuses anything near PostgreSQL's 8000 bytes. */
export const noticeBytes = 6800;
/** Ids per group at most, so one large audience is many small notices that each process delivers as they come. */
const idBytesPerGroup = 3000;

export type RealtimeNotice =
  | { kind: 'event'; origin: string; userIds: string[]; text: string }
  | { kind: 'piece'; origin: string; id: string; index: number; count: number; part: string }
  | { kind: 'sessions'; origin: string; userIds: string[] };

const bytes = (text: string) => Buffer.byteLength(text);

/** The ids in groups whose JSON stays under `budget` bytes (one id alone always makes a group). */
export function groupIds(userIds: readonly string[], budget: number): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let used = 2;
  for (const id of userIds) {
    const size = bytes(JSON.stringify(id)) + 1;
    if (group.length > 0 && used + size > budget) {
      groups.push(group);
      group = [];
      used = 2;
    }
    group.push(id);
    used += size;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

/** Cuts a text into parts of at most `budget` UTF-8 bytes, never inside a character (PostgreSQL checks the encoding of each). */
export function cutText(text: string, budget: number): string[] {
  const parts: string[] = [];
  let part = '';
  let used = 0;
  for (const character of text) {
    const size = bytes(character);
    if (used + size > budget && part !== '') {
      parts.push(part);
      part = '';
      used = 0;
    }
    part += character;
    used += size;
  }
  if (part !== '' || parts.length === 0) parts.push(part);
  return parts;
}

/** The notices that carry one event (its JSON `text`) to these users on the other processes. */
export function eventNotices(origin: string, userIds: readonly string[], text: string, nextId: () => string): string[] {
  const notices: string[] = [];
  const inlineBudget = noticeBytes - bytes(text) - origin.length - 40;
  for (const group of groupIds(userIds, Math.max(idBytesPerGroup, inlineBudget))) {
    const whole = JSON.stringify({ k: 'e', o: origin, u: group, t: text });
    if (bytes(whole) <= noticeBytes) {
      notices.push(whole);
      continue;
    }
    // Too long for one notice: the group and the event, in pieces (a long chat text, say).
    const id = nextId();
    const body = JSON.stringify({ u: group, t: text });
    const parts = cutText(body, Math.floor((noticeBytes - 200) / 2));
    parts.forEach((part, index) => notices.push(JSON.stringify({ k: 'p', o: origin, i: id, n: index, c: parts.length, p: part })));
  }
  return notices;
}

/** The notices that ask every process to check its sockets of these users against their sessions. */
export function sessionNotices(origin: string, userIds: readonly string[]): string[] {
  return groupIds(userIds, noticeBytes - origin.length - 40).map((group) => JSON.stringify({ k: 's', o: origin, u: group }));
}

const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** A notice as sent by `eventNotices` or `sessionNotices`; anything else (another version's, say) is null. */
export function readNotice(payload: string): RealtimeNotice | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const notice = parsed as Record<string, unknown>;
  if (typeof notice.o !== 'string') return null;
  if (notice.k === 'e' && isStrings(notice.u) && typeof notice.t === 'string') return { kind: 'event', origin: notice.o, userIds: notice.u, text: notice.t };
  if (notice.k === 's' && isStrings(notice.u)) return { kind: 'sessions', origin: notice.o, userIds: notice.u };
  const { i: id, n: index, c: count, p: part } = notice;
  if (notice.k === 'p' && typeof id === 'string' && typeof part === 'string' && Number.isInteger(index) && Number.isInteger(count)) {
    const [at, of] = [index as number, count as number];
    if (of > 0 && of <= 10_000 && at >= 0 && at < of) return { kind: 'piece', origin: notice.o, id, index: at, count: of, part };
  }
  return null;
}

/** How long the pieces of one event wait for the rest (a piece lost with the listener's connection never comes). */
const pieceWaitMs = 30_000;

/** Puts pieces back together: answers the whole body once its last piece has come. */
export class PieceCollector {
  private readonly pending = new Map<string, { parts: (string | undefined)[]; left: number; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  add(piece: Extract<RealtimeNotice, { kind: 'piece' }>): { userIds: string[]; text: string } | null {
    this.forgetStale();
    const key = `${piece.origin}|${piece.id}`;
    const entry = this.pending.get(key) ?? { parts: new Array<string | undefined>(piece.count), left: piece.count, since: this.now() };
    if (entry.parts.length !== piece.count || entry.parts[piece.index] !== undefined) return null;
    entry.parts[piece.index] = piece.part;
    entry.left -= 1;
    if (entry.left > 0) {
      this.pending.set(key, entry);
      return null;
    }
    this.pending.delete(key);
    try {
      const body = JSON.parse(entry.parts.join('')) as { u?: unknown; t?: unknown };
      return isStrings(body.u) && typeof body.t === 'string' ? { userIds: body.u, text: body.t } : null;
    } catch {
      return null;
    }
  }

  get waiting(): number {
    return this.pending.size;
  }

  private forgetStale(): void {
    const oldest = this.now() - pieceWaitMs;
    for (const [key, entry] of this.pending) if (entry.since < oldest) this.pending.delete(key);
  }
}
