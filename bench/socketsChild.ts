// A process of its own for bench/sockets.ts. `clients`: opens websocket clients
// (each: open, OnConnection, wait for the initMessage) and times each push's
// delivery from the `benchSentAt` the server put in it. `server`: Kiln over the
// bench's PostgreSQL database, a second process for the cross-process figures.
import WebSocket from 'ws';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';

export type ClientCommand = { kind: 'open'; base: string; tokens: string[] } | { kind: 'expect'; count: number } | { kind: 'closeAll' } | { kind: 'stop' };

export type ClientReport =
  { kind: 'opened'; open: number; failed: number; ms: number } | { kind: 'ready' } | { kind: 'delivered'; latencies: number[] } | { kind: 'closed' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: ClientReport | { base: string }) => process.send?.(message);

function clients(): void {
  const sockets: WebSocket[] = [];
  let waiting = 0;
  let latencies: number[] = [];

  const openOne = (base: string, token: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${base.replace('http://', 'ws://')}/websocket/${encodeURIComponent(token)}`);
      const timer = setTimeout(() => reject(new Error('no initMessage within 30 s')), 30_000);
      ws.once('error', reject);
      ws.once('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false })));
      ws.on('message', (data) => {
        const event = JSON.parse(String(data)) as { method: string; benchSentAt?: number };
        if (event.method === 'initMessage') {
          clearTimeout(timer);
          resolve(ws);
        } else if (event.benchSentAt !== undefined && waiting > 0) {
          latencies.push(now() - event.benchSentAt);
          if (--waiting === 0) {
            send({ kind: 'delivered', latencies });
            latencies = [];
          }
        } else if (event.method === 'logout') reject(new Error(`refused: ${String((event as { msg?: string }).msg)}`));
      });
    });

  process.on('message', async (command: ClientCommand) => {
    if (command.kind === 'open') {
      const started = performance.now();
      let failed = 0;
      // A few hundred handshakes at a time: the server's accept queue, not the client, is what is measured.
      for (let start = 0; start < command.tokens.length; start += 250) {
        const batch = await Promise.allSettled(command.tokens.slice(start, start + 250).map((token) => openOne(command.base, token)));
        for (const outcome of batch) {
          if (outcome.status === 'fulfilled') sockets.push(outcome.value);
          else failed += 1;
        }
      }
      send({ kind: 'opened', open: sockets.length, failed, ms: performance.now() - started });
    } else if (command.kind === 'expect') {
      waiting = command.count;
      send({ kind: 'ready' });
    } else if (command.kind === 'closeAll') {
      await Promise.all(sockets.splice(0).map((ws) => new Promise((resolve) => (ws.once('close', resolve), ws.close()))));
      send({ kind: 'closed' });
    } else process.exit(0);
  });
  send({ base: '' });
}

async function server(dataDir: string, databaseUrl: string): Promise<void> {
  const app = await buildApp({ ...loadConfig({}), dataDir, databaseUrl, port: 0, logLevel: 'warn', clientDir: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  process.on('message', (message: string) => {
    if (message === 'stop') void app.close().then(() => process.exit(0));
  });
  send({ base: `http://127.0.0.1:${address.port}` });
}

const [role, dataDir, databaseUrl] = process.argv.slice(2);
if (role === 'server') await server(dataDir, databaseUrl);
else clients();
