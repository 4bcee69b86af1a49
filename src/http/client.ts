// The one HTTP client: token, origin header, language, the `n` timestamp and
// timeouts of spec 01 §7.1, sent with XMLHttpRequest (which reports an upload's
// progress). Every HTTP status is read as an envelope: the body comes back
// whatever the status, and only a failed or stopped exchange rejects.
import { storage, storageKeys } from '../storage';
import { acceptLanguageOf, currentLanguage } from '../i18n/instance';

const defaultTimeout = 1_000_000;
const slowTimeout = 100_000;
const slowCalls = ['SynThirdInfo', 'extend/Email/Receive', 'Permission/Authority/Data', 'DataSync/Actions/Execute'];

export function timeoutFor(url: string): number {
  return slowCalls.some((part) => url.includes(part)) ? slowTimeout : defaultTimeout;
}

export interface HttpRequest {
  method: string;
  url: string;
  /** Query values; undefined and null ones are left out, a list's items repeat the name. */
  params?: Readonly<Record<string, unknown>>;
  body?: string | FormData | URLSearchParams;
  contentType?: string;
  signal?: AbortSignal;
  onUploadProgress?(loaded: number, total: number | undefined): void;
}

/** A request as it leaves: its whole address, its headers and its timeout. */
export interface OutgoingRequest extends Omit<HttpRequest, 'params' | 'contentType'> {
  headers: Readonly<Record<string, string>>;
  timeoutMs: number;
}

export interface HttpResponse {
  status: number;
  /** The body read as JSON, or its text when it is not JSON. */
  data: unknown;
}

/** Sends one request; rejects with an AbortError when stopped, with an Error when the exchange fails. */
export type Send = (request: OutgoingRequest) => Promise<HttpResponse>;
export type HttpClient = (request: HttpRequest) => Promise<HttpResponse>;

export function queryOf(params: Readonly<Record<string, unknown>>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) query.append(name, String(item));
  }
  return query.toString();
}

export const abortError = () => new DOMException('The request was aborted', 'AbortError');

const bodyData = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const sendWithXhr: Send = (request) =>
  new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const stop = () => xhr.abort();
    const settle = (outcome: () => void) => () => {
      request.signal?.removeEventListener('abort', stop);
      outcome();
    };
    xhr.open(request.method, request.url);
    xhr.timeout = request.timeoutMs;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    const report = request.onUploadProgress;
    if (report) xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : undefined);
    xhr.onload = settle(() => resolve({ status: xhr.status, data: bodyData(xhr.responseText) }));
    xhr.onerror = settle(() => reject(new Error(`${request.method} ${request.url} failed`)));
    xhr.ontimeout = settle(() => reject(new Error(`${request.method} ${request.url} timed out`)));
    xhr.onabort = settle(() => reject(abortError()));
    request.signal?.addEventListener('abort', stop, { once: true });
    xhr.send(request.body ?? null);
  });

export function createHttpClient(send: Send = sendWithXhr): HttpClient {
  return ({ params, contentType, ...request }) => {
    const token = storage.get(storageKeys.token);
    const headers: Record<string, string> = {
      'jnpf-origin': 'pc',
      'Accept-Language': acceptLanguageOf(currentLanguage()),
      ...(token ? { Authorization: token } : {}),
      ...(contentType ? { 'Content-Type': contentType } : {}),
    };
    const query = queryOf({ ...params, n: Date.now() });
    const url = `${request.url}${request.url.includes('?') ? '&' : '?'}${query}`;
    return send({ ...request, url, headers, timeoutMs: timeoutFor(request.url) });
  };
}
