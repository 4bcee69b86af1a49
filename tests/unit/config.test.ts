// The server configuration of ARCHITECTURE §6, read from the environment.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

describe('server configuration', () => {
  it('defaults to SQLite under ./data on 127.0.0.1:3000 at level info', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '127.0.0.1', databaseUrl: null, dataDir: path.resolve('data'), adminPassword: null, testCaptcha: null, logLevel: 'info', trustProxy: false });
  });

  it('reads PORT, HOST, DATABASE_URL, DATA_DIR, KILN_ADMIN_PASSWORD, KILN_TEST_CAPTCHA and LOG_LEVEL', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://kiln@db:5432/kiln',
      DATA_DIR: '/var/lib/kiln',
      KILN_ADMIN_PASSWORD: 'Secret2026',
      KILN_TEST_CAPTCHA: '1234',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: 'postgres://kiln@db:5432/kiln', dataDir: '/var/lib/kiln', adminPassword: 'Secret2026', testCaptcha: '1234', logLevel: 'debug' });
  });

  it('refuses KILN_TEST_CAPTCHA in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', KILN_TEST_CAPTCHA: '1234' })).toThrow(/refused when NODE_ENV=production/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL and a PORT that is not a port', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
