// Serves the built browser client (pre-compressed, hashed assets cached for
// good) with a fallback to index.html for the client's own routes.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import { ApiError } from './http/errors';
import { say } from './http/texts';

export async function serveClient(app: FastifyInstance, config: Config): Promise<void> {
  const clientDir = config.clientDir;
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const hasClient = Boolean(indexFile && fs.existsSync(indexFile));
  if (hasClient && clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // The build writes .br and .gz beside each asset (scripts/compress-dist.mjs).
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Built assets carry a content hash in their names, so they never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // By path segment: the client's own /apiDocs page is not under /api.
    const isApi = /^\/(api|websocket)(\/|\?|$)/.test(request.url);
    if (isApi) throw new ApiError(404, { key: 'http.notFound' });
    if (request.method !== 'GET') throw new ApiError(404, { key: 'http.notFound' });
    if (!hasClient) return reply.status(503).type('text/plain; charset=utf-8').send(say({ key: 'http.clientMissing' }, request.language));
    // Client-side routes (/home, /login, …) all load the single page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
