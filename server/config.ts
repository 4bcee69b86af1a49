// Server configuration, read once from the environment (README's table lists it).
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** postgres://… selects PostgreSQL; otherwise SQLite under dataDir. */
  databaseUrl: string | null;
  dataDir: string;
  /** Sets the administrator's password at first seed; no forced change then. */
  adminPassword: string | null;
  /** Every captcha's answer, for automated tests only. */
  testCaptcha: string | null;
  logLevel: string;
  /** Built client to serve; null serves the API only. */
  clientDir: string | null;
  /** Sign-in attempts per minute from one address. */
  loginRateLimit: number;
  /** Bill numbers one user may take per minute. */
  billNumberRateLimit: number;
  /** Read client addresses from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  production: boolean;
  /** Chunks of an upload nobody continued for this long are swept (a day; tests shorten it). */
  chunkMaxAgeMillis: number;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const testCaptcha = env.KILN_TEST_CAPTCHA?.trim() || null;
  if (testCaptcha && production) {
    throw new Error('KILN_TEST_CAPTCHA is for automated tests and is refused when NODE_ENV=production');
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl,
    dataDir: path.resolve(env.DATA_DIR?.trim() || 'data'),
    adminPassword: env.KILN_ADMIN_PASSWORD || null,
    testCaptcha,
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    clientDir: path.resolve('dist'),
    loginRateLimit: Number(env.KILN_LOGIN_RATE_LIMIT ?? 30),
    billNumberRateLimit: Number(env.KILN_BILL_NUMBER_RATE_LIMIT ?? 300),
    trustProxy: env.KILN_TRUST_PROXY === '1' || env.KILN_TRUST_PROXY === 'true',
    production,
    chunkMaxAgeMillis: 24 * 60 * 60_000,
  };
}
