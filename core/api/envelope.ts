// The wire contract shared by browser and server: every answer is an envelope
// whose `code` says what happened; it travels with HTTP 200, as JNPF's client expects.

export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  serverError: 500,
  /** Token missing or expired. */
  sessionExpired: 600,
  /** Signed out because the account signed in elsewhere or was forced out. */
  sessionReplaced: 601,
  /** Token invalid, or the account was disabled or locked while signed in. */
  sessionInvalid: 602,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

export const sessionCodes: readonly number[] = [
  ResultCode.sessionExpired,
  ResultCode.sessionReplaced,
  ResultCode.sessionInvalid,
];

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/**
 * Refusals made before any route runs keep their HTTP status (proxies and the
 * browser act on them); every other answer, whatever its code, travels with 200,
 * because JNPF's web client drops `msg` and ignores 600–602 on a 4xx or 5xx.
 */
const keepsHttpStatus: readonly number[] = [ResultCode.payloadTooLarge, ResultCode.uriTooLong, ResultCode.unsupportedMediaType, ResultCode.tooManyRequests];

export function httpStatusOf(code: number): number {
  return keepsHttpStatus.includes(code) ? code : 200;
}

/** A field the server refused, and why (a 400's `data.errors`). */
export interface FieldError {
  /** The value's path: 'fullName', 'items/3/price'. */
  field: string;
  message: string;
}

export interface PageQuery {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

export interface Pagination {
  currentPage: number;
  pageSize: number;
  total: number;
}

export interface Paged<T> {
  list: T[];
  pagination: Pagination;
}

export interface Unpaged<T> {
  list: T[];
}

export const paging = {
  firstPage: 1,
  defaultPageSize: 20,
  pageSizes: [20, 50, 100, 500],
  maxPageSize: 10_000,
  /** Far past any real list; it keeps the offset inside what every database takes. */
  maxPage: 1_000_000,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportOptions {
  /** Send the payload form-encoded instead of JSON (the sign-in call). */
  form?: boolean;
  /** Stops the request; the call then rejects with an AbortError instead of answering an envelope. */
  signal?: AbortSignal;
  /** Bytes of the body sent so far (uploads), and the body's size when known. */
  onUploadProgress?(loaded: number, total: number | undefined): void;
}

/**
 * How endpoint functions reach the server. The browser passes one over
 * XMLHttpRequest, the API tests one that calls the real server.
 */
export type Transport = <T>(
  method: HttpMethod,
  url: string,
  payload?: unknown,
  options?: TransportOptions,
) => Promise<Envelope<T>>;
