// The chunked upload's md5 in Debian Chromium: a 1 GiB file chosen from disk
// through a file input, hashed by the upload widgets' code (widgets/runtime/
// upload/md5.ts) in its Web Worker, and — for comparison — by the same slice
// loop on the main thread (the fallback where Worker is missing). For each:
// MB/s, and how the page kept up meanwhile: the longest stretch the page's main
// thread was busy in a Chromium trace, how many tasks the Long Tasks API saw (50 ms or
// more), and the longest gap between the ticks of a 10 ms interval (which also
// counts time the machine gave the main thread no processor). The page is built with Vite into a temporary folder.
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { chromium } from 'playwright-core';
import { chunkUpload } from '@core/api/file';
import { serveStatic } from './staticServer';
import { chromiumOptions } from '../tests/e2e/browser';

const mebibyte = 1 << 20;
const fileMiB = Number(process.env.KILN_BENCH_MD5_MIB ?? 1024);
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

const pageHtml = `<!doctype html>
<html><head><meta charset="UTF-8" /><title>md5 bench</title></head>
<body><input type="file" id="file" /><script type="module" src="./main.ts"></script></body></html>`;

const pageScript = `
import { md5Of } from '@widgets/runtime/upload/md5';

window.hashChosen = async (mode) => {
  const file = document.getElementById('file').files[0];
  const longTasks = [];
  const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longTasks.push(entry.duration); });
  observer.observe({ type: 'longtask', buffered: false });
  let maxGap = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
  }, 10);
  const start = performance.now();
  // Without Worker, md5Of takes its fallback: the same slices on the main thread.
  const worker = window.Worker;
  if (mode === 'main') window.Worker = undefined;
  const hashing = md5Of(file);
  window.Worker = worker;
  const md5 = await hashing;
  const ms = performance.now() - start;
  clearInterval(ticker);
  await new Promise((resolve) => setTimeout(resolve, 100));
  observer.disconnect();
  return { md5, ms, longTasks: longTasks.length, maxGap };
};
window.ready = true;
`;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** What the main thread runs at top level: tasks, and the microtask checkpoints that follow them (promise continuations run there). */
const topLevel = (name: string) => name.endsWith('RunTask') || name.endsWith('PerformMicrotaskCheckpoint');

/**
 * The longest stretch the page's main thread was busy while traced, in ms: a
 * task and the checkpoint right after it count as one, as the page cannot
 * answer input in between (the trace times them in µs).
 */
function longestMainThreadTask(trace: Buffer): number {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const busy = events
    .filter((event) => event.ph === 'X' && topLevel(event.name) && mains.has(`${event.pid}:${event.tid}`))
    .map((event) => ({ start: event.ts, end: event.ts + (event.dur ?? 0) }))
    .sort((a, b) => a.start - b.start);
  let longest = 0;
  let stretch: { start: number; end: number } | null = null;
  for (const span of busy) {
    // Within 0.1 ms of the one before: the same stretch.
    if (stretch && span.start <= stretch.end + 100) stretch.end = Math.max(stretch.end, span.end);
    else stretch = { ...span };
    longest = Math.max(longest, stretch.end - stretch.start);
  }
  return longest / 1000;
}

/** A file of `mib` MiB with bytes that vary (md5's speed does not depend on them, but a sparse file of zeros would read unusually fast). */
async function writeFile(file: string, mib: number): Promise<string> {
  const block = Buffer.alloc(mebibyte);
  for (let i = 0; i < block.length; i += 1) block[i] = (i * 31 + (i >> 8)) & 255;
  const hash = createHash('md5');
  const out = fs.createWriteStream(file);
  for (let i = 0; i < mib; i += 1) {
    block[0] = i & 255;
    hash.update(block);
    if (!out.write(block)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return hash.digest('hex');
}

export async function benchMd5(): Promise<void> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-md5-bench-'));
  const pageDir = path.join(workDir, 'page');
  const outDir = path.join(workDir, 'out');
  const bigFile = path.join(workDir, `upload-${fileMiB}MiB.bin`);
  fs.mkdirSync(pageDir);
  fs.writeFileSync(path.join(pageDir, 'index.html'), pageHtml);
  fs.writeFileSync(path.join(pageDir, 'main.ts'), pageScript);
  const rows: Record<string, unknown>[] = [];
  let server: http.Server | null = null;
  const browser = await chromium.launch(chromiumOptions);
  try {
    const expected = await writeFile(bigFile, fileMiB);
    await build({
      configFile: false,
      root: pageDir,
      base: './',
      logLevel: 'warn',
      resolve: { alias: { '@widgets': here('../widgets'), '@core': here('../core') } },
      build: { outDir, emptyOutDir: true },
    });
    server = await serveStatic(outDir);
    const address = server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const mode of ['worker', 'main thread'] as const) {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/`);
        await page.waitForFunction(() => (window as unknown as { ready?: boolean }).ready === true);
        await page.locator('#file').setInputFiles(bigFile);
        await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
        const result = await page.evaluate((which) => (window as unknown as { hashChosen(mode: string): Promise<{ md5: string; ms: number; longTasks: number; maxGap: number }> }).hashChosen(which), mode === 'worker' ? 'worker' : 'main');
        const mainThreadTask = longestMainThreadTask(await browser.stopTracing());
        rows.push({
          where: mode,
          MiB: fileMiB,
          seconds: +(result.ms / 1000).toFixed(2),
          'MB/s': +((fileMiB * mebibyte) / 1e6 / (result.ms / 1000)).toFixed(1),
          'long tasks (≥ 50 ms)': result.longTasks,
          'longest main-thread task ms (trace)': +mainThreadTask.toFixed(1),
          'longest 10 ms-tick gap ms': +result.maxGap.toFixed(1),
          'md5 right': result.md5 === expected,
        });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server?.close();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
  console.log(`\nUpload md5 (Debian Chromium, a ${fileMiB} MiB file from disk in ${chunkUpload.hashSlice}-byte slices; the widgets hash in the worker):`);
  console.table(rows);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchMd5();
