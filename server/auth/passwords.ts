// Password storage: argon2id over the md5 digest the client sends, so the
// digest itself (which would sign in as well as the password) is never stored.
import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

const md5Hex = /^[0-9a-f]{32}$/;

export function isPasswordDigest(value: string): boolean {
  return md5Hex.test(value);
}

/** What the browser sends for a typed password. */
export function passwordDigest(password: string): string {
  return createHash('md5').update(password, 'utf8').digest('hex');
}

export function hashPasswordDigest(digest: string): Promise<string> {
  return hash(digest);
}

// Verifying against this keeps a sign-in for an unknown account as slow as one
// with a wrong password, so timing does not reveal which accounts exist.
let decoyHash: Promise<string> | null = null;

export async function verifyPasswordDigest(stored: string | null, digest: string): Promise<boolean> {
  if (!stored) {
    decoyHash ??= hash(passwordDigest('kiln-decoy'));
    await verify(await decoyHash, digest);
    return false;
  }
  try {
    return await verify(stored, digest);
  } catch {
    return false;
  }
}
