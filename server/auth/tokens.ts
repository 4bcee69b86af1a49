// Session tokens: random, sent to the client once, stored only as a hash.
import { createHash, randomBytes } from 'node:crypto';

export const tokenScheme = 'Bearer ';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The bare token from an Authorization header ("Bearer …", or the bare token). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith(tokenScheme) ? header.slice(tokenScheme.length) : header;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= 200 ? trimmed : null;
}
