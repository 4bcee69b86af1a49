// Sessions live in the database, keyed by the token's hash, with sliding expiry,
// so sign-out, lock, forced sign-out and single-session policy survive restarts.
import type { Kysely } from 'kysely';
import type { Database, SessionEndReason, SessionTable } from '../db/schema';
import type { UserTable } from '../modules/users/tables';
import { newId } from '../db/ids';
import { compiledOnce } from '../db/compiledOnce';
import { hashToken, newToken } from './tokens';

export type SessionRow = SessionTable;
export type SessionUser = Pick<UserTable, 'id' | 'account' | 'real_name' | 'enabled_mark' | 'lock_until' | 'change_password_date'>;

/**
 * Told, inside the ending write's transaction when there is one, whose sessions
 * ended: the realtime hub closes their sockets on every process once it commits.
 */
export type SessionEndAnnouncer = (userIds: readonly string[], through: Kysely<Database>) => Promise<void>;

/** What decides whether a session still holds: read for open sockets, without touching its expiry. */
export interface SessionState {
  id: string;
  ended_at: number | null;
  end_reason: SessionEndReason | null;
  expires_at: number;
  /** Null when the user is gone. */
  enabled_mark: number | null;
  lock_until: number | null;
}

export type Resolution =
  { ok: true; session: SessionRow; user: SessionUser } | { ok: false; reason: 'unknown' | 'expired' | 'ended'; endReason?: SessionEndReason | null };

// Writing the new expiry on every request would make each read a write; once a
// minute is precise enough for a lifetime measured in minutes.
const touchEveryMillis = 60_000;

/** The session of a token's hash with its user's state: every signed-in request runs it, so it is compiled once. */
const sessionByTokenHash = compiledOnce((db: Kysely<Database>, tokenHash: string) =>
  db
    .selectFrom('base_session as s')
    .innerJoin('base_user as u', 'u.id', 's.user_id')
    .selectAll('s')
    .select(['u.account', 'u.real_name', 'u.enabled_mark', 'u.lock_until', 'u.change_password_date'])
    .where('s.token_hash', '=', tokenHash),
);

export class SessionService {
  private announce: SessionEndAnnouncer = async () => undefined;

  constructor(private readonly db: Kysely<Database>) {}

  /** Who hears of ended sessions (the realtime hub, once built). */
  announceEndsTo(announcer: SessionEndAnnouncer): void {
    this.announce = announcer;
  }

  /** Tells of sessions ended by a write outside this service (a deleted user's). */
  async announceEnded(userIds: readonly string[], db = this.db): Promise<void> {
    await this.announce(userIds, db);
  }

  async start(input: { userId: string; ip: string; userAgent: string; lifetimeMinutes: number; single: boolean }, db = this.db) {
    const token = newToken();
    const now = Date.now();
    if (input.single) {
      const replaced = await db
        .updateTable('base_session')
        .set({ ended_at: now, end_reason: 'replaced' })
        .where('user_id', '=', input.userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      if (replaced.numUpdatedRows > 0n) await this.announce([input.userId], db);
    }
    await db
      .insertInto('base_session')
      .values({
        id: newId(),
        user_id: input.userId,
        token_hash: hashToken(token),
        created_at: now,
        last_active_at: now,
        expires_at: now + input.lifetimeMinutes * 60_000,
        locked: 0,
        ip: input.ip,
        user_agent: input.userAgent.slice(0, 300),
        ended_at: null,
        end_reason: null,
      })
      .execute();
    return token;
  }

  async resolve(token: string, lifetimeMinutes: number): Promise<Resolution> {
    const [row] = await sessionByTokenHash(this.db, hashToken(token));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.ended_at !== null) return { ok: false, reason: 'ended', endReason: row.end_reason };
    const now = Date.now();
    if (row.expires_at <= now) return { ok: false, reason: 'expired' };
    if (now - row.last_active_at >= touchEveryMillis) {
      await this.db
        .updateTable('base_session')
        .set({ last_active_at: now, expires_at: now + lifetimeMinutes * 60_000 })
        .where('id', '=', row.id)
        .execute();
    }
    const { account, real_name, enabled_mark, lock_until, change_password_date, ...session } = row;
    return {
      ok: true,
      session,
      user: { id: row.user_id, account, real_name, enabled_mark, lock_until, change_password_date },
    };
  }

  async end(sessionId: string, reason: SessionEndReason): Promise<void> {
    const ended = await this.db
      .updateTable('base_session')
      .set({ ended_at: Date.now(), end_reason: reason })
      .where('id', '=', sessionId)
      .where('ended_at', 'is', null)
      .returning('user_id')
      .execute();
    if (ended.length > 0) await this.announce([ended[0].user_id], this.db);
  }

  async endOthers(userId: string, keepSessionId: string, reason: SessionEndReason, db = this.db): Promise<void> {
    const ended = await db
      .updateTable('base_session')
      .set({ ended_at: Date.now(), end_reason: reason })
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (ended.numUpdatedRows > 0n) await this.announce([userId], db);
  }

  /** The states of these sessions (those of a deleted user are absent), read without sliding their expiry. */
  async states(sessionIds: readonly string[]): Promise<SessionState[]> {
    if (sessionIds.length === 0) return [];
    return this.db
      .selectFrom('base_session as s')
      .leftJoin('base_user as u', 'u.id', 's.user_id')
      .select(['s.id', 's.ended_at', 's.end_reason', 's.expires_at', 'u.enabled_mark', 'u.lock_until'])
      .where('s.id', 'in', sessionIds)
      .execute();
  }

  async setLocked(sessionId: string, locked: boolean): Promise<void> {
    await this.db
      .updateTable('base_session')
      .set({ locked: locked ? 1 : 0 })
      .where('id', '=', sessionId)
      .execute();
  }
}
