// Starts the real server on a loopback port over a fresh database (a temporary
// SQLite file, or a new PostgreSQL database when the project runs the suite on it)
// and calls it with the same endpoint functions the browser uses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import type { ModuleManifest } from '@server/modules/defineModule';
import { loadConfig, type Config } from '@server/config';
import { passwordDigest } from '@server/auth/passwords';
import type { Envelope, HttpMethod, Transport, TransportOptions } from '@core/api/envelope';
import { oauthApi } from '@core/api/oauth';

export const testCaptcha = '7777';
export const adminPassword = 'Kiln2026ok';
/** The demo users' initial password (server/db/seed/demoCompany.ts). */
export const demoPassword = 'kiln2026';
/** What memberOf() changes a demo user's initial password to. */
export const settledPassword = 'kiln2026ok';

export interface TestServer {
  app: FastifyInstance;
  baseUrl: string;
  /** A client with its own token and language. */
  client(options?: { token?: string; language?: string }): TestClient;
  /** Stops the server and starts a new one over the same database. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestClient {
  token: string | undefined;
  call: Transport;
  raw(method: HttpMethod, url: string, init?: { body?: string | FormData; headers?: Record<string, string> }): Promise<Response>;
  oauth: ReturnType<typeof oauthApi>;
  /** Signs in and keeps the token; fails the test if sign-in fails. */
  signIn(account: string, password: string): Promise<string>;
}

/** A new database on the PostgreSQL server `adminUrl` names, and how to drop it. */
export async function createPostgresDatabase(adminUrl: string, prefix = 'kiln_t'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // Without force: PostgreSQL waits (up to 5 s) for the closed server's
      // connections to finish leaving instead of cutting them mid-goodbye.
      await client.query(`drop database if exists ${name}`);
      await client.end();
    },
  };
}

export interface StartOptions {
  /** Adds routes or hooks before the server listens (to exercise shared mechanisms). */
  beforeListen?: (app: FastifyInstance) => void;
  logStream?: NodeJS.WritableStream;
  /** The modules to mount instead of all of them (a test adds its own). */
  modules?: readonly ModuleManifest[];
  /** Prepares the new, empty database before the server first opens it (an older schema, say). */
  beforeBuild?: (config: Config) => Promise<void>;
}

export async function startServer(overrides: Partial<Config> = {}, options: StartOptions = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-api-'));
  const pgUrl = process.env.KILN_TEST_DB === 'postgres' ? process.env.KILN_TEST_PG_URL : undefined;
  const database = pgUrl ? await createPostgresDatabase(pgUrl) : null;
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    port: 0,
    dataDir,
    databaseUrl: database?.url ?? null,
    adminPassword,
    testCaptcha,
    logLevel: 'warn',
    clientDir: null,
    loginRateLimit: 1000,
    billNumberRateLimit: 100_000,
    ...overrides,
  };
  const cleanUp = async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const listen = async () => {
    const built = await buildApp(config, { logStream: options.logStream, modules: options.modules });
    try {
      options.beforeListen?.(built);
      await built.listen({ port: 0, host: '127.0.0.1' });
    } catch (error) {
      await built.close();
      throw error;
    }
    const address = built.server.address();
    if (!address || typeof address === 'string') throw new Error('server did not bind a port');
    return { app: built, baseUrl: `http://127.0.0.1:${address.port}` };
  };
  const running = await (async () => {
    await options.beforeBuild?.(config);
    return listen();
  })().catch(async (error: unknown) => {
    await cleanUp();
    throw error;
  });

  const client = (options: { token?: string; language?: string } = {}): TestClient => {
    const self: TestClient = {
      token: options.token,
      raw: (method, url, init = {}) =>
        fetch(running.baseUrl + url, {
          method,
          body: init.body,
          headers: {
            ...(self.token ? { authorization: self.token } : {}),
            ...(options.language ? { 'accept-language': options.language } : {}),
            ...init.headers,
          },
        }),
      call: async <T>(method: HttpMethod, url: string, payload?: unknown, transport?: TransportOptions): Promise<Envelope<T>> => {
        let target = url;
        let body: string | FormData | undefined;
        const headers: Record<string, string> = {};
        if (method === 'GET' || method === 'DELETE') {
          const query = new URLSearchParams(payload as Record<string, string> | undefined).toString();
          if (query) target += `?${query}`;
        } else if (payload instanceof FormData) {
          // Multipart, as the browser's transport sends a FormData (fetch sets the boundary).
          body = payload;
        } else if (payload !== undefined) {
          if (transport?.form) {
            body = new URLSearchParams(payload as Record<string, string>).toString();
            headers['content-type'] = 'application/x-www-form-urlencoded';
          } else {
            body = JSON.stringify(payload);
            headers['content-type'] = 'application/json';
          }
        }
        const response = await self.raw(method, target, { body, headers });
        return (await response.json()) as Envelope<T>;
      },
      oauth: undefined as unknown as ReturnType<typeof oauthApi>,
      signIn: async (account, password) => {
        const result = await self.oauth.login({ account, password: passwordDigest(password), code: testCaptcha, timestamp: await issueCaptcha(self) });
        if (result.code !== 200) throw new Error(`sign-in of ${account} failed: ${result.code} ${result.msg}`);
        self.token = result.data.token;
        return result.data.token;
      },
    };
    self.oauth = oauthApi(self.call);
    return self;
  };

  return {
    get app() {
      return running.app;
    },
    get baseUrl() {
      return running.baseUrl;
    },
    client,
    restart: async () => {
      await running.app.close();
      Object.assign(running, await listen());
    },
    close: async () => {
      await running.app.close();
      await cleanUp();
    },
  };
}

/**
 * A demo user signed in with the initial password changed through the API, as
 * the forced-change dialog does, so the session may use the platform. Calling it
 * again for the same account signs in with the changed password.
 */
export async function memberOf(server: TestServer, account: string): Promise<TestClient> {
  const client = server.client();
  const first = await client.oauth.login({ account, password: passwordDigest(demoPassword), code: testCaptcha, timestamp: await issueCaptcha(client) });
  if (first.code !== 200) {
    await client.signIn(account, settledPassword);
    return client;
  }
  client.token = first.data.token;
  const changed = await client.oauth.modifyPassword({
    oldPassword: passwordDigest(demoPassword),
    password: passwordDigest(settledPassword),
    newPassword: settledPassword,
    code: testCaptcha,
    timestamp: await issueCaptcha(client),
  });
  if (changed.code !== 200) throw new Error(`password change of ${account} failed: ${changed.msg}`);
  return client;
}

/** Fetches a captcha image so its key is live; returns the key to send as timestamp. */
export async function issueCaptcha(client: TestClient): Promise<string> {
  const key = randomBytes(8).toString('hex');
  const response = await client.raw('GET', `/api/file/ImageCode/${key}`);
  if (response.status !== 200) throw new Error(`captcha failed: ${response.status}`);
  await response.text();
  return key;
}

export { passwordDigest };

/** A server and a client signed in as the administrator: what most test files start with. */
export async function startAsAdmin(overrides: Partial<Config> = {}, options: StartOptions = {}): Promise<{ server: TestServer; admin: TestClient }> {
  const server = await startServer(overrides, options);
  const admin = server.client();
  await admin.signIn('admin', adminPassword);
  return { server, admin };
}
