// Serving the built client: compressed assets, client routes falling back to the
// page, and a clear answer when the client has not been built.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness';

let server: TestServer;
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-client-'));
const script = `console.log(${JSON.stringify('kiln '.repeat(400))});`;

beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-1234.js.gz'), gzipSync(script));
  server = await startServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('sends the pre-compressed asset, cached for good', async () => {
    const response = await server.client().raw('GET', '/assets/app-1234.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(script);
  });

  it('answers client routes with the page, not cached', async () => {
    const response = await server.client().raw('GET', '/home');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('says how to build the client when it is missing', async () => {
    const bare = await startServer({ clientDir: path.join(clientDir, 'nothing-here') });
    try {
      const response = await bare.client().raw('GET', '/home');
      expect(response.status).toBe(503);
      expect(await response.text()).toBe('前端尚未构建，请运行 npm run build');
    } finally {
      await bare.close();
    }
  });
});
