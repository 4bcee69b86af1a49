// One log line per request, without secrets: paths only (no query, where tokens
// can travel), the route pattern for the socket, never headers or bodies.
import type { FastifyInstance } from 'fastify';

export const loggerOptions = (level: string) => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'headers.authorization', 'body.password', 'body.oldPassword', 'body.newPassword', '*.token'],
    censor: '[redacted]',
  },
});

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const path = route.startsWith('/websocket') ? route : request.url.split('?')[0];
    request.log.info(
      {
        method: request.method,
        path,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: request.session?.userId,
      },
      'request',
    );
  });
}
