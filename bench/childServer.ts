// Kiln in a process of its own for benchmarks that measure the server's event
// loop: the parent sends 'watch' and 'report' over IPC and gets the delay the
// loop saw in between, with no client work of the benchmark mixed in.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { benchConfig, startSignedIn } from './benchServer';

const config = benchConfig('kiln-bench-child-');
const { app, base, token } = await startSignedIn(config);
await app.kiln.sysConfig.set({ passwordErrorsForCaptcha: 1_000 });
let loop = monitorEventLoopDelay({ resolution: 5 });

process.on('message', (message: string) => {
  if (message === 'watch') {
    loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
  } else if (message === 'report') {
    loop.disable();
    process.send?.({ p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 });
  } else if (message === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
process.send?.({ base, token, dataDir: config.dataDir });
