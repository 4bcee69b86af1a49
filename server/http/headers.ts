// Headers every answer carries: a strict content-security policy whose
// connections go only to the page's own origin, and no caching of API answers.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The page's own host for websocket connections (CSP's 'self' does not cover ws: in every browser). */
function ownSockets(request: IncomingMessage): string {
  const host = request.headers.host ?? '';
  return hostPattern.test(host) ? `ws://${host} wss://${host}` : '';
}

export const contentSecurityPolicy = {
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
