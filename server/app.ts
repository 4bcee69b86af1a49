// Builds the whole server for a configuration: database (migrated and seeded),
// security headers, access control, the API routes, the docs and the client.
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { ajvPlugins } from './http/ajv';
import type { Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { seedDatabase } from './db/seed/seed';
import { createKiln, type Kiln } from './context';
import { registerAccessControl } from './auth/access';
import { registerErrorEnvelope } from './http/reply';
import { loggerOptions, registerRequestLog } from './http/logging';
import { ApiError } from './http/errors';
import { say } from './http/texts';
import { oauthRoutes } from './modules/oauth/routes';
import { currentUserRoutes } from './modules/current-user/routes';
import { fileRoutes } from './modules/file/routes';
import { healthRoutes } from './modules/health/routes';
import { dictionaryRoutes } from './modules/dictionary/routes';
import { billRuleRoutes } from './modules/billRule/routes';
import { areaRoutes } from './modules/area/routes';
import { loadPageSchemas } from './schemas';
import multipart from '@fastify/multipart';

declare module 'fastify' {
  interface FastifyInstance {
    kiln: Kiln;
  }
}

const apiModules = [healthRoutes, oauthRoutes, currentUserRoutes, fileRoutes, dictionaryRoutes, billRuleRoutes, areaRoutes];

export interface BuildOptions {
  /** Where log lines go (standard output when absent). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  // Schemas first: an invalid one should stop the start before anything is touched.
  const pages = loadPageSchemas();
  const database = openDatabase(config);
  await migrateToLatest(database.db);
  const kiln = createKiln(config, database.db, database.dialect, pages);
  await seedDatabase(database.db, kiln.sysConfig, { adminPassword: config.adminPassword });

  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Our own onResponse hook writes the one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    // Off by default: a forged X-Forwarded-For would otherwise dodge the sign-in rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: {
      // allErrors is what ajv-errors needs to gather messages; the first one is shown.
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true },
      plugins: ajvPlugins,
    },
  });
  app.decorate('kiln', kiln);
  app.addHook('onClose', async () => database.close());

  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kiln API', version: '0.1.0', description: 'Envelope { code, msg, data }; Authorization: the token from sign-in.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerAccessControl(app, kiln);
  registerErrorEnvelope(app);
  registerRequestLog(app);
  for (const routes of apiModules) await routes(app, kiln);
  await serveClient(app, config);
  return app;
}

async function serveClient(app: FastifyInstance, config: Config): Promise<void> {
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
    const isApi = request.url.startsWith('/api') || request.url.startsWith('/websocket');
    if (isApi) throw new ApiError(404, { key: 'http.notFound' });
    if (request.method !== 'GET') throw new ApiError(404, { key: 'http.notFound' });
    if (!hasClient) return reply.status(503).type('text/plain; charset=utf-8').send(say({ key: 'http.clientMissing' }, request.language));
    // Client-side routes (/home, /login, …) all load the single page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
