// Form timings in Debian Chromium: mount time, per keystroke the work (keydown
// to React's commit) and the time to paint (median and p95 of 20 keys; 5 for an
// engine slower than 10 s to mount) and text-input
// renders per keystroke, for a 300-field form and a 1,000-row × 10-column
// sub-table, drawn by Kiln's engine beside rjsf (as Kiln's first form page used
// it, and without its formContext) and a plain useState form. The page is bench/formPage, built with the client's Vite config.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveStatic } from './staticServer';
import { chromiumOptions } from '../tests/e2e/browser';
import type { BenchWindow } from './formPage/shape';

const engines = ['kiln', 'rjsf', 'rjsfNoContext', 'state'] as const;
const shapes = ['fields', 'rows', 'catalog', 'richRows'] as const;
/** The new shapes compare Kiln with the plain form only (rjsf is measured on the first two). */
const enginesFor = (shape: (typeof shapes)[number]) => (shape === 'fields' || shape === 'rows' ? engines : (['kiln', 'state'] as const));
export const keystrokes = 20;
/** Engines that take this long to mount are timed over fewer keys. */
const slowMountMs = 10_000;
const slowKeystrokes = 5;
const mountLimitMs = 180_000;

const kilnRow = '[data-testid="row-rows-1"] [data-testid="cell-c3"] input';
const selectors: Record<(typeof engines)[number], Record<(typeof shapes)[number], string>> = {
  kiln: { fields: '[data-testid="field-f150"]', rows: kilnRow, catalog: '[data-testid="field-title"]', richRows: kilnRow },
  rjsf: { fields: '#root_f150', rows: '#root_rows_1_c3', catalog: '#root_title', richRows: '#root_rows_1_c3' },
  rjsfNoContext: { fields: '#root_f150', rows: '#root_rows_1_c3', catalog: '#root_title', richRows: '#root_rows_1_c3' },
  state: { fields: '#state-f150', rows: '#state-rows-1-c3', catalog: '#state-title', richRows: '#state-rows-1-c3' },
};
const shapeNames: Record<(typeof shapes)[number], string> = {
  fields: '300 fields',
  rows: '1,000 × 10 sub-table',
  catalog: 'one of every widget',
  richRows: '1,000 rows with uploads and tags',
};

export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * Per key: `work` from keydown to the end of the input event (React has committed by then),
 * `frame` from keydown to a task after the next frame (the change is on screen).
 */
export async function installKeyTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    const timings: { work: number; frame: number }[] = [];
    let start = 0;
    (window as unknown as { timings: typeof timings }).timings = timings;
    document.addEventListener('keydown', () => (start = performance.now()), true);
    window.addEventListener('input', () => {
      const work = performance.now() - start;
      requestAnimationFrame(() => setTimeout(() => timings.push({ work, frame: performance.now() - start })));
    });
  });
}

/** Types `keys` x's into the focused field, each once the last one's timing is in. */
export async function pressTimedKeys(page: Page, keys: number): Promise<void> {
  for (let key = 1; key <= keys; key += 1) {
    await page.keyboard.press('x');
    await page.waitForFunction((count) => (window as unknown as { timings: number[] }).timings.length >= count, key, { timeout: mountLimitMs });
  }
}

/** The keys' work and frame times, each sorted. */
export async function keyTimings(page: Page): Promise<{ work: number[]; frame: number[] }> {
  const timings = await page.evaluate(() => (window as unknown as { timings: { work: number; frame: number }[] }).timings);
  const work = timings.map((timing) => timing.work).sort((a, b) => a - b);
  const frame = timings.map((timing) => timing.frame).sort((a, b) => a - b);
  return { work, frame };
}

export async function measure(browser: Browser, origin: string, engine: (typeof engines)[number], shape: (typeof shapes)[number]) {
  const shapeName = shapeNames[shape];
  const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  try {
    await page.goto(`${origin}/?engine=${engine}&shape=${shape}`);
    await page.waitForFunction(() => (window as unknown as BenchWindow).mountMs !== undefined, undefined, { timeout: mountLimitMs });
    const mountMs = await page.evaluate(() => (window as unknown as BenchWindow).mountMs!);
    const field = page.locator(selectors[engine][shape]);
    await field.click();
    await installKeyTimer(page);
    const keys = mountMs > slowMountMs ? slowKeystrokes : keystrokes;
    const rendersBefore = await page.evaluate(() => (window as unknown as BenchWindow).renders);
    await pressTimedKeys(page, keys);
    const renders = (await page.evaluate(() => (window as unknown as BenchWindow).renders)) - rendersBefore;
    const typed = await field.inputValue();
    const { work, frame } = await keyTimings(page);
    return {
      engine,
      shape: shapeName,
      'mount ms': Math.round(mountMs),
      'key work p50 ms': +quantile(work, 0.5).toFixed(1),
      'key work p95 ms': +quantile(work, 0.95).toFixed(1),
      'key to paint p50 ms': +quantile(frame, 0.5).toFixed(1),
      'key to paint p95 ms': +quantile(frame, 0.95).toFixed(1),
      keys,
      'input renders / key': +(renders / keys).toFixed(1),
      'typed ok': typed.endsWith('x'.repeat(keys)),
    };
  } catch (error) {
    return { engine, shape: shapeName, 'mount ms': `failed: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await page.close();
  }
}

export async function benchForms(): Promise<void> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-form-bench-'));
  await build({ configFile: path.resolve('vite.config.ts'), root: path.resolve('bench/formPage'), base: './', logLevel: 'warn', build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 10_000 } });
  const server = await serveStatic(outDir);
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await chromium.launch(chromiumOptions);
  const rows: Record<string, unknown>[] = [];
  try {
    for (const shape of shapes) for (const engine of enginesFor(shape)) rows.push(await measure(browser, origin, engine, shape));
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(outDir, { recursive: true, force: true });
  }
  console.log('\nForms (Debian Chromium; work = keydown to the end of the input event, paint = keydown to a task after the next frame):');
  console.table(rows);
}
