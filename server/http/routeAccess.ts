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
  | { kind: 'module'; module: string; button?: string }
  /** Any one of these menu entries (a read several screens share). */
  | { kind: 'anyModule'; modules: readonly string[] }
  /** The configuration's administrators only. */
  | { kind: 'administrators' };

export const access = {
  public: (): RouteAccess => ({ kind: 'public' }),
  signedIn: (options: { duringPasswordChange?: boolean; whileLocked?: boolean } = {}): RouteAccess => ({
    kind: 'signedIn',
    ...options,
  }),
  /** The menu entry (its enCode) and, optionally, one of its buttons. */
  module: (module: string, button?: string): RouteAccess => ({ kind: 'module', module, button }),
  /** Any one of these menu entries. */
  anyModule: (...modules: string[]): RouteAccess => ({ kind: 'anyModule', modules }),
  administrators: (): RouteAccess => ({ kind: 'administrators' }),
};

/** What a route needs, in words, for the API document. */
export function describeAccess(declared: RouteAccess): string {
  switch (declared.kind) {
    case 'public':
      return 'Access: public.';
    case 'signedIn':
      return 'Access: any signed-in user (a reference read or the user\'s own data).';
    case 'module':
      return `Access: the menu entry ${declared.module}${declared.button ? ` and its button ${declared.button}` : ''} (administrators pass).`;
    case 'anyModule':
      return `Access: any of the menu entries ${declared.modules.join(', ')} (administrators pass).`;
    case 'administrators':
      return 'Access: administrators only.';
  }
}

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
