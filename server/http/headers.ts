// Headers every answer carries: helmet's set with a strict content-security
// policy whose connections go only to the page's own origin, and no caching of
// API answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const hostPattern = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Where the policy names the page's own host, filled in for each request. */
const socketsMark = 'kiln-own-sockets';

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // The page's own host for websocket connections (CSP's 'self' does not cover ws: in every browser).
  connectSrc: ["'self'", socketsMark],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

/** The headers helmet sets, recorded once: it would otherwise check and write its policy again for every request. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  // helmet reads nothing of the request; the recorder is all of a response it uses.
  helmet({ hsts: false, contentSecurityPolicy: { directives: contentSecurityPolicy } })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Helmet's headers on every answer, with the page's own host in the policy's
 * connect-src.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { 'content-security-policy': policy, ...fixed } = helmetHeaders();
  const [beforeHost, afterHost] = policy.split(` ${socketsMark}`);
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.headers.host ?? '';
    reply.headers(fixed);
    reply.header('content-security-policy', `${beforeHost}${hostPattern.test(host) ? ` ws://${host} wss://${host}` : ''}${afterHost}`);
    done();
  });
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
