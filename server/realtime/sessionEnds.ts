// Why a socket's session no longer holds, as the key of the text its logout
// event carries: the same words the access hook answers a request with.
import type { Resolution, SessionState } from '../auth/sessions';
import type { SessionEndReason } from '../db/schema';

function endedKey(reason: SessionEndReason | null | undefined): string {
  if (reason === 'replaced') return 'session.replaced';
  if (reason === 'kicked') return 'session.kicked';
  if (reason === 'passwordChanged' || reason === 'passwordReset') return 'session.passwordChanged';
  if (reason === 'disabled') return 'session.accountDisabled';
  return 'session.expired';
}

/** The text key for a token that may not open a socket, or null when it may. */
export function refusalOf(found: Resolution, now = Date.now()): string | null {
  if (!found.ok) {
    if (found.reason === 'unknown') return 'session.invalid';
    return found.reason === 'ended' ? endedKey(found.endReason) : 'session.expired';
  }
  if (found.user.enabled_mark !== 1) return 'session.accountDisabled';
  if (found.user.lock_until !== null && found.user.lock_until > now) return 'session.accountLocked';
  return null;
}

/** The text key for an open socket whose session (absent: its user was deleted) no longer holds, or null while it does. */
export function endingOf(state: SessionState | undefined, now = Date.now()): string | null {
  if (!state) return 'session.invalid';
  if (state.ended_at !== null) return endedKey(state.end_reason);
  if (Number(state.expires_at) <= now) return 'session.expired';
  if (state.enabled_mark === null) return 'session.invalid';
  if (Number(state.enabled_mark) !== 1) return 'session.accountDisabled';
  if (state.lock_until !== null && Number(state.lock_until) > now) return 'session.accountLocked';
  return null;
}
