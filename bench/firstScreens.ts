// The JavaScript Debian Chromium loads for the first two screens of the built
// client, cold cache each time: the sign-in page once drawn and idle, the home
// page reached by signing in there, and the home page opened afresh by someone
// already signed in. Sizes as sent (brotli) and as gzip of the same files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Response } from 'playwright-core';
import { openStage } from '../tests/e2e/browser';

const password = 'Bench2026';

interface Loaded {
  files: string[];
  sentBytes: number;
  gzipBytes: number;
}

/** Records every script the page fetches until the returned function is called. */
function watchScripts(page: Page) {
  const files = new Set<string>();
  const sent: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    const pathname = new URL(response.url()).pathname;
    if (!pathname.endsWith('.js') || files.has(pathname)) return;
    files.add(pathname);
    sent.push(response.allHeaders().then((headers) => Number(headers['content-length'] ?? 0)));
  };
  page.on('response', onResponse);
  return async (): Promise<Loaded> => {
    page.off('response', onResponse);
    const list = [...files];
    const sentBytes = (await Promise.all(sent)).reduce((sum, size) => sum + size, 0);
    const gzipBytes = list.reduce((sum, file) => sum + gzipSync(readFileSync(path.join('dist', file))).length, 0);
    return { files: list, sentBytes, gzipBytes };
  };
}

async function coldCache(page: Page) {
  const client = await page.context().newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.clearBrowserCache');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  return client;
}

const kib = (bytes: number) => +(bytes / 1024).toFixed(1);

export async function benchFirstScreens(): Promise<void> {
  const stage = await openStage({ adminPassword: password });
  const { page, baseUrl } = stage;
  const rows: Record<string, string | number>[] = [];
  const row = (screen: string, loaded: Loaded, goalKiB: number | '') => {
    rows.push({ screen, 'JS files': loaded.files.length, 'JS KiB sent (brotli)': kib(loaded.sentBytes), 'JS KiB gzip': kib(loaded.gzipBytes), 'goal KiB gzip': goalKiB });
    console.log(`  ${screen}: ${loaded.files.map((file) => path.basename(file)).join(', ')}`);
  };
  try {
    console.log('\nFirst screens in Debian Chromium (cold cache, scripts loaded until the network is idle):');
    // A visitor: the sign-in page, drawn and idle.
    await page.goto(`${baseUrl}/login`);
    await page.evaluate(() => localStorage.clear());
    let client = await coldCache(page);
    let stop = watchScripts(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByTestId('login-submit').waitFor();
    await page.waitForLoadState('networkidle');
    const signIn = await stop();
    row('sign-in (/login), drawn and idle', signIn, 170);

    // The same visitor signs in and lands on the home page.
    stop = watchScripts(page);
    await page.getByTestId('login-account').fill('admin');
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    const afterSignIn = await stop();
    row('home after signing in there (added)', afterSignIn, '');
    row('sign-in then home (all)', { files: [...signIn.files, ...afterSignIn.files], sentBytes: signIn.sentBytes + afterSignIn.sentBytes, gzipBytes: signIn.gzipBytes + afterSignIn.gzipBytes }, '');
    await client.detach();

    // Someone already signed in opens the home page on a cold cache.
    client = await coldCache(page);
    stop = watchScripts(page);
    await page.goto(`${baseUrl}/home`);
    await page.getByTestId('home-page').waitFor();
    await page.waitForLoadState('networkidle');
    row('home (/home) opened signed in', await stop(), 300);
    await client.detach();
  } finally {
    await stage.close();
  }
  console.table(rows);
}

// `npx tsx bench/firstScreens.ts` (after `npm run build`) prints this alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.dirname, 'firstScreens.ts')) {
  await benchFirstScreens();
}
