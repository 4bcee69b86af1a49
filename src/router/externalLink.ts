// The address /externalLink?href=… frames (spec 01 §2.2, §2.4). Kiln's link
// widget sends it URL-encoded; JNPF's client sends it Base64-encoded (its
// encryptByBase64), so a value that is not an address but decodes to one is
// read that way. The ${dataV} and token placeholders are filled in, and only
// web addresses are framed: a javascript: or data: address would run as this
// application.
import { substitutePlaceholders } from './menuRoutes';

const looksLikeAddress = (value: string) => /^(https?:\/\/|\/|\$\{)/i.test(value);

function fromBase64(value: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    return looksLikeAddress(text) ? text : null;
  } catch {
    return null;
  }
}

/** The address to frame, or null when there is none or it is not a web address. */
export function externalLinkAddress(href: string | null, token: string): string | null {
  const given = href?.trim() ?? '';
  if (!given) return null;
  const address = substitutePlaceholders(looksLikeAddress(given) ? given : (fromBase64(given) ?? given), token);
  if (/^https?:\/\//i.test(address) || (address.startsWith('/') && !address.startsWith('//'))) return address;
  return null;
}
