// One hook enforces every route's access declaration; a route without one stops
// the server at start.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ResultCode } from '@core/api/envelope';
import { languageFromHeader } from '@core/i18n/text';
import { describeAccess, type RouteAccess, type SessionContext } from '../http/routeAccess';
import { forbidden, sessionError } from '../http/errors';
import type { SysConfigStore } from '../modules/system/sysConfig';
import type { SessionService } from './sessions';
import type { GrantService } from './grants';
import { tokenFromHeader } from './tokens';

export interface AccessServices {
  sysConfig: SysConfigStore;
  sessions: SessionService;
  grants: GrantService;
  /** Filled with every API route and its declaration as routes register. */
  routes: { method: string; url: string; access: RouteAccess }[];
}

/** Paths served by third-party plugins (the API documentation) are public by nature. */
const pluginPublicPrefixes = ['/api/docs'];

export function needsDeclaration(url: string): boolean {
  return (url.startsWith('/api') || url.startsWith('/websocket')) && !pluginPublicPrefixes.some((p) => url.startsWith(p));
}

export function registerAccessControl(app: FastifyInstance, services: AccessServices): void {
  app.decorateRequest('session', null);
  app.decorateRequest('language', 'zh');

  app.addHook('onRoute', (route: RouteOptions) => {
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (!needsDeclaration(route.url)) return;
    if (!declared) throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`);
    // The API document says what each route needs.
    route.schema = { ...(route.schema ?? {}), description: [route.schema?.description, describeAccess(declared)].filter(Boolean).join('\n\n') };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') services.routes.push({ method, url: route.url, access: declared });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.language = languageFromHeader(request.headers['accept-language']);
    const declared = request.routeOptions.config.access;
    if (!declared || declared.kind === 'public') return;
    request.session = await resolveSession(services, request);
    const session = request.session;
    if (session.mustChangePassword && !(declared.kind === 'signedIn' && declared.duringPasswordChange)) {
      throw forbidden('session.passwordChangeDue');
    }
    if (session.locked && !(declared.kind === 'signedIn' && declared.whileLocked)) {
      throw forbidden('session.screenLocked');
    }
    if (session.isAdministrator) return;
    if (declared.kind === 'administrators') throw forbidden();
    if (declared.kind === 'module' && !(await services.grants.mayUse(session.userId, declared.module, declared.button))) throw forbidden();
    if (declared.kind === 'anyModule' && !(await services.grants.mayUseAny(session.userId, declared.modules))) throw forbidden();
  });
}

async function resolveSession(services: AccessServices, request: FastifyRequest): Promise<SessionContext> {
  const token = tokenFromHeader(request.headers.authorization);
  if (!token) throw sessionError(ResultCode.sessionExpired, 'session.missing');
  const config = await services.sysConfig.get();
  const found = await services.sessions.resolve(token, config.tokenTimeout);
  if (!found.ok) {
    if (found.reason === 'unknown') throw sessionError(ResultCode.sessionInvalid, 'session.invalid');
    if (found.reason === 'ended' && found.endReason === 'replaced') throw sessionError(ResultCode.sessionReplaced, 'session.replaced');
    if (found.reason === 'ended' && found.endReason === 'kicked') throw sessionError(ResultCode.sessionReplaced, 'session.kicked');
    if (found.reason === 'ended' && (found.endReason === 'passwordChanged' || found.endReason === 'passwordReset')) {
      throw sessionError(ResultCode.sessionReplaced, 'session.passwordChanged');
    }
    if (found.reason === 'ended' && found.endReason === 'disabled') throw sessionError(ResultCode.sessionInvalid, 'session.accountDisabled');
    throw sessionError(ResultCode.sessionExpired, 'session.expired');
  }
  const { session, user } = found;
  if (user.enabled_mark !== 1) throw sessionError(ResultCode.sessionInvalid, 'session.accountDisabled');
  if (user.lock_until !== null && user.lock_until > Date.now()) throw sessionError(ResultCode.sessionInvalid, 'session.accountLocked');
  return {
    sessionId: session.id,
    userId: user.id,
    account: user.account,
    userName: user.real_name,
    isAdministrator: config.adminIds.includes(user.id),
    locked: session.locked === 1,
    mustChangePassword: user.change_password_date === null && config.mandatoryModificationOfInitialPassword === 1,
  };
}
