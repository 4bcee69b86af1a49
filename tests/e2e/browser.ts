// Starts the built client on the real server (temporary SQLite file) and a
// headless Debian Chromium driven by playwright-core; saves screenshots under
// test-results/ so a person can look at what the test saw.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig, type Config } from '@server/config';
import { passwordDigest } from '@server/auth/passwords';
import type { Envelope } from '@core/api/envelope';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const e2eCaptcha = '2468';

/** Debian's Chromium, headless and quiet: no sandbox (containers), no GPU, no background traffic. */
export const chromiumOptions = {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
const resultsDir = path.resolve('test-results');
const troubleKept = 20;

/** A signed-in API caller for setting up what a browser test needs. */
export type Setup = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<Envelope<T>>;

export interface Stage {
  app: FastifyInstance;
  baseUrl: string;
  context: BrowserContext;
  page: Page;
  shoot(name: string): Promise<string>;
  /** What the page said went wrong lately (script errors, console errors, failed requests): printed when a test fails, since CI keeps only the log. */
  recentTrouble(): string[];
  /** Forgets the browser's session and signs `account` in through the sign-in page. */
  signInAs(account: string, password: string): Promise<void>;
  /** Signs `account` in over the API for setting up data. */
  setup(account: string, password: string): Promise<Setup>;
  close(): Promise<void>;
}

export async function openStage(overrides: Partial<Config> = {}): Promise<Stage> {
  if (!fs.existsSync(path.resolve('dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-e2e-'));
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kiln-chromium-'));
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    dataDir,
    adminPassword: null,
    testCaptcha: e2eCaptcha,
    logLevel: 'warn',
    clientDir: path.resolve('dist'),
    loginRateLimit: 1000,
    billNumberRateLimit: 100_000,
    ...overrides,
  };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not bind a port');
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const context = await chromium.launchPersistentContext(profileDir, { ...chromiumOptions, viewport: { width: 1366, height: 800 }, locale: 'zh-CN' });
  const page = context.pages()[0] ?? (await context.newPage());
  fs.mkdirSync(resultsDir, { recursive: true });
  const trouble: string[] = [];
  const remember = (line: string) => {
    trouble.push(`${new Date().toISOString().slice(11, 23)} ${page.url()} ${line}`);
    if (trouble.length > troubleKept) trouble.shift();
  };
  page.on('pageerror', (error) => remember(`pageerror ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') remember(`console ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the page's loads in flight: that is not trouble.
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') remember(`requestfailed ${request.method()} ${request.url()} ${reason}`);
  });
  return {
    app,
    baseUrl,
    context,
    page,
    shoot: async (name) => {
      const file = path.join(resultsDir, `${name}.png`);
      await page.screenshot({ path: file });
      return file;
    },
    recentTrouble: () => [...trouble],
    signInAs: async (account, password) => {
      await page.goto(`${baseUrl}/login`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${baseUrl}/login`);
      await page.getByTestId('login-account').fill(account);
      await page.getByTestId('login-password').fill(password);
      await page.getByTestId('login-submit').click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    },
    setup: async (account, password) => {
      const login = await fetch(`${baseUrl}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account, password: passwordDigest(password) }).toString(),
      });
      const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
      return async <T,>(method: string, url: string, body?: unknown) => {
        const response = await fetch(baseUrl + url, {
          method,
          headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return (await response.json()) as Envelope<T>;
      };
    },
    close: async () => {
      await context.close();
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

/**
 * One stage for a test file: opened before its tests, a failed test's screen
 * shot under its name, closed after them. The answer stands for the stage
 * once it is open.
 */
export function stageForFile(overrides: Partial<Config> = {}): Stage {
  let opened: Stage | undefined;
  beforeAll(async () => {
    opened = await openStage(overrides);
  });
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !opened) return;
    await opened.shoot(`failed-${context.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
    const text = await opened.page
      .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 500))
      .catch((error: unknown) => `(unreadable: ${String(error)})`);
    console.log(['the page when it failed:', opened.page.url(), text, ...opened.recentTrouble()].join('\n'));
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as Stage, {
    get(_target, property) {
      if (!opened) throw new Error('the stage opens before the file\'s tests run');
      return Reflect.get(opened, property) as unknown;
    },
  });
}

/**
 * A row action listed in the row's 更多 menu: the menu opened, the item's
 * locator (the menu is drawn outside the row, so it is found on the page by
 * the row's own test-id suffix).
 */
/**
 * Clicks a confirmation's 确定 once the dialog has finished zooming in. A click while it
 * still grows can land where the button is about to be, and the dialog stays open.
 */
export async function confirmOk(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const dialog = document.querySelector('.ant-modal-confirm');
    return dialog !== null && !/zoom-(appear|enter)/.test(dialog.className);
  });
  await page.getByTestId('confirm-ok').click();
}

export async function rowMenuAction(page: Page, row: Locator, key: string): Promise<Locator> {
  const more = row.locator('[data-testid^="action-more-"]');
  const suffix = (await more.getAttribute('data-testid'))!.slice('action-more'.length);
  await more.click();
  const item = page.getByTestId(`action-${key}${suffix}`);
  await item.waitFor();
  return item;
}

/** Whether a 更多 menu item is disabled (antd marks its menu item, not the label). */
export const menuItemDisabled = async (item: Locator) => (await item.locator('xpath=ancestor::li[1]').getAttribute('aria-disabled')) === 'true';

/** A demo member's first sign-in: the initial password is changed in the dialog that insists on it. */
export async function changeInitialPassword(page: Page, initial: string, chosen: string): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ hasText: '修改初始密码' });
  await dialog.waitFor();
  await page.getByTestId('pwd-old').fill(initial);
  await page.getByTestId('pwd-new').fill(chosen);
  await page.getByTestId('pwd-repeat').fill(chosen);
  await page.getByTestId('pwd-code').fill(e2eCaptcha);
  await page.getByTestId('pwd-submit').click();
  await dialog.waitFor({ state: 'hidden' });
}
