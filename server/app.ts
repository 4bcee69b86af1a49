// Builds the whole server for a configuration: database (migrated and seeded),
// security headers, access control, every module's routes, the docs and the client.
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import type { Ajv } from 'ajv';
import { ajvOptions, addKilnVocabulary, withPlainText } from '@core/validation';
import type { Config } from './config';
import { migrateToLatest, openDatabase } from './db/database';
import { platformMigrations } from './db/migrations/index';
import { seedDatabase } from './db/seed/seed';
import { createKiln, type Kiln } from './context';
import { DatabaseInvalidationBus } from './db/invalidation';
import { registerAccessControl } from './auth/access';
import { answerFrameworkError, registerFailureEnvelope } from './http/failures';
import { loggerOptions, registerRequestLog } from './http/logging';
import { registerNoStore, registerSecurityHeaders } from './http/headers';
import { addTexts } from './http/texts';
import { loadPageSchemas } from './schemas';
import { modules } from './modules/index';
import type { ModuleManifest } from './modules/defineModule';
import { checkModuleDeclarations } from './modules/declarations';
import { serveClient } from './client';
import { loadWidgets } from './widgets';
import { registerRealtime } from './realtime/socketRoute';

declare module 'fastify' {
  interface FastifyInstance {
    kiln: Kiln;
  }
}

export interface BuildOptions {
  /** Where log lines go (standard output when absent). */
  logStream?: NodeJS.WritableStream;
  /** The modules to mount (all of them unless a test narrows it). */
  modules?: readonly ModuleManifest[];
}

function allMigrations(mounted: readonly ModuleManifest[]) {
  const all = { ...platformMigrations };
  for (const module of mounted) {
    for (const [name, migration] of Object.entries(module.migrations ?? {})) {
      if (name in all) throw new Error(`Module ${module.name} repeats the migration name ${name}`);
      all[name] = migration;
    }
  }
  return all;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const mounted = options.modules ?? modules;
  // Widgets and schemas first: an invalid schema should stop the start before anything is touched.
  await loadWidgets();
  const pages = loadPageSchemas();
  const database = openDatabase(config);
  await migrateToLatest(database.db, allMigrations(mounted));
  const invalidation = new DatabaseInvalidationBus(database.dialect === 'postgres' ? database.db : null);
  const kiln = createKiln(config, database.db, database.dialect, pages, invalidation);
  await seedDatabase(kiln, mounted, { adminPassword: config.adminPassword });

  const app = Fastify({
    logger: { ...loggerOptions(config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) },
    // Our own onResponse hook writes the one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    // Off by default: a forged X-Forwarded-For would otherwise dodge the sign-in rate limit.
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Refusals made while routing (bad URL, over-long parameter) answer the envelope too.
    frameworkErrors: answerFrameworkError,
    // The same options and vocabulary as the browser's validators (core/validation).
    ajv: { customOptions: ajvOptions, onCreate: (ajv) => void addKilnVocabulary(ajv as Ajv) },
  });
  app.decorate('kiln', kiln);
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost; the pool opens another'));
  // SQLite is one process's file: the bus's in-process delivery is all it needs.
  if (database.dialect === 'postgres' && config.databaseUrl) {
    await invalidation.listen(config.databaseUrl, (error, message) => app.log.warn({ err: error }, message));
    app.addHook('onClose', async () => invalidation.close());
  }
  app.addHook('onClose', async () => database.close());
  // No string of any route's input may carry control characters.
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const part of ['body', 'querystring', 'params'] as const) {
      const schema = route.schema?.[part];
      if (schema) withPlainText(schema);
    }
  });

  registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Kiln API', version: '0.1.0', description: 'Envelope { code, msg, data } with HTTP 200; Authorization: the token from sign-in.' },
      tags: mounted.map((module) => module.tag),
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
  });

  registerAccessControl(app, kiln);
  registerFailureEnvelope(app);
  registerRequestLog(app);
  registerNoStore(app);
  // Before the modules: they answer the socket's methods and add to its first answer.
  await registerRealtime(app, kiln);
  for (const module of mounted) {
    if (module.texts) addTexts(module.texts, module.name);
    await module.routes(app, kiln);
  }
  // At ready, so routes added after the build (by a test) are checked too.
  app.addHook('onReady', async () => checkModuleDeclarations(mounted, kiln));
  await serveClient(app, config);
  return app;
}
