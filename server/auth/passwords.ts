// Password storage: argon2id over the md5 digest the client sends, so the
// digest itself (which would sign in as well as the password) is never stored.
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { BoundedQueue } from './boundedQueue';

const md5Hex = /^[0-9a-f]{32}$/;

/**
 * Each argon2 call holds a core for its whole run (one lane: the options'
 * parallelism stays at its default, 1, which every stored hash records), and
 * libuv runs four at once. On a small machine a burst of sign-ins would take
 * every core from the event loop, so hashing keeps one core free, queueing the rest.
 */
const hashing = new BoundedQueue(Math.max(1, availableParallelism() - 1));

export function isPasswordDigest(value: string): boolean {
  return md5Hex.test(value);
}

/** What the browser sends for a typed password. */
export function passwordDigest(password: string): string {
  return createHash('md5').update(password, 'utf8').digest('hex');
}

export function hashPasswordDigest(digest: string): Promise<string> {
  return hashing.run(() => hash(digest));
}

// Verifying against this keeps a sign-in for an unknown account as slow as one
// with a wrong password, so timing does not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;

export async function verifyPasswordDigest(stored: string | null, digest: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hashPasswordDigest(passwordDigest('kiln-decoy'));
    const decoy = await decoyHash;
    await hashing.run(() => verify(decoy, digest));
    return false;
  }
  try {
    return await hashing.run(() => verify(stored, digest));
  } catch {
    return false;
  }
}
