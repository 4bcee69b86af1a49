// The wire contract shared by browser and server: every answer is an envelope
// whose `code` says what happened; HTTP status only mirrors it.

export const ResultCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
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

/** HTTP status that mirrors an envelope code. */
export function httpStatusOf(code: number): number {
  if (sessionCodes.includes(code)) return 401;
  return code >= 200 && code < 600 ? code : 500;
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
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportOptions {
  /** Send the payload form-encoded instead of JSON (the sign-in call). */
  form?: boolean;
}

/**
 * How endpoint functions reach the server. The browser passes an axios-based
 * transport, the API tests one that calls the real server.
 */
export type Transport = <T>(
  method: HttpMethod,
  url: string,
  payload?: unknown,
  options?: TransportOptions,
) => Promise<Envelope<T>>;
