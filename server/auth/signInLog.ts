// The record of sign-ins, sign-outs and password changes (read later by the
// current user's system log and by administrators).
import type { Kysely } from 'kysely';
import type { Database, SysLogTable } from '../db/schema';
import { newId } from '../db/ids';

export async function recordSignInEvent(
  db: Kysely<Database>,
  event: Omit<SysLogTable, 'id' | 'created_at'>,
): Promise<void> {
  await db.insertInto('base_sys_log').values({ id: newId(), created_at: Date.now(), ...event, message: event.message.slice(0, 200) }).execute();
}

/** Where an address is, in words a user can read (a geo database is out of scope). */
export function placeKeyOf(ip: string): string {
  const address = ip.replace(/^::ffff:/, '');
  if (!address) return 'place.unknown';
  if (address === '::1' || address.startsWith('127.')) return 'place.loopback';
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|f[cd][0-9a-f]{2}:|fe80:)/i.test(address)) return 'place.lan';
  return 'place.unknown';
}
