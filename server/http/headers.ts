// Headers every answer carries: helmet's set with a strict content-security
// policy whose connections go only to the page's own origin, and no caching of
// API answers.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The page's own host for websocket connections (CSP's 'self' does not cover ws: in every browser). */
function ownSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return hostPattern.test(host) ? `ws://${host} wss://${host}` : '';
}

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (request: IncomingMessage) => ownSockets(request)],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * Helmet's headers on every answer. The middleware is built once: Fastify's
 * helmet plugin builds it anew for each request, which cost a list request
 * about a twentieth of its time.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const setHeaders = helmet({ hsts: false, contentSecurityPolicy: { directives: contentSecurityPolicy } });
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's successful answers set their own Cache-Control (image links); failures stay no-store. */
    ownCacheControl?: boolean;
  }
}

/** API answers hold one user's data; no browser or proxy keeps them. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.routeOptions.config?.ownCacheControl && reply.hasHeader('cache-control')) return;
    if (request.url.startsWith('/api/') || request.url === '/api') {
      reply.header('cache-control', 'no-store');
      reply.header('pragma', 'no-cache');
    }
  });
}
