// Starts Kiln for a benchmark on a temporary SQLite file and signs the
// administrator in, so each benchmark measures requests, not set-up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { passwordDigest } from '@server/auth/passwords';

export const benchPassword = 'Bench2026';

export function benchConfig(prefix: string): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return { ...loadConfig({}), dataDir, port: 0, logLevel: 'warn', clientDir: null, adminPassword: benchPassword, loginRateLimit: 1_000_000 };
}

export async function startSignedIn(config: Config) {
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const base = `http://127.0.0.1:${address.port}`;
  const signIn = await fetch(`${base}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ account: 'admin', password: passwordDigest(benchPassword) }).toString(),
  });
  const token = ((await signIn.json()) as { data: { token: string } }).data.token;
  return { app, base, token };
}
