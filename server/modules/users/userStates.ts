// A user's state as JNPF's screen shows it (1 enabled, 0 disabled, 2 locked by
// wrong passwords) over the two columns that hold it, and its changes.
//
// Disabling a user ends their sessions at once, with the reason 'disabled'
// (their next call answers 602), so a token from before the disable never comes
// back to life; the access hook also refuses any session of a disabled user.
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { UserState } from '@core/api/users';
import type { Kiln } from '../../context';
import type { Database } from '../../db/schema';
import type { UserTable } from './tables';
import type { SysConfig } from '../system/sysConfig';
import { refuse } from './userInput';

type StateColumns = Pick<Selectable<UserTable>, 'id' | 'enabled_mark' | 'lock_until'>;

export function stateOf(row: Pick<UserTable, 'enabled_mark' | 'lock_until'>, now = Date.now()): UserState {
  if (Number(row.enabled_mark) !== 1) return 0;
  return row.lock_until !== null && Number(row.lock_until) > now ? 2 : 1;
}

/** Refuses taking the acting user or an administrator out of service. */
function checkMayStop(target: Pick<UserTable, 'id'>, actorId: string, config: SysConfig): void {
  if (target.id === actorId) throw refuse('enabledMark', 'user.disableSelf');
  if (config.adminIds.includes(target.id)) throw refuse('enabledMark', 'user.administratorUntouchable');
}

/** A disable ends the user's sessions. */
const endSessions = (kiln: Kiln, db: Kysely<Database>, userId: string) => kiln.sessions.endOthers(userId, '', 'disabled', db);

export const userStates = {
  /** The users in a state, in SQL. */
  condition(state: number, now: number): Expression<SqlBool> {
    const enabled = sql.ref('u.enabled_mark');
    const lock = sql.ref('u.lock_until');
    if (state === 0) return sql<SqlBool>`${enabled} <> 1`;
    if (state === 2) return sql<SqlBool>`(${enabled} = 1 and ${lock} is not null and ${lock} > ${now})`;
    return sql<SqlBool>`(${enabled} = 1 and (${lock} is null or ${lock} <= ${now}))`;
  },

  /** The columns a saved form's enabledMark sets, after its checks. */
  async change(kiln: Kiln, db: Kysely<Database>, existing: StateColumns, wanted: UserState, actor: { userId: string }, config: SysConfig) {
    const now = Date.now();
    const current = stateOf(existing, now);
    if (wanted === current) return {};
    if (wanted !== 1) checkMayStop(existing, actor.userId, config);
    if (wanted === 0) await endSessions(kiln, db, existing.id);
    if (wanted === 0) return { enabled_mark: 0 };
    if (wanted === 2) return { enabled_mark: 1, lock_until: now + config.lockTime * 60_000 };
    return { enabled_mark: 1, lock_until: null, log_error_count: 0 };
  },

  /** Flips enabled and disabled (JNPF's State action); answers the new flag. Read the configuration before the transaction `db` is. */
  async toggle(kiln: Kiln, db: Kysely<Database>, existing: StateColumns, actor: { userId: string }, config: SysConfig): Promise<0 | 1> {
    const enabling = Number(existing.enabled_mark) !== 1;
    if (!enabling) checkMayStop(existing, actor.userId, config);
    // Set, not flipped: two clicks at once land on the state the screen asked for.
    await db.updateTable('base_user').set({ enabled_mark: enabling ? 1 : 0, updated_at: Date.now() }).where('id', '=', existing.id).execute();
    if (!enabling) await endSessions(kiln, db, existing.id);
    return enabling ? 1 : 0;
  },

  /** Clears a lock from wrong passwords (JNPF's unlock). */
  async unlock(db: Kysely<Database>, userId: string): Promise<void> {
    await db.updateTable('base_user').set({ lock_until: null, log_error_count: 0, updated_at: Date.now() }).where('id', '=', userId).execute();
  },
};
