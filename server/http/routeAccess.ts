// Who may call a route: each route declares it in `config.access`, and the
// session a request carries once the access hook has resolved it.
import type { FastifyRequest } from 'fastify';
import { ResultCode } from '@core/api/envelope';
import type { Language } from '@core/i18n/text';
import { sessionError } from './errors';

export type RouteAccess =
  | { kind: 'public' }
  | {
      kind: 'signedIn';
      /** Callable while the initial password still has to be changed. */
      duringPasswordChange?: boolean;
      /** Callable while the screen is locked. */
      whileLocked?: boolean;
    }
  | { kind: 'module'; module: string; button?: string };

export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  signedIn: (options: { duringPasswordChange?: boolean; whileLocked?: boolean } = {}): RouteAccess => ({
    kind: 'signedIn',
    ...options,
  }),
  /** The menu entry (its enCode) and, optionally, one of its buttons. */
  module: (module: string, button?: string): RouteAccess => ({ kind: 'module', module, button }),
};

export interface SessionContext {
  sessionId: string;
  userId: string;
  account: string;
  userName: string;
  isAdministrator: boolean;
  locked: boolean;
  mustChangePassword: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The message of this route's rate-limit refusal (a text key), when a general one would mislead. */
    tooManyRequests?: string;
  }
  interface FastifyRequest {
    session: SessionContext | null;
    language: Language;
  }
}

/** The session of a request whose route is not public (the access hook guarantees it). */
export function sessionOf(request: FastifyRequest): SessionContext {
  if (!request.session) throw sessionError(ResultCode.sessionExpired, 'session.missing');
  return request.session;
}
