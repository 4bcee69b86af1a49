// The parent's side of bench/childServer.ts: start Kiln in its own process, and
// run a piece of work while that process measures its event loop.
import { fork, type ChildProcess } from 'node:child_process';

export const nextMessage = <T>(child: ChildProcess) => new Promise<T>((resolve) => child.once('message', (message) => resolve(message as T)));

/** Kiln in a child process (extra Node flags from KILN_BENCH_CHILD_FLAGS), signed in as the administrator. */
export async function startChildServer(): Promise<{ server: ChildProcess; base: string; token: string; dataDir: string }> {
  const flags = process.env.KILN_BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = fork(new URL('./childServer.ts', import.meta.url), { execArgv: ['--import', 'tsx', ...flags], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return { server, ...(await nextMessage<{ base: string; token: string; dataDir: string }>(server)) };
}

const tenths = (value: number) => Math.round(value * 10) / 10;

/** Runs `work` while the child samples its event loop: how long it took, what it answered, and the loop's delay (p99, max). */
/** Runs `work` while the server samples its event loop and health checks go one after another, 20 ms apart; adds the slowest check. */
export async function underHealthWatch(server: ChildProcess, base: string, work: () => Promise<string>) {
  let running = true;
  let healthMax = 0;
  const probe = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).text();
      healthMax = Math.max(healthMax, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const watched = await underLoopWatch(server, work);
  running = false;
  await probe;
  return { ...watched, healthMax };
}

export async function underLoopWatch(server: ChildProcess, work: () => Promise<string>) {
  server.send('watch');
  const started = performance.now();
  const outcome = await work();
  const took = performance.now() - started;
  const report = nextMessage<{ p99: number; max: number }>(server);
  server.send('report');
  const loop = await report;
  return { took, outcome, loopP99: tenths(loop.p99), loopMax: tenths(loop.max) };
}
