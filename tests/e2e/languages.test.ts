// Every menu entry opened in English and in Traditional Chinese, in Chromium:
// each screen's visible words (text, placeholders, titles) are read and any of
// another language fails the test — Han characters in English, characters only
// Simplified Chinese writes in Traditional Chinese — except the demo company's
// own data (people, organisations, its model and forms), which is user data and
// stays as its owners wrote it. Screenshots per language under test-results/.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Language } from '@core/i18n/text';
import type { CurrentUserData, MenuEntry } from '@core/api/oauth';
import { simplifiedOnly } from '@core/i18n/scripts';
import { seededNameTexts } from '@core/i18n/seededNames';
import { catalogTexts } from '@core/widgets/texts';
import { ruleTexts } from '@core/rules/texts';
import { validationTexts } from '@core/validation/texts';
import { serverTexts } from '@server/http/messages';
import { demoUserData, foreignWords } from './languageCheck';
import { rowMenuAction, stageForFile } from './browser';
import { grantScreen } from './grantScreen';

const password = 'Kiln2026ok';
const stage = stageForFile({ adminPassword: password });
// The tables this side of the layers reaches; the fixed list of core/i18n/scripts.ts does the rest.
const simplified = simplifiedOnly([serverTexts, seededNameTexts, catalogTexts, ruleTexts, validationTexts]);

/**
 * Every entry of the menu tree with a screen inside the shell, in menu order, at the
 * address the client routes it to (spec 01 §2.4): pages and dynamic pages at their
 * address, links opened in the shell at /{enCode}; directories and new windows have none.
 */
function screensOf(entries: MenuEntry[]): { entry: MenuEntry; path: string }[] {
  return entries.flatMap((entry) => {
    const address = entry.urlAddress.split('?')[0].replace(/^\/+|\/+$/g, '');
    const inShell = [2, 3, 4, 5, 8].includes(entry.type) || (entry.type === 7 && entry.linkTarget === '_self');
    const path = entry.type === 7 ? `/${entry.enCode}` : `/${address || entry.enCode}`;
    return [...(inShell ? [{ entry, path }] : []), ...screensOf(entry.children ?? [])];
  });
}

/** The words a person sees: visible text nodes, and the placeholders, titles and labels of visible elements. */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = (element: Element | null) => {
      if (!element) return false;
      if (element.closest('script, style, noscript, [aria-hidden="true"]')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && seen(node.parentElement)) words.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [title], [aria-label]')) {
      if (!seen(element)) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name)?.trim();
        if (value) words.push(value);
      }
    }
    return words;
  });
}

/**
 * What does not fit on a list: a row's action links that do not stand on one line,
 * and times cut or wrapped in their cells.
 */
async function cutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const cell of document.querySelectorAll('.ant-table-tbody td.ant-table-cell-fix-right')) {
      const tops = new Set([...cell.querySelectorAll('button')].map((button) => Math.round(button.getBoundingClientRect().top)));
      if (tops.size > 1) problems.push(`actions on ${tops.size} lines: ${cell.textContent ?? ''}`);
    }
    for (const cell of document.querySelectorAll('.ant-table-tbody td')) {
      const text = cell.textContent?.trim() ?? '';
      if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(cell);
      const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const inner = cell.querySelector('*') ?? cell;
      // A cell running under the row's fixed action column is cut too, though nothing in it overflows.
      const fixed = cell.closest('tr')?.querySelector('td.ant-table-cell-fix-right');
      const covered = fixed && fixed !== cell && cell.getBoundingClientRect().right > fixed.getBoundingClientRect().left + 1;
      if (lines.size > 1 || inner.scrollWidth > inner.clientWidth + 1 || covered) problems.push(`time cut: ${text}`);
    }
    return problems;
  });
}

async function openEveryScreen(language: Language): Promise<string[]> {
  const { page } = stage;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${stage.baseUrl}/login`);
  await page.evaluate((chosen) => {
    localStorage.clear();
    localStorage.setItem('kiln_language', chosen);
  }, language);
  await page.goto(`${stage.baseUrl}/login`);
  await page.getByTestId('login-account').fill('admin');
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const setup = await stage.setup('admin', password);
  const { data } = await setup<CurrentUserData>('GET', '/api/oauth/CurrentUser');
  const screens = screensOf(data.menuList);
  expect(screens.length).toBeGreaterThanOrEqual(12);
  const allowed = demoUserData();
  const problems: string[] = [];
  const check = async (where: string) => {
    const foreign = foreignWords(await visibleWords(page), language, allowed, simplified);
    if (foreign.length > 0) problems.push(`${where}: ${foreign.join(' | ')}`);
    const cut = [...new Set(await cutWords(page))];
    if (cut.length > 0) problems.push(`${where}: ${cut.join(' | ')}`);
  };
  await page.getByTestId('home-page').waitFor();
  await check('/home');
  for (const { entry, path } of screens) {
    await page.goto(stage.baseUrl + path);
    await page.waitForLoadState('networkidle');
    // The screen itself, not the not-found page or a redirect.
    expect(new URL(page.url()).pathname, entry.enCode).toBe(path);
    // Lists draw their rows after their first answer: wait until nothing loads.
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
    await check(`${path} (${entry.enCode})`);
    await stage.shoot(`lang-${language}-${entry.enCode.replace(/\W+/g, '-')}`);
  }
  // A dialog's labels have room for their words: the reset-password form's, say.
  await page.goto(`${stage.baseUrl}/permission/user`);
  const row = page.getByTestId('list-permission.user.page').locator('tr', { hasText: 'zhangwei' });
  await (await rowMenuAction(page, row, 'resetPassword')).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.locator('.kiln-field-label').first().waitFor();
  const cutLabels = await dialog
    .locator('.kiln-field-label')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent ?? ''));
  if (cutLabels.length > 0) problems.push(`reset password: labels cut: ${cutLabels.join(' | ')}`);
  await check('reset password');
  await stage.shoot(`lang-${language}-reset-password`);
  await page.keyboard.press('Escape');

  // The grant tree: the seeded menu entries and their buttons, in the language chosen.
  const grants = grantScreen(() => page);
  await page.goto(`${stage.baseUrl}/permission/authorize`);
  await page.getByTestId('authorize-list-Role').getByTestId('authorize-open-manager').click();
  await grants.popup().locator('.ant-spin-spinning').first().waitFor({ state: 'detached' });
  await grants.check({ name: 'Kiln' });
  await grants.nextStep('module');
  await grants.check('menu-permission');
  await check('grant tree, menus');
  await stage.shoot(`lang-${language}-grant-menus`);
  await grants.nextStep('button');
  await check('grant tree, buttons');
  await stage.shoot(`lang-${language}-grant-buttons`);
  return problems;
}

describe('every screen speaks the chosen language', () => {
  it('English: no Han characters outside user data', async () => {
    const problems = await openEveryScreen('en');
    expect(problems).toEqual([]);
  });

  it('Traditional Chinese: no characters only Simplified Chinese writes, outside user data', async () => {
    const problems = await openEveryScreen('zhtw');
    expect(problems).toEqual([]);
  });
});
