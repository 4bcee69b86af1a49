// Wrong-password counting and lockout. Each attempt is counted, and the lock
// decided, in one atomic statement before the password is checked, so attempts
// sent in parallel cannot outrun the limit. Unknown account names are counted the
// same way, so no answer tells which accounts exist.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/** Whose attempts are counted: a user, or an account name that matches none. */
export type Subject = { kind: 'user'; id: string } | { kind: 'unknown'; account: string };

export interface Limits {
  /** Wrong passwords in a row that lock the account. */
  maxFailures: number;
  lockMinutes: number;
}

export type Reservation =
  /** The attempt may check its password; `failures` counts it already. */
  | { allowed: true; failures: number }
  | { allowed: false; lockUntil: number };

export interface GuardStatus {
  failures: number;
  lockUntil: number | null;
}

const maxAccountKey = 100;
const forgetUnknownAfterMillis = 24 * 60 * 60_000;

export const subjectKey = (account: string) => account.trim().toLowerCase().slice(0, maxAccountKey);

/** SQL of the counting rule over one table's columns: an expired lock is forgotten with its count. */
function countingRule(table: 'base_user' | 'base_sign_in_failure', now: number, limits: Limits) {
  const count = sql.ref(`${table}.log_error_count`);
  const lock = sql.ref(`${table}.lock_until`);
  const expired = sql`(${lock} is not null and ${lock} <= ${now})`;
  const nextCount: RawBuilder<number> = sql<number>`(case when ${expired} then 1 else ${count} + 1 end)`;
  const lockUntil = now + limits.lockMinutes * 60_000;
  const nextLock = sql<number | null>`(case when ${nextCount} >= ${limits.maxFailures} then ${lockUntil} when ${expired} then null else ${lock} end)`;
  const open = sql<boolean>`(${lock} is null or ${lock} <= ${now})`;
  return { nextCount, nextLock, open };
}

export class SignInGuard {
  private lastSweep = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one attempt and decides, in one statement, whether it may go on. */
  async reserve(subject: Subject, limits: Limits, now = Date.now()): Promise<Reservation> {
    const row = subject.kind === 'user' ? await this.reserveUser(subject.id, limits, now) : await this.reserveUnknown(subjectKey(subject.account), limits, now);
    if (row) return { allowed: true, failures: Number(row.log_error_count) };
    const status = await this.status(subject, now);
    return { allowed: false, lockUntil: status.lockUntil ?? now };
  }

  private reserveUser(id: string, limits: Limits, now: number) {
    const rule = countingRule('base_user', now, limits);
    return this.db
      .updateTable('base_user')
      .set({ log_error_count: rule.nextCount, lock_until: rule.nextLock })
      .where('id', '=', id)
      .where(rule.open)
      .returning('log_error_count')
      .executeTakeFirst();
  }

  private async reserveUnknown(account: string, limits: Limits, now: number) {
    await this.sweep(now);
    const rule = countingRule('base_sign_in_failure', now, limits);
    const firstLock = limits.maxFailures <= 1 ? now + limits.lockMinutes * 60_000 : null;
    return this.db
      .insertInto('base_sign_in_failure')
      .values({ account, log_error_count: 1, lock_until: firstLock, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('account').doUpdateSet({ log_error_count: rule.nextCount, lock_until: rule.nextLock, updated_at: now }).where(rule.open),
      )
      .returning('log_error_count')
      .executeTakeFirst();
  }

  /** A right password: the count starts again. */
  async succeed(subject: Subject): Promise<void> {
    if (subject.kind === 'user') {
      await this.db.updateTable('base_user').set({ log_error_count: 0, lock_until: null }).where('id', '=', subject.id).execute();
    } else {
      await this.db.deleteFrom('base_sign_in_failure').where('account', '=', subjectKey(subject.account)).execute();
    }
  }

  async status(subject: Subject, now = Date.now()): Promise<GuardStatus> {
    const row =
      subject.kind === 'user'
        ? await this.db.selectFrom('base_user').select(['log_error_count', 'lock_until']).where('id', '=', subject.id).executeTakeFirst()
        : await this.db.selectFrom('base_sign_in_failure').select(['log_error_count', 'lock_until']).where('account', '=', subjectKey(subject.account)).executeTakeFirst();
    if (!row) return { failures: 0, lockUntil: null };
    const lockUntil = row.lock_until === null ? null : Number(row.lock_until);
    if (lockUntil !== null && lockUntil <= now) return { failures: 0, lockUntil: null };
    return { failures: Number(row.log_error_count), lockUntil };
  }

  /** Unknown names nobody has tried for a day are forgotten (at most one sweep a minute). */
  private async sweep(now: number): Promise<void> {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    await this.db
      .deleteFrom('base_sign_in_failure')
      .where('updated_at', '<', now - forgetUnknownAfterMillis)
      .where((eb) => eb.or([eb('lock_until', 'is', null), eb('lock_until', '<', now)]))
      .execute();
  }
}
