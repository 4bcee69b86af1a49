// Two users chatting in two browsers (issue 28 items 8 and 12): a text and an image
// each way, the header icon blinking and the conversation's unread badge until it is
// opened, and the history panel's keyword search. Screenshots under test-results/chat-*.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { changeInitialPassword, chromiumOptions, stageForFile } from './browser';
import { pngOf } from '../api/fileFixtures';

const stage = stageForFile({ adminPassword: 'Kiln2026ok' });
const browsers: Browser[] = [];
const pageErrors: string[] = [];

afterAll(async () => {
  for (const browser of browsers) await browser.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.resolve('test-results', `chat-${name}.png`) });
}

/** A demo member in a browser of their own: signed in, initial password changed, the shell's chat icon drawn. */
async function openMember(account: string): Promise<Page> {
  const browser = await chromium.launch(chromiumOptions);
  browsers.push(browser);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  // A script error of the page fails the test with its words, not as a missing element later.
  page.on('pageerror', (error) => pageErrors.push(`${account}: ${error.message}`));
  await page.goto(`${stage.baseUrl}/login`);
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill('kiln2026');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await changeInitialPassword(page, 'kiln2026', 'Kiln2026chat');
  await page.getByTestId('chat-button').waitFor();
  return page;
}

const blinking = async (page: Page) => (await page.getByTestId('chat-button').getAttribute('data-unread')) === 'true';

async function sendText(page: Page, text: string) {
  expect(pageErrors).toEqual([]);
  const input = page.getByTestId('chat-input');
  await input.fill(text);
  await input.press('Enter');
  await page.getByTestId('chat-lines').getByTestId('chat-line').filter({ hasText: text }).waitFor();
  await expect(input.inputValue()).resolves.toBe('');
}

async function sendImage(page: Page, name: string, width: number, height: number) {
  const images = page.getByTestId('chat-lines').getByTestId('chat-image');
  const before = await images.count();
  await page.getByTestId('chat-image-input').setInputFiles({ name, mimeType: 'image/png', buffer: pngOf(width, height) });
  await expect.poll(() => images.count(), { timeout: 10_000 }).toBe(before + 1);
}

/** The image of the window's last image line, drawn (loaded through its link). */
async function lastImageWidth(page: Page): Promise<number> {
  const image = page.getByTestId('chat-lines').getByTestId('chat-image').last().locator('img');
  await image.waitFor();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), { timeout: 10_000 }).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

describe('two users chat', () => {
  it('sends a text and an image each way, shows unread until opened, and finds a line in the history', async () => {
    const [zhang, wang] = await Promise.all([openMember('zhangwei'), openMember('wangfang')]);
    expect(await blinking(wang)).toBe(false);

    // 张伟 finds 王芳 among the contacts and writes.
    await zhang.getByTestId('chat-button').click();
    await zhang.getByTestId('chat-drawer').getByText('联系人').click();
    const search = zhang.getByTestId('chat-contact-search').locator('input');
    await search.fill('王芳');
    await search.press('Enter');
    const contact = zhang.getByTestId('chat-contact').filter({ hasText: '王芳/wangfang' });
    await contact.click();
    await zhang.getByTestId('chat-window').waitFor();
    await shoot(zhang, '00-window-open');
    // Empty text is not sent.
    await zhang.getByTestId('chat-input').press('Enter');
    await sendText(zhang, '王芳你好，周报请今天提交');
    await sendImage(zhang, 'chart.png', 40, 30);
    expect(await zhang.getByTestId('chat-lines').getByTestId('chat-line').count()).toBe(2);
    await shoot(zhang, '01-zhang-sent');

    // 王芳's icon blinks; the conversation shows 2 unread until she opens it.
    await expect.poll(() => blinking(wang), { timeout: 10_000 }).toBe(true);
    await wang.getByTestId('chat-button').click();
    const conversation = wang.getByTestId('chat-conversation').filter({ hasText: '张伟/zhangwei' });
    await conversation.waitFor();
    await expect(conversation.getByTestId('chat-unread').textContent()).resolves.toBe('2');
    await expect(conversation.textContent()).resolves.toContain('[图片]');
    await shoot(wang, '02-wang-unread');
    await conversation.click();
    await wang.getByTestId('chat-lines').getByTestId('chat-line').filter({ hasText: '王芳你好，周报请今天提交' }).waitFor();
    expect(await lastImageWidth(wang)).toBe(40);
    await expect.poll(() => blinking(wang)).toBe(false);
    await expect(conversation.getByTestId('chat-unread').count()).resolves.toBe(0);

    // 王芳 answers with a text and an image; 张伟's open window shows both as they arrive.
    await sendText(wang, '收到，下午发你');
    await sendImage(wang, 'report.png', 24, 16);
    await zhang.getByTestId('chat-lines').getByTestId('chat-line').filter({ hasText: '收到，下午发你' }).waitFor();
    expect(await lastImageWidth(zhang)).toBe(24);
    // Read as they arrived: nothing blinks for the window that is open.
    expect(await blinking(zhang)).toBe(false);
    await shoot(zhang, '03-zhang-window');
    await shoot(wang, '04-wang-window');

    // The history panel finds the first text by keyword.
    await zhang.getByTestId('chat-history-toggle').click();
    const history = zhang.getByTestId('chat-history-lines');
    await expect.poll(() => history.getByTestId('chat-line').count(), { timeout: 10_000 }).toBe(4);
    const historySearch = zhang.getByTestId('chat-history-search').locator('input');
    await historySearch.fill('周报');
    await historySearch.press('Enter');
    await expect.poll(() => history.getByTestId('chat-line').count(), { timeout: 10_000 }).toBe(1);
    await expect(history.textContent()).resolves.toContain('王芳你好，周报请今天提交');
    await shoot(zhang, '05-history-search');

    // After a reload, 王芳's list still has the conversation, read.
    await wang.reload();
    await wang.getByTestId('chat-button').click();
    expect(pageErrors).toEqual([]);
    const again = wang.getByTestId('chat-conversation').filter({ hasText: '张伟/zhangwei' });
    await again.waitFor();
    await expect(again.getByTestId('chat-unread').count()).resolves.toBe(0);
    expect(await blinking(wang)).toBe(false);
  });
});
