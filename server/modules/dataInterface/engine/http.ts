// HTTP sources: GET or POST to a host on the allow-list, with the call's values
// bound into the URL (encoded), headers and body. The host's addresses are
// checked AFTER resolution, inside the connection's own lookup, so the address
// checked is the address connected to (DNS rebinding cannot slip a private
// address past the check); loopback, private, link-local, unspecified and
// multicast addresses are refused unless the configuration allows them.
// Redirects are not followed; time and size are capped.
import http from 'node:http';
import https from 'node:https';
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { DataConfig, InterfaceRow } from '@core/api/dataInterface';
import { badRequest } from '../../../http/errors';
import { bindText, type Bound, type CallValues } from './parameters';

export interface HttpLimits {
  hosts: readonly string[];
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRows: number;
}

const blocked = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (::7f00:1 is [::127.0.0.1]) and IPv4-mapped addresses, whatever way they are written; :: and ::1 fall in the first.
  ['::', 96],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for loopback, private, link-local, unspecified, multicast and reserved addresses (IPv4-mapped IPv6 read as IPv4). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family === 6) return blocked.check(address, 'ipv6');
  return true;
}

/** The lookup the connection uses: resolves, then refuses when any address is private. */
function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const refusedAddress = allowPrivate ? undefined : addresses.find((entry) => isPrivateAddress(entry.address));
      if (refusedAddress || !addresses.length) {
        return callback(Object.assign(new Error(`address ${refusedAddress?.address ?? ''} refused`), { code: 'KILN_PRIVATE_ADDRESS' }), '', 4);
      }
      if (options.all) return (callback as unknown as (error: null, addresses: dns.LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function hostAllowed(url: URL, hosts: readonly string[]): boolean {
  const hostname = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return hosts.some((entry) => {
    const wanted = entry
      .trim()
      .toLowerCase()
      .replace(/^\[|\]$/g, '');
    return wanted === hostname || wanted === `${hostname}:${url.port}` || wanted === url.host.toLowerCase();
  });
}

const text = (value: Bound) => (value === null ? '' : String(value));

/** Reads `path` ('data.list') in the answer; the rows are the array there (an object counts as one row). */
function rowsAt(answer: unknown, path: string): InterfaceRow[] {
  let at: unknown = answer;
  for (const key of path.split('.').filter(Boolean)) {
    at = at && typeof at === 'object' && Object.hasOwn(at, key) ? (at as Record<string, unknown>)[key] : undefined;
  }
  if (Array.isArray(at)) return at.filter((row): row is InterfaceRow => typeof row === 'object' && row !== null);
  if (at && typeof at === 'object') return [at as InterfaceRow];
  throw badRequest('dataInterface.httpNoRows', { path: path || '(root)' });
}

export async function fetchRows(config: NonNullable<DataConfig['apiData']>, values: CallValues, limits: HttpLimits): Promise<InterfaceRow[]> {
  let url: URL;
  try {
    url = new URL(await bindText(config.url, values, (value) => encodeURIComponent(text(value))));
  } catch (error) {
    if (error instanceof Error && error.name !== 'TypeError') throw error;
    throw badRequest('dataInterface.httpUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest('dataInterface.httpUrl');
  if (url.username || url.password) throw badRequest('dataInterface.httpUrl');
  if (!hostAllowed(url, limits.hosts)) throw badRequest('dataInterface.hostNotAllowed', { host: url.hostname });
  // An address written in the URL is connected to without a lookup: it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !limits.allowPrivate && isPrivateAddress(literal)) throw badRequest('dataInterface.privateAddress', { host: literal });
  for (const pair of config.query ?? []) url.searchParams.append(pair.field, await bindText(pair.value, values, text));
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const pair of config.header ?? []) {
    const value = await bindText(pair.value, values, text);
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(pair.field) || /[\r\n]/.test(value)) throw badRequest('dataInterface.httpHeader', { name: pair.field });
    headers[pair.field.toLowerCase()] = value;
  }
  let body: string | undefined;
  if (config.method === 2) {
    const raw = config.body ?? '';
    const json = /^\s*[[{]/.test(raw);
    // A form body is `a={p}&b=1`: a value holding `&` or `=` must stay one value, so it is percent-encoded.
    const render = json ? (value: Bound) => JSON.stringify(value).replace(/^"|"$/g, '') : (value: Bound) => encodeURIComponent(text(value));
    body = await bindText(raw, values, render);
    headers['content-type'] ??= json ? 'application/json' : 'application/x-www-form-urlencoded';
  }
  const answer = await send(url, config.method === 2 ? 'POST' : 'GET', headers, body, limits);
  const rows = rowsAt(answer, config.rowsPath ?? '');
  if (rows.length > limits.maxRows) throw badRequest('dataInterface.tooManyRows', { max: limits.maxRows });
  return rows;
}

function send(url: URL, method: string, headers: Record<string, string>, body: string | undefined, limits: HttpLimits): Promise<unknown> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: checkedLookup(limits.allowPrivate),
        timeout: limits.timeoutMs,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return reject(badRequest('dataInterface.httpRedirect', { status }));
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(badRequest('dataInterface.httpStatus', { status }));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limits.maxBytes) {
            request.destroy();
            reject(badRequest('dataInterface.tooLarge', { max: limits.maxBytes }));
          } else chunks.push(chunk);
        });
        response.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(badRequest('dataInterface.httpNotJson'));
          }
        });
        response.on('error', reject);
      },
    );
    const deadline = setTimeout(() => {
      request.destroy();
      reject(badRequest('dataInterface.timeout', { ms: limits.timeoutMs }));
    }, limits.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('timeout', () => {
      request.destroy();
      reject(badRequest('dataInterface.timeout', { ms: limits.timeoutMs }));
    });
    request.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'KILN_PRIVATE_ADDRESS') reject(badRequest('dataInterface.privateAddress', { host: url.hostname }));
      else reject(badRequest('dataInterface.httpFailed', { reason: error.message.slice(0, 200) }));
    });
    if (body !== undefined) request.write(body);
    request.end();
  });
}
